import { fromPromise } from 'xstate';
import type { Game, GamePage } from '../../../api/endpoints/game-entry';
import { fetchGameList } from '../../../api/endpoints/game-list';
import { searchMachine, type SearchGamesInput } from '../../../../machines/search.machine.ts';
import { yieldToMain } from '../../../lib/yield-to-main';
import { gamesLanguage } from '../games-language';
import { loadHotGames } from './game-list.actors';

/** The search chart with its effects: the game list call by name, and the hot list. */
export function searchLogic() {
  return searchMachine.provide({
    actors: {
      // Not cached: every search is a fresh question, and an abandoned one is cancelled.
      searchGames: fromPromise<GamePage, SearchGamesInput>(async ({ input, signal }) => {
        const page = await fetchGameList(
          {
            gameName: input.term,
            pageNo: input.pageNo,
            pageSize: input.pageSize,
            language: gamesLanguage(),
          },
          undefined,
          signal,
        );
        // As for the game list: the results reach the chart and the screen in a task of their own.
        await yieldToMain();
        return page;
      }),
      loadHot: fromPromise<Game[], void>(() => loadHotGames()),
    },
  });
}
