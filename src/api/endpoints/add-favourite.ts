import { api, type ApiClient } from '../client';
import { noValue } from '../../../shared/contract/calls/no-value.ts';
import {
  ADD_FAVOURITE_PATH,
  type ADD_FAVOURITE_MODULE,
} from '../../../shared/contract/calls/add-favourite.ts';

/** Requirements B7: nodeId and vendor in the body; the session goes in the Authorization header. */
export function addFavourite(
  game: { nodeId: number; vassalage: string },
  client: ApiClient = api,
): Promise<void> {
  return client.post(ADD_FAVOURITE_PATH, {
    moduleId: 'GAMELOFAV3' satisfies typeof ADD_FAVOURITE_MODULE,
    schema: noValue,
    body: { nodeId: game.nodeId, vendor: game.vassalage },
  });
}
