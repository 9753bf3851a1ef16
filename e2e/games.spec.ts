import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './member-session';

const gameList = (page: Page) => page.getByRole('list', { name: 'Games', exact: true });
const firstTile = (page: Page) => gameList(page).getByRole('listitem').first();

/** A category of several vendors opens on its vendor grid: its All lists every game of it. */
async function openAll(page: Page, path: string) {
  await page.goto(path);
  await page
    .getByRole('list', { name: 'Choose a provider' })
    .getByRole('button', { name: /^All games/ })
    .click();
}

test.describe('game lists', () => {
  test('a category lists its games and loads more when scrolled near the end', async ({ page }) => {
    await openAll(page, '/m/slot-games?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'RNG' })).toBeVisible();
    await expect(page.getByText('Games: 2000')).toBeVisible();
    // The set size is the category's total; the last row's position tells how many are loaded.
    await expect(firstTile(page)).toHaveAttribute('aria-setsize', '2000');
    await expect(gameList(page).getByRole('listitem').last()).toHaveAttribute(
      'aria-posinset',
      '24',
    );
    // Near the end the next page loads; at the new end its games are rendered.
    await expect(async () => {
      await page.mouse.wheel(0, 20_000);
      const last = Number(
        await gameList(page).getByRole('listitem').last().getAttribute('aria-posinset'),
      );
      expect(last).toBeGreaterThanOrEqual(48);
    }).toPass();
    // Only rows near the viewport are rendered.
    expect(await gameList(page).getByRole('listitem').count()).toBeLessThan(48);
  });

  test('flicked to the end, the list shows its last games with no blank rows above them', async ({
    page,
  }) => {
    await openAll(page, '/m/fish-games?lang=EN');
    await expect(page.getByText('Games: 100')).toBeVisible();
    const items = gameList(page).getByRole('listitem');
    // A flick lands at the end (from a little above it, so the page does scroll); the next page
    // loads near it and makes the page longer, so the player flicks again, until the hundredth game
    // is the last one rendered and on screen.
    await expect(async () => {
      await page.evaluate(() => {
        window.scrollBy(0, -200);
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await expect(items.last()).toHaveAttribute('aria-posinset', '100', { timeout: 1_000 });
      await expect(items.last()).toBeInViewport({ timeout: 1_000 });
    }).toPass();
    // The rows arrive over a few frames; then they fill the screen from its top edge (or the
    // list's, if it starts lower) down to the last game.
    await expect(async () => {
      const list = await gameList(page).boundingBox();
      const first = await items.first().boundingBox();
      expect(list && first && first.y <= Math.max(0, list.y) + 1).toBe(true);
    }).toPass();
    await expect(items.last()).toHaveAttribute('aria-posinset', '100');
    await expect(items.last()).toBeInViewport();
  });

  test('a vendor narrows the list and clear filter resets it', async ({ page }) => {
    await openAll(page, '/m/slot-games?lang=EN');
    await expect(page.getByText('Games: 2000')).toBeVisible();
    const providers = page.getByRole('group', { name: 'Providers' });
    await providers.getByRole('button', { name: 'JILI 420', exact: true }).click();
    await expect(page.getByText('Games: 420')).toBeVisible();
    await expect(providers.getByRole('button', { name: 'JILI 420', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(page.getByText('Games: 2000')).toBeVisible();
    await expect(providers.getByRole('button', { name: 'All providers 2000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('clear filter resets the provider but keeps the name search, in the field as in the list', async ({
    page,
  }) => {
    await openAll(page, '/m/slot-games?lang=EN');
    await expect(page.getByText('Games: 2000')).toBeVisible();
    const name = page.getByRole('searchbox', { name: 'Game name' });
    await name.fill('dragon');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Games: 2000')).toBeHidden();
    const byName = await page.getByText(/^Games: \d+$/).textContent();
    // A name alone: Clear filter would reset nothing, so it is not offered.
    await expect(page.getByRole('button', { name: 'Clear filter' })).toHaveCount(0);
    const providers = page.getByRole('group', { name: 'Providers' });
    await providers.getByRole('button', { name: /^JILI / }).click();
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(providers.getByRole('button', { name: /^All providers / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(name).toHaveValue('dragon');
    await expect(page.getByText(/^Games: \d+$/)).toHaveText(byName ?? '');
  });

  test('a name that finds nothing offers Clear search, which empties the field and brings the games back', async ({
    page,
  }) => {
    await openAll(page, '/m/slot-games?lang=EN');
    await expect(page.getByText('Games: 2000')).toBeVisible();
    const name = page.getByRole('searchbox', { name: 'Game name' });
    await name.fill('qqqqzzzz');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'No games found' })).toBeVisible();
    await expect(page.getByText('Try another name or clear the search.')).toBeVisible();
    // Only the name narrows the list: Clear filter would change nothing, so only Clear search is offered.
    await expect(page.getByRole('button', { name: 'Clear filter' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText('Games: 2000')).toBeVisible();
    await expect(name).toHaveValue('');
  });

  test('a link with a vendor query opens filtered, and clearing goes to the plain path', async ({
    page,
  }) => {
    await page.goto('/m/esport-games?vassalage=AV&lang=EN');
    await expect(page.getByText('Games: 4')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(page).toHaveURL(/\/m\/esport-games$/);
    await expect(page.getByText('Games: 20')).toBeVisible();
  });
});

test.describe('search', () => {
  test('fewer than 3 characters shows the rule; more shows results and their count', async ({
    page,
  }) => {
    await page.goto('/m/search-games?lang=EN');
    const box = page.getByRole('searchbox', { name: 'Search games' });
    await expect(page.getByRole('list', { name: 'Hot games' })).toBeVisible();
    await box.fill('dr');
    await expect(page.getByText('Search requires at least 3 characters')).toBeVisible();
    await box.fill('dragon');
    await expect(page.getByText(/^Results: \d+$/)).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toContainText(/dragon/i);
    await expect(results.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '36');
  });
});

test.describe('favourites and launch', () => {
  test('a visitor is sent to the login by a heart, by a tile and by the favourites list', async ({
    page,
  }) => {
    await openAll(page, '/m/slot-games?lang=EN');
    await firstTile(page)
      .getByRole('button', { name: /^Favorite: / })
      .click();
    await expect(page).toHaveURL(/\/m\/login/);
    await openAll(page, '/m/slot-games?lang=EN');
    await firstTile(page).getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login/);
    await page.goto('/m/favorite?lang=EN');
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('a member adds a favourite, sees it listed, and removes it', async ({ page, request }) => {
    await logIn(page, request);
    await openAll(page, '/m/fish-games?lang=EN');
    const tile = firstTile(page);
    const heart = tile.getByRole('button', { name: /^Favorite: / });
    const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Favorite: /, '');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/m/favorite?lang=EN');
    await expect(
      page.getByRole('heading', { level: 1, name: 'My favorite', exact: true }),
    ).toBeVisible();
    const listed = gameList(page).getByRole('listitem').filter({ hasText: name });
    await expect(listed).toHaveCount(1);
    await listed.getByRole('button', { name: `Favorite: ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'No games found' })).toBeVisible();
  });

  test('a member launching a game opens the demo game page, and it shows under recent', async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    await openAll(page, '/m/pvp-games?lang=EN');
    // The tile's button is named by the game's name alone (its tags and provider describe it).
    const launch = firstTile(page).getByRole('button').first();
    const nameId = await launch.getAttribute('aria-labelledby');
    const name = (await page.locator(`[id="${nameId}"]`).innerText()).trim();
    await expect(launch).toHaveAccessibleName(name);
    await launch.click();
    await expect(page).toHaveURL(/\/games\/play\/[A-Z]+-\d+\?mode=real/);
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto('/m/recent-games?lang=EN');
    await expect(gameList(page).getByRole('listitem').first()).toContainText(name);
  });
});

test.describe('accessibility of the game screens (axe)', () => {
  for (const [path, ready] of [
    ['/m/slot-games?lang=EN', 'Games: 2000'],
    ['/m/search-games?lang=BN', 'জনপ্রিয় গেম'],
    ['/m/provider?lang=EN', 'Slots'],
  ] as const) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.passes.length).toBeGreaterThan(10);
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(serious).toEqual([]);
    });
  }
});
