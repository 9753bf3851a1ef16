import { api, type ApiClient } from '../client';
import { noValue } from '../envelope';

export const REMOVE_FAVOURITE_PATH = '/wps/relay/MCSFE_removeFavoriteGameV2';

/** DELETE with the same body as adding (requirements B7). Removing an absent favourite succeeds. */
export function removeFavourite(
  game: { nodeId: number; vassalage: string },
  client: ApiClient = api,
): Promise<void> {
  return client.del(REMOVE_FAVOURITE_PATH, {
    moduleId: 'GAMELOFAV3',
    schema: noValue,
    body: { nodeId: game.nodeId, vendor: game.vassalage },
  });
}
