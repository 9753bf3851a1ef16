import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MERCHANT, logIn } from './member-session';

// Issue 5's flows not covered by games.spec.ts: every category route, the classification filter,
// a list scrolled to its very end, and the launch of each kind (requirements B2.1, B2.4, B4).

const gameList = (page: Page) => page.getByRole('list', { name: 'Games', exact: true });
const tile = (page: Page, index: number) => gameList(page).getByRole('listitem').nth(index);
const LIST_PATH = '/wps/relay/GCSGAME_gameList';
const LAUNCH_PATH = '/wps/game/launchGame';

/**
 * Route, its title (the header's title of that path), the games the seeded catalogue lists there, the
 * game menu's tab it marks (none for hot and new, which are not categories of the menu), and
 * whether it opens on the vendor grid (every category of several vendors) or straight on its list.
 */
const CATEGORY_ROUTES = [
  ['/slot-games', 'RNG', 2000, 'Slots', true],
  ['/fish-games', 'FISH', 100, 'Fishing', true],
  ['/live-games', 'LIVE', 320, 'Live casino', true],
  ['/pvp-games', 'PVP', 220, 'Card games', true],
  ['/sport-games', 'SPORTS', 12, 'Sports', true],
  ['/esport-games', 'Esport', 20, 'Esports', true],
  ['/cockfight', 'Cockfight', 15, 'Cockfight', true],
  ['/lott', 'Lottery', 140, 'Lottery', true],
  ['/elott', 'Lottery', 140, 'E-lottery', true],
  ['/inHouse', 'In-house games', 70, 'In-house', false],
  ['/bingo', 'Bingo', 71, 'Slots', false],
  ['/jackpots', 'Recommended', 143, 'Slots', false],
  ['/jili', 'JILI', 420, 'Slots', false],
  ['/jili-games', 'JILI', 420, 'Slots', false],
  ['/rtg-games', 'RTG', 300, 'Slots', false],
  ['/new-games', 'New games', 209, null, false],
  ['/hot-games', 'Hot games', 60, null, false],
] as const;

const vendorGrid = (page: Page) => page.getByRole('list', { name: 'Choose a provider' });

/** Opens a category's whole list: on a vendor-grid category through the grid's All. */
async function openAll(page: Page, path: string) {
  await page.goto(path);
  await vendorGrid(page)
    .getByRole('button', { name: /^All games/ })
    .click();
}

/** The number a "Games: N" text shows. */
const gamesIn = (text: string) => Number(/Games: (\d+)/.exec(text)?.[1] ?? NaN);

test.describe('category routes', () => {
  for (const [path, title, count, tab, grid] of CATEGORY_ROUTES) {
    test(`${path} shows its title and ${grid ? 'a vendor grid, then' : ''} its games`, async ({
      page,
    }) => {
      await page.goto(`/m${path}?lang=EN`);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      if (grid) {
        await expect(gameList(page)).toHaveCount(0);
        await vendorGrid(page)
          .getByRole('button', { name: /^All games/ })
          .click();
      } else {
        await expect(vendorGrid(page)).toHaveCount(0);
      }
      await expect(page.getByText(`Games: ${count}`, { exact: true })).toBeVisible();
      await expect(tile(page, 0)).toBeVisible();
      // The game menu marks the route, or the category a route under it belongs to.
      const current = page
        .getByRole('navigation', { name: 'Game menu' })
        .locator('a[aria-current]');
      if (tab === null) await expect(current).toHaveCount(0);
      else await expect(current).toHaveText(tab);
    });
  }
});

test.describe('category page preloads', () => {
  test('every category page names the one shared screen chunk in its preloads, and the screen uses that download', async ({
    page,
  }) => {
    // The screen's chunks, named by the server from the build manifest: the first view lists them
    // with the scripts it loads after the page's first paint (server/http/first-view.ts).
    const preloads = async (path: string) => {
      const html = await (await page.request.get(`/m${path}`)).text();
      return (/<div id="first-view"[^>]* data-modulepreload="([^"]*)"/.exec(html)?.[1] ?? '').split(
        ' ',
      );
    };
    const screen = (await preloads('/jili')).find((href) =>
      /^\/m\/assets\/-category-route-[\w-]+\.js$/.test(href),
    );
    expect(screen).toBeTruthy();
    for (const [path] of CATEGORY_ROUTES) expect(await preloads(path), path).toContain(screen);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === screen) fetched.push(screen);
    });
    await page.goto('/m/jili?lang=EN');
    await expect(tile(page, 0)).toBeVisible();
    expect(fetched).toEqual([screen]);
  });
});

