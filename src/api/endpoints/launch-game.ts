import { api, type ApiClient } from '../client';
import {
  LAUNCH_GAME_PATH,
  type LaunchGameQuery,
  launchGameSchema,
  type LaunchedGame,
  type LAUNCH_GAME_MODULE,
} from '../../../shared/contract/calls/launch-game.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { type LaunchGameQuery } from '../../../shared/contract/calls/launch-game.ts';

export function launchGameParams(query: LaunchGameQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    params[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return params;
}

/** A write in effect (the server records the recent game), so it is never cached. */
export function launchGame(query: LaunchGameQuery, client: ApiClient = api): Promise<LaunchedGame> {
  return client.get(LAUNCH_GAME_PATH, {
    moduleId: 'GAMELO3' satisfies typeof LAUNCH_GAME_MODULE,
    schema: launchGameSchema,
    params: launchGameParams(query),
  });
}
