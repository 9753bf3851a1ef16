import type { APIRequestContext } from '@playwright/test';
import { HOT_GAMES_PATH } from '../shared/contract/calls/hot-games';
import { GAME_VENDORS_PATH } from '../shared/contract/calls/game-vendors';
import { expect, test } from './fixtures';
import { MERCHANT } from './member-session';

/*
 * Issue 53, item 5: the lobby says each thing once. Every section (requirements B2.2.5) is its
 * heading, one All link with the count and the two arrows, without a More beside it; a tile names
 * its provider and the Hot and New tags its game has; the vendor list's All tab lists JILI, a
 * slots and fishing vendor, once (requirements B2.2.6).
 */

const TEXTS = {
  EN: {
    hotGames: 'Hot games',
    slots: 'Slots',
    fishing: 'Fishing',
    providers: 'Game providers',
    allTab: 'All',
    all: (count: number | string, title: string) => `All ${count}: ${title}`,
    next: (title: string) => `Next games: ${title}`,
    previous: (title: string) => `Previous games: ${title}`,
    more: /^More/,
    hot: 'Hot',
    new: 'New',
  },
  BN: {
    hotGames: 'জনপ্রিয় গেম',
    slots: 'স্লট',
    fishing: 'মাছ ধরা',
    providers: 'গেম প্রদানকারী',
    allTab: 'সব',
    all: (count: number | string, title: string) => `সব ${count}: ${title}`,
    next: (title: string) => `পরবর্তী গেম: ${title}`,
    previous: (title: string) => `আগের গেম: ${title}`,
    more: /^আরও/,
    hot: 'জনপ্রিয়',
    new: 'নতুন',
  },
} as const;

interface ListedGame {
  displayName: string;
  vassalage: string;
  isNew: number;
  hotRank: number | null;
}

/** The hot list and each vendor's display name, as the server answers the site in that language. */
async function catalogue(request: APIRequestContext, language: 'EN' | 'BN') {
  const headers = { Merchant: MERCHANT };
  const hot = await request.get(HOT_GAMES_PATH, {
    headers,
    params: { language, platform: 'html5' },
  });
  const vendors = await request.get(GAME_VENDORS_PATH, { headers, params: { language } });
  const games = ((await hot.json()) as { value: { list: ListedGame[] } }).value.list;
  const byCategory = (
    (await vendors.json()) as {
      value: { vendors: Record<string, { vassalage: string; displayName: string }[]> };
    }
  ).value.vendors;
  const names = new Map(
    Object.values(byCategory)
      .flat()
      .map((vendor) => [vendor.vassalage, vendor.displayName] as const),
  );
  return { games, names };
}

test.describe('home lobby', () => {
  for (const language of ['EN', 'BN'] as const) {
    const text = TEXTS[language];

    test(`${language}: each section is its heading, one All link with the count and the arrows, no More`, async ({
      page,
      request,
    }) => {
      const { games } = await catalogue(request, language);
      await page.goto(`/m/home?lang=${language}`);
      const hot = page.getByRole('region', { name: text.hotGames });
      await expect(hot.getByRole('heading', { level: 2, name: text.hotGames })).toBeVisible();
      await expect(hot.getByRole('link')).toHaveCount(1);
      await expect(hot.getByRole('link')).toHaveAccessibleName(
        text.all(games.length, text.hotGames),
      );
      await expect(hot.getByRole('button', { name: text.next(text.hotGames) })).toBeVisible();
      await expect(hot.getByRole('button', { name: text.previous(text.hotGames) })).toBeVisible();

      // The slots section asks for its games near the screen; its heading is there before them.
      // The skeleton's heading gives way to the row's when the games come: hover, an action that
      // waits for an attached, stable element, brings it on screen whichever one it meets.
      await page.getByRole('heading', { name: text.slots, exact: true }).hover();
      const slots = page.getByRole('region', { name: text.slots, exact: true });
      await expect(slots.getByRole('listitem').first()).toBeVisible();
      await expect(slots.getByRole('link')).toHaveCount(1);
      await expect(page.getByRole('link', { name: text.more })).toHaveCount(0);
      await slots
        .getByRole('link', { name: new RegExp(`^${text.all('\\d+', text.slots)}$`) })
        .click();
      await expect(page).toHaveURL(/\/m\/slot-games$/);
    });

    test(`${language}: a tile names its game, and its provider and tags describe it`, async ({
      page,
      request,
    }) => {
      const { games, names } = await catalogue(request, language);
      // The row shows the first 20 of the hot list (requirements B9): one hot and new, one hot only.
      const shown = games.slice(0, 20);
      const hotAndNew = shown.find((game) => game.isNew === 1);
      const hotOnly = shown.find((game) => game.isNew !== 1);
      if (!hotAndNew || !hotOnly)
        throw new Error('The demo hot list has a new game in its first 20');
      await page.goto(`/m/home?lang=${language}`);
      const row = page.getByRole('list', { name: text.hotGames });
      await expect(
        row.getByRole('button', { name: hotAndNew.displayName, exact: true }),
      ).toHaveAccessibleDescription(`${text.hot} ${text.new} ${names.get(hotAndNew.vassalage)}`);
      await expect(
        row.getByRole('button', { name: hotOnly.displayName, exact: true }),
      ).toHaveAccessibleDescription(`${text.hot} ${names.get(hotOnly.vassalage)}`);
    });

    test(`${language}: the vendor list's All tab lists JILI once, opening the slots; Fishing lists it too`, async ({
      page,
    }) => {
      await page.goto(`/m/home?lang=${language}`);
      const providers = page.getByRole('region', { name: text.providers });
      await providers.scrollIntoViewIfNeeded();
      await expect(providers.getByRole('tab', { name: text.allTab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const panel = providers.getByRole('tabpanel');
      await expect(panel.getByRole('link', { name: 'JILI', exact: true })).toHaveCount(1);
      await expect(panel.getByRole('link', { name: 'JILI', exact: true })).toHaveAttribute(
        'href',
        '/m/slot-games?vassalage=JILI',
      );
      await providers.getByRole('tab', { name: text.fishing }).click();
      await expect(panel.getByRole('link', { name: 'JILI', exact: true })).toHaveAttribute(
        'href',
        '/m/fish-games?vassalage=JILI',
      );
    });
  }
});