test.describe('vendor grid and provider picker', () => {
  test('a vendor picked on the grid lists its games; back to providers shows the grid again', async ({
    page,
  }) => {
    await page.goto('/m/sport-games?lang=EN');
    await vendorGrid(page)
      .getByRole('button', { name: /^Goal Sports/ })
      .click();
    await expect(page.getByText('Games: 6', { exact: true })).toBeVisible();
    const strip = page.getByRole('group', { name: 'Providers' });
    await expect(strip.getByRole('button', { name: /^Goal Sports/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Back to providers' }).click();
    await expect(vendorGrid(page)).toBeVisible();
    await expect(gameList(page)).toHaveCount(0);
  });

  test('the provider picker shows the providers by their white icons and applies the choice on confirm', async ({
    page,
  }) => {
    await openAll(page, '/m/slot-games?lang=EN');
    await expect(page.getByText('Games: 2000', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Providers', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a provider' });
    await expect(picker.getByRole('button', { name: 'All providers' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const icons = await picker
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(icons.length).toBe(6);
    for (const icon of icons) expect(icon).toMatch(/-WHITE\.png$/);
    await picker.getByRole('button', { name: 'PG Soft' }).click();
    await expect(page.getByText('Games: 2000', { exact: true })).toBeVisible();
    await picker.getByRole('button', { name: 'Confirm' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByText('Games: 380', { exact: true })).toBeVisible();
  });
});

test.describe('counts agree', () => {
  test('every category of the game centre counts the same games there, on its grid, its vendor strip and its list', async ({
    page,
  }) => {
    await page.goto('/m/gameCenter?lang=EN');
    const entries = page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: /Games: \d+/ });
    // Hot and the ten categories of the catalogue, each with its count (hot's comes with the hot list).
    await expect(entries).toHaveCount(11);
    const centre: { href: string; count: number }[] = [];
    for (const entry of await entries.all()) {
      centre.push({
        href: (await entry.getAttribute('href')) ?? '',
        count: gamesIn(await entry.innerText()),
      });
    }
    // The categories add up to the whole catalogue (the hot games are counted in their categories too).
    expect(centre.map((entry) => entry.href)).toContain('/m/hot-games');
    expect(
      centre
        .filter((entry) => entry.href !== '/m/hot-games')
        .reduce((sum, entry) => sum + entry.count, 0),
    ).toBe(3037);
    for (const { href, count } of centre) {
      await page.goto(`${href}?lang=EN`);
      const grid = vendorGrid(page);
      await expect(grid.or(gameList(page))).toBeVisible();
      if (await grid.isVisible()) {
        const tiles = await grid.getByRole('button').allInnerTexts();
        expect(gamesIn(tiles[0] ?? ''), `${href} grid All`).toBe(count);
        expect(
          tiles.slice(1).reduce((sum, text) => sum + gamesIn(text), 0),
          `${href} grid vendors`,
        ).toBe(count);
        await grid.getByRole('button', { name: /^All games/ }).click();
        const strip = page.getByRole('group', { name: 'Providers' });
        // The games' part may still be loading (its skeleton stands in): read the strip once it shows.
        await expect(strip).toBeVisible();
        const counts = (await strip.getByRole('button').allInnerTexts()).map((text) =>
          Number(/(\d+)\s*$/.exec(text)?.[1] ?? NaN),
        );
        expect(counts[0], `${href} strip All`).toBe(count);
        expect(
          counts.slice(1).reduce((sum, n) => sum + n, 0),
          `${href} strip vendors`,
        ).toBe(count);
      }
      await expect(
        page.getByText(`Games: ${count}`, { exact: true }),
        `${href} list`,
      ).toBeVisible();
    }
  });
});

test.describe('classification filter', () => {
  test('a classification tab narrows the list, and All widens it again', async ({ page }) => {
    await openAll(page, '/m/lott?lang=EN');
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
    await expect(page.getByRole('tab', { name: 'Keno', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(/^Games: \d+$/)).not.toHaveText('Games: 140');
  });
});

test.describe('infinite scroll', () => {
  test('scrolling a category to its end loads every page once, then stops', async ({ page }) => {
    const pages: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === LIST_PATH && url.searchParams.get('gameType') === 'FISH')
        pages.push(Number(url.searchParams.get('pageNo')));
    });
    await openAll(page, '/m/fish-games?lang=EN');
    await expect(tile(page, 0)).toHaveAttribute('aria-setsize', '100');
    // 100 games at 24 a page: the fifth page is the last.
    await expect(async () => {
      await page.mouse.wheel(0, 20_000);
      await expect(gameList(page).getByRole('listitem').last()).toHaveAttribute(
        'aria-posinset',
        '100',
        { timeout: 1_000 },
      );
    }).toPass();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(Math.max(...pages)).toBe(5);
    expect(new Set(pages.filter((pageNo) => pageNo > 1)).size).toBe(
      pages.filter((pageNo) => pageNo > 1).length,
    );
  });
});

/** The first games of a list as the site asks for them, to know which offer free play. */
async function firstGames(request: APIRequestContext, gameType: string) {
  const answer = await request.get(LIST_PATH, {
    headers: { Merchant: MERCHANT },
    params: { gameType, language: 'EN', pageNo: 1, pageSize: 24, platform: 'html5', clientType: 2 },
  });
  const { games } = (await answer.json()).value as {
    games: { gameName: string; supportPlay: number; freeplay: number }[];
  };
  return games
    .slice(0, 8)
    .map((game) => ({ name: game.gameName, free: game.supportPlay === 0 || game.freeplay === 1 }));
}

/** Taps the first tile of a list and answers the launch call's query. */
async function launchFirst(page: Page, path: string) {
  await page.goto(path);
  // A link without a vendor opens a vendor-grid category on its grid: take All.
  if (!path.includes('vassalage='))
    await vendorGrid(page)
      .getByRole('button', { name: /^All games/ })
      .click();
  const launched = page.waitForRequest(
    (request) => new URL(request.url()).pathname === LAUNCH_PATH,
  );
  await tile(page, 0).getByRole('button').first().click();
  const query = new URL((await launched).url()).searchParams;
  await expect(page).toHaveURL(/\/games\/play\//);
  return query;
}

test.describe('launch of each kind', () => {
  test('TCG_SEA launches its lottery with vendor, game code and prize mode SEA', async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    const query = await launchFirst(page, '/m/lott?vassalage=TCG_SEA&lang=EN');
    expect(query.get('vendor')).toBe('TCG_SEA');
    expect(query.get('gameCode')).toBeTruthy();
    expect(query.get('prizeMode')).toBe('SEA');
    expect(query.has('nodeId')).toBe(false);
    await expect(page).toHaveURL(/prizeMode=SEA/);
  });

  test('TCG_LOTTO_VN, listed under e-lottery, launches with prize mode elottery', async ({
    page,
    request,
  }) => {
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

  test('other games launch generically with category, vendor, game id, node id and free-play flag', async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    const query = await launchFirst(page, '/m/live-games?lang=EN');
    expect(query.get('category')).toBe('LIVE');
    expect(query.get('vendor')).toBeTruthy();
    expect(query.get('gameId')).toBeTruthy();
    expect(query.get('nodeId')).toMatch(/^\d+$/);
    expect(query.get('freeplay')).toBe('0');
    await expect(page).toHaveURL(/mode=real/);
  });

  test('a provider of the slots opens the slot list filtered by it (?vassalage=)', async ({
    page,
  }) => {
    await page.goto('/m/home?lang=EN');
    const providers = page.getByRole('region', { name: 'Game providers' });
    await providers.scrollIntoViewIfNeeded();
    await providers.getByRole('tab', { name: 'Slots' }).click();
    await providers.getByRole('tabpanel').getByRole('link', { name: 'JILI' }).click();
    await expect(page).toHaveURL(/\/m\/slot-games\?vassalage=JILI$/);
    await expect(page.getByText('Games: 420', { exact: true })).toBeVisible();
  });

  test('a free-play tile of a category list: a visitor is refused with free_reject and stays, a member plays it free', async ({
    page,
    request,
  }) => {
    const games = await firstGames(request, 'FISH');
    const free = games.findIndex((game) => game.free);
    expect(free).toBeGreaterThanOrEqual(0);
    const freePlay = () =>
      tile(page, free).getByRole('button', {
        name: `Free play: ${games[free]!.name}`,
        exact: true,
      });
    const launches: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === LAUNCH_PATH) launches.push(sent.url());
    });

    await openAll(page, '/m/fish-games?lang=EN');
    await freePlay().click();
    await expect(
      page.getByText('Free play is for member accounts: please log in with your account'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/fish-games/);
    expect(launches).toEqual([]);

    await logIn(page, request);
    await openAll(page, '/m/fish-games?lang=EN');
    const launched = page.waitForRequest(
      (launch) => new URL(launch.url()).pathname === LAUNCH_PATH,
    );
    await freePlay().click();
    expect(new URL((await launched).url()).searchParams.get('freeplay')).toBe('1');
    await expect(page).toHaveURL(/\/games\/play\/[^?]+\?mode=free/);
  });

  test('a trial player plays free-play games for free and is refused the others', async ({
    page,
    request,
  }) => {
    const games = await firstGames(request, 'FISH');
    const free = games.findIndex((game) => game.free);
    const paid = games.findIndex((game) => !game.free);
    expect(free).toBeGreaterThanOrEqual(0);
    expect(paid).toBeGreaterThanOrEqual(0);

    await page.goto('/m/fish-games?lang=EN');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await openAll(page, '/m/fish-games?lang=EN');
    await tile(page, paid).getByRole('button', { name: games[paid]!.name, exact: true }).click();
    await expect(
      page.getByText('Please login an actual account to use this function'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/fish-games/);

    const launched = page.waitForRequest(
      (launch) => new URL(launch.url()).pathname === LAUNCH_PATH,
    );
    await tile(page, free).getByRole('button', { name: games[free]!.name, exact: true }).click();
    expect(new URL((await launched).url()).searchParams.get('freeplay')).toBe('1');
    await expect(page).toHaveURL(/\/games\/play\/[^?]+\?mode=free/);
  });
});
