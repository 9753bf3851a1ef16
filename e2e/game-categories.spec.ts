import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MERCHANT, logIn } from './member-session';

// Issue 5's flows not covered by games.spec.ts: every category route, the classification filter,
// a list scrolled to its very end, and the launch of each kind (spec 001 §2.1, §2.4, §4).

const gameList = (page: Page) => page.getByRole('list', { name: 'Games', exact: true });
const tile = (page: Page, index: number) => gameList(page).getByRole('listitem').nth(index);
const LIST_PATH = '/wps/relay/GCSGAME_gameList';
const LAUNCH_PATH = '/wps/game/launchGame';

/**
 * Route, its title (spec 000 §2 route table), the games the seeded catalogue lists there, and the
 * game menu's tab it marks (none for hot and new, which are not categories of the menu).
 */
const CATEGORY_ROUTES = [
  ['/slot-games', 'RNG', 2070, 'Slots'],
  ['/fish-games', 'FISH', 100, 'Fishing'],
  ['/live-games', 'LIVE', 320, 'Live casino'],
  ['/pvp-games', 'PVP', 220, 'Card games'],
  ['/sport-games', 'SPORTS', 47, 'Sports'],
  ['/esport-games', 'Esport', 20, 'Esports'],
  ['/cockfight', 'Cockfight', 15, 'Cockfight'],
  ['/lott', 'Lottery', 140, 'Lottery'],
  ['/elott', 'Lottery', 140, 'E-lottery'],
  ['/inHouse', 'In-house games', 70, 'In-house'],
  ['/bingo', 'Bingo', 71, 'Slots'],
  ['/jackpots', 'Recommended', 143, 'Slots'],
  ['/jili', 'JILI', 420, 'Slots'],
  ['/jili-games', 'JILI', 420, 'Slots'],
  ['/rtg-games', 'RTG', 300, 'Slots'],
  ['/new-games', 'New games', 209, null],
  ['/hot-games', 'Hot games', 60, null],
] as const;

test.describe('category routes', () => {
  for (const [path, title, count, tab] of CATEGORY_ROUTES) {
    test(`${path} shows its title and lists its games`, async ({ page }) => {
      await page.goto(`/m${path}?lang=EN`);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByText(`Games: ${count}`, { exact: true })).toBeVisible();
      await expect(tile(page, 0)).toBeVisible();
      // The game menu marks the route, or the category a route under it belongs to.
      const current = page.getByRole('navigation', { name: 'Game menu' }).locator('a[aria-current]');
      if (tab === null) await expect(current).toHaveCount(0);
      else await expect(current).toHaveText(tab);
    });
  }
});

