import { runApiLoad, type ApiLoadResult } from './api-load.ts';

// Issue 5 states the game list budget at 50 concurrent connections.
export const GAME_LIST_CONNECTIONS = 50;
export const GAME_LIST_PATH = '/wps/relay/GCSGAME_gameList';
export const GAME_LIST_HEADERS = { Merchant: 'bdbt', ModuleId: 'GAMELO3' };
// What a browser adds to every call the site makes: the server's compressed answer is measured.
const BROWSER_HEADERS = { ...GAME_LIST_HEADERS, 'Accept-Encoding': 'gzip, deflate, br' };

export interface GameListLoadResult extends ApiLoadResult {
  /** The name searched for; null for the category page. */
  gameName: string | null;
  /** Games the URL matches in the seeded catalogue (the server's totalCount). */
  totalCount: number | null;
}

export interface GameListFilters {
  gameName?: string;
  gameType?: string;
  language?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * The URL the site itself requests (src/api/endpoints/game-list.ts): every filter is sent, blank
 * when unset, so the server parses and ignores the same empty values as in production.
 */
export function gameListUrl(origin: string, filters: GameListFilters): string {
  const params = new URLSearchParams({
    platform: 'html5',
    clientType: '2',
    gameName: filters.gameName ?? '',
    gameType: filters.gameType ?? '',
    vassalage: '',
    gameClassify: '',
    minBet: '',
    minLine: '',
    isNew: '',
    language: filters.language ?? '',
    pageNo: String(filters.pageNo),
    pageSize: String(filters.pageSize),
  });
  return `${origin}${GAME_LIST_PATH}?${params.toString()}`;
}

/**
 * A search term a player could type: the first word of 3+ letters in the catalogue's names, cut to
 * 4 letters so that it matches inside other names too (the search is "contains"), not one game.
 */
export function pickSearchTerm(names: readonly string[]): string | null {
  for (const name of names) {
    const word = name.split(/[^A-Za-z]+/).find((part) => part.length >= 3);
    if (word) return word.slice(0, 4);
  }
  return null;
}

interface GamePageBody {
  success?: boolean;
  value?: { games?: { gameName?: unknown; displayName?: unknown }[]; totalCount?: unknown };
}

/** One plain call, outside the load: the catalogue's names and total as the server has them seeded. */
export async function fetchGamePage(url: string): Promise<{ names: string[]; totalCount: number | null }> {
  const response = await fetch(url, { headers: GAME_LIST_HEADERS });
  if (!response.ok) throw new Error(`game list answered HTTP ${response.status}`);
  const body = (await response.json()) as GamePageBody;
  if (!body.success || !body.value) throw new Error(`game list failed: ${JSON.stringify(body).slice(0, 200)}`);
  const names = (body.value.games ?? [])
    .map((game) => game.displayName ?? game.gameName)
    .filter((name): name is string => typeof name === 'string');
  return { names, totalCount: typeof body.value.totalCount === 'number' ? body.value.totalCount : null };
}

/** Category page 1 of the RNG (slot) category, as /m/slot-games asks for it: page size 24. */
export async function runGameListLoad(origin: string): Promise<GameListLoadResult> {
  const url = gameListUrl(origin, { gameType: 'RNG', language: 'EN', pageNo: 1, pageSize: 24 });
  const { totalCount } = await fetchGamePage(url);
  const result = await runApiLoad(url, BROWSER_HEADERS, { connections: GAME_LIST_CONNECTIONS });
  return { ...result, gameName: null, totalCount };
}

/** A name search over the whole catalogue (page size 36, requirements B9), with a term taken from real names. */
export async function runGameSearchLoad(origin: string): Promise<GameListLoadResult> {
  const { names } = await fetchGamePage(gameListUrl(origin, { language: 'EN', pageNo: 1, pageSize: 50 }));
  const gameName = pickSearchTerm(names);
  if (!gameName) throw new Error('game search: no game name of 3+ letters in the first catalogue page');
  const url = gameListUrl(origin, { gameName, language: 'EN', pageNo: 1, pageSize: 36 });
  const { totalCount } = await fetchGamePage(url);
  if (!totalCount) throw new Error(`game search: "${gameName}" matches no game`);
  const result = await runApiLoad(url, BROWSER_HEADERS, { connections: GAME_LIST_CONNECTIONS });
  return { ...result, gameName, totalCount };
}
