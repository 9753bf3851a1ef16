import { api, type ApiClient } from '../client';
import { noValue } from '../../../shared/contract/calls/no-value.ts';
import {
  REMOVE_FAVOURITE_PATH,
  type REMOVE_FAVOURITE_MODULE,
} from '../../../shared/contract/calls/remove-favourite.ts';

/** DELETE with the same body as adding (requirements B7). Removing an absent favourite succeeds. */
export function removeFavourite(
  game: { nodeId: number; vassalage: string },
  client: ApiClient = api,
): Promise<void> {
  return client.del(REMOVE_FAVOURITE_PATH, {
    moduleId: 'GAMELOFAV3' satisfies typeof REMOVE_FAVOURITE_MODULE,
    schema: noValue,
    body: { nodeId: game.nodeId, vendor: game.vassalage },
  });
}
