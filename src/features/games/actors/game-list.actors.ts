import { fromPromise } from 'xstate';
import { fetchFavouriteList } from '../../../api/endpoints/favourite-list';
import type { Game, GamePage } from '../../../api/endpoints/game-entry';
import { gameListQueryOptions } from '../../../api/endpoints/game-list';
import { hotGamesQueryOptions } from '../../../api/endpoints/hot-games';
import { fetchRecentGames } from '../../../api/endpoints/recent-games';
import { queryClient } from '../../../api/query-client';
import { gameListMachine, type LoadGamesInput } from '../../../../machines/game-list.machine.ts';
import { vendorsOf } from '../../../../machines/games/presets.ts';
import { yieldToMain } from '../../../lib/yield-to-main';
import { gamesLanguage } from '../games-language';

export interface GameListEffects {
  goToLogin: () => void;
  goToPlainPath: () => void;
}

/** One page of the list the chart asks for: the catalogue (all, new), the favourites or the recent games. */
export async function loadGames(input: LoadGamesInput, signal?: AbortSignal): Promise<GamePage> {
  const page = await fetchPage(input, signal);
  // The response was read and checked in this task; the chart and the list take the page in the
  // next one, so a page arriving while the player scrolls is two short tasks, not one long one.
  await yieldToMain();
  return page;
}

function fetchPage(
  { dataType, filter, pageNo, pageSize }: LoadGamesInput,
  signal?: AbortSignal,
): Promise<GamePage> {
  const language = gamesLanguage();
  if (dataType === 'FAV' || dataType === 'RECENT') {
    // These calls filter by one vendor; a preset's vendor list (esports, in-house) leaves it open.
    const vendors = vendorsOf(filter.vassalage);
    const query = {
      pageNo,
      pageSize,
      language,
      ...(filter.gameType ? { gameType: filter.gameType } : {}),
      ...(vendors.length === 1 && vendors[0] ? { vendor: vendors[0] } : {}),
    };
    return dataType === 'FAV'
      ? fetchFavouriteList(query, undefined, signal)
      : fetchRecentGames(query, undefined, signal);
  }
  return queryClient.fetchQuery(
    gameListQueryOptions({
      gameName: filter.gameName,
      gameType: filter.gameType,
      vassalage: filter.vassalage,
      gameClassify: filter.gameClassify,
      minBet: filter.minBet,
      minLine: filter.minLine,
      isNew: dataType === 'NEW',
      language,
      pageNo,
      pageSize,
    }),
  );
}

export function loadHotGames(): Promise<Game[]> {
  return queryClient.fetchQuery(hotGamesQueryOptions(gamesLanguage()));
}

/** The game-list chart with its effects: API reads through the shared cache, navigation from the screen. */
export function gameListLogic(effects: GameListEffects) {
  return gameListMachine.provide({
    actors: {
      loadGames: fromPromise<GamePage, LoadGamesInput>(({ input, signal }) =>
        loadGames(input, signal),
      ),
      loadHot: fromPromise<Game[], void>(() => loadHotGames()),
    },
    actions: {
      goToLogin: () => effects.goToLogin(),
      goToPlainPath: () => effects.goToPlainPath(),
    },
  });
}
