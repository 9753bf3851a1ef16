import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  type Winner,
  winnerBoardSchema,
  WINNER_BOARD_PATH,
  type WINNER_BOARD_MODULE,
} from '../../../shared/contract/calls/winner-board.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { compareAmounts, winnerBoardSchema } from '../../../shared/contract/calls/winner-board.ts';

export function fetchWinnerBoard(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<Winner[]> {
  return client.get(WINNER_BOARD_PATH, {
    moduleId: 'COMM3' satisfies typeof WINNER_BOARD_MODULE,
    schema: winnerBoardSchema,
    params: { language },
    ...(signal ? { signal } : {}),
  });
}

export function winnerBoardQueryOptions(language: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['games', 'winner-board', language] as const,
    queryFn: ({ signal }) => fetchWinnerBoard(language, client, signal),
    staleTime: 60_000,
  });
}