test.describe('classification filter', () => {
  test('a classification tab narrows the list, and All widens it again', async ({ page }) => {
    await page.goto('/m/lott?lang=EN');
    await expect(page.getByText('Games: 140', { exact: true })).toBeVisible();
    const keno = page.getByRole('tab', { name: 'Keno', exact: true });
    await keno.click();
    await expect(keno).toHaveAttribute('aria-selected', 'true');
    const narrowed = Number((await page.getByText(/^Games: \d+$/).innerText()).replace(/\D/g, ''));
    await expect(page.getByText(/^Games: \d+$/)).not.toHaveText('Games: 140');
    expect(narrowed).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await expect(page.getByText('Games: 140', { exact: true })).toBeVisible();
  });

  test('a link with a classification opens the list filtered by it', async ({ page }) => {
    await page.goto('/m/lott?gameClassify=KENO&lang=EN');
    await expect(page.getByRole('tab', { name: 'Keno', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/^Games: \d+$/)).not.toHaveText('Games: 140');
  });
});

test.describe('infinite scroll', () => {
  test('scrolling a category to its end loads every page once, then stops', async ({ page }) => {
    const pages: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === LIST_PATH && url.searchParams.get('gameType') === 'FISH') pages.push(Number(url.searchParams.get('pageNo')));
    });
    await page.goto('/m/fish-games?lang=EN');
    await expect(tile(page, 0)).toHaveAttribute('aria-setsize', '100');
    // 100 games at 24 a page: the fifth page is the last.
    await expect(async () => {
      await page.mouse.wheel(0, 20_000);
      await expect(gameList(page).getByRole('listitem').last()).toHaveAttribute('aria-posinset', '100', { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(Math.max(...pages)).toBe(5);
    expect(new Set(pages.filter((pageNo) => pageNo > 1)).size).toBe(pages.filter((pageNo) => pageNo > 1).length);
  });
});

/** The first games of a list as the site asks for them, to know which offer free play. */
async function firstGames(request: APIRequestContext, gameType: string) {
  const answer = await request.get(LIST_PATH, {
    headers: { Merchant: MERCHANT },
    params: { gameType, language: 'EN', pageNo: 1, pageSize: 24, platform: 'html5', clientType: 2 },
  });
  const { games } = (await answer.json()).value as { games: { gameName: string; supportPlay: number; freeplay: number }[] };
  return games.slice(0, 8).map((game) => ({ name: game.gameName, free: game.supportPlay === 0 || game.freeplay === 1 }));
}

/** Taps the first tile of a list and answers the launch call's query. */
async function launchFirst(page: Page, path: string) {
  await page.goto(path);
  const launched = page.waitForRequest((request) => new URL(request.url()).pathname === LAUNCH_PATH);
  await tile(page, 0).getByRole('button').first().click();
  const query = new URL((await launched).url()).searchParams;
  await expect(page).toHaveURL(/\/games\/play\//);
  return query;
}

test.describe('launch of each kind', () => {
  test('TCG_SEA launches its lottery with vendor, game code and prize mode SEA', async ({ page, request }) => {
    await logIn(page, request);
    const query = await launchFirst(page, '/m/lott?vassalage=TCG_SEA&lang=EN');
    expect(query.get('vendor')).toBe('TCG_SEA');
    expect(query.get('gameCode')).toBeTruthy();
    expect(query.get('prizeMode')).toBe('SEA');
    expect(query.has('nodeId')).toBe(false);
    await expect(page).toHaveURL(/prizeMode=SEA/);
  });

  test('TCG_LOTTO_VN, listed under e-lottery, launches with prize mode elottery', async ({ page, request }) => {
    await logIn(page, request);
    const query = await launchFirst(page, '/m/elott?vassalage=TCG_LOTTO_VN&lang=EN');
    expect(query.get('vendor')).toBe('TCG_LOTTO_VN');
    expect(query.get('gameCode')).toBeTruthy();
    expect(query.get('prizeMode')).toBe('elottery');
  });

  for (const [vendor, path] of [
    ['LOTT', '/m/lott?vassalage=LOTT&lang=EN'],
    ['ELOTT', '/m/elott?vassalage=ELOTT&lang=EN'],
  ] as const) {
    test(`${vendor} launches its lottery with the game's play type`, async ({ page, request }) => {
      await logIn(page, request);
      const query = await launchFirst(page, path);
      expect(query.get('vendor')).toBe(vendor);
      expect(query.get('gameCode')).toBeTruthy();
      expect(query.get('playType')).toMatch(/^(Entertainment|Tradition)$/);
      await expect(page).toHaveURL(new RegExp(`playType=${query.get('playType')}`));
    });
  }

  test('other games launch generically with category, vendor, game id, node id and free-play flag', async ({ page, request }) => {
    await logIn(page, request);
    const query = await launchFirst(page, '/m/live-games?lang=EN');
    expect(query.get('category')).toBe('LIVE');
    expect(query.get('vendor')).toBeTruthy();
    expect(query.get('gameId')).toBeTruthy();
    expect(query.get('nodeId')).toMatch(/^\d+$/);
    expect(query.get('freeplay')).toBe('0');
    await expect(page).toHaveURL(/mode=real/);
  });

  test('a provider of the slots opens the slot list filtered by it (?vassalage=)', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    const providers = page.getByRole('region', { name: 'Game providers' });
    await providers.scrollIntoViewIfNeeded();
    await providers.getByRole('tab', { name: 'Slots' }).click();
    await providers.getByRole('tabpanel').getByRole('link', { name: 'JILI' }).click();
    await expect(page).toHaveURL(/\/m\/slot-games\?vassalage=JILI$/);
    await expect(page.getByText('Games: 420', { exact: true })).toBeVisible();
  });

  test('a trial player plays free-play games for free and is refused the others', async ({ page, request }) => {
    const games = await firstGames(request, 'FISH');
    const free = games.findIndex((game) => game.free);
    const paid = games.findIndex((game) => !game.free);
    expect(free).toBeGreaterThanOrEqual(0);
    expect(paid).toBeGreaterThanOrEqual(0);

    await page.goto('/m/fish-games?lang=EN');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.goto('/m/fish-games?lang=EN');
    await tile(page, paid).getByRole('button', { name: games[paid]!.name, exact: true }).click();
    await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/fish-games/);

    const launched = page.waitForRequest((launch) => new URL(launch.url()).pathname === LAUNCH_PATH);
    await tile(page, free).getByRole('button', { name: games[free]!.name, exact: true }).click();
    expect(new URL((await launched).url()).searchParams.get('freeplay')).toBe('1');
    await expect(page).toHaveURL(/\/games\/play\/[^?]+\?mode=free/);
  });
});
