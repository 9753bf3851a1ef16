import { api, type ApiClient } from '../client';
import { noValue } from '../envelope';

export const ADD_FAVOURITE_PATH = '/wps/relay/MCSFE_addFavoriteGameV2';

/** Requirements B7: nodeId and vendor in the body; the session goes in the Authorization header. */
export function addFavourite(
  game: { nodeId: number; vassalage: string },
  client: ApiClient = api,
): Promise<void> {
  return client.post(ADD_FAVOURITE_PATH, {
    moduleId: 'GAMELOFAV3',
    schema: noValue,
    body: { nodeId: game.nodeId, vendor: game.vassalage },
  });
}
