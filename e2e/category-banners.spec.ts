import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Requirements B9.4 banner groups (docs/api.md "Banner groups"): a category screen shows its game
// type's group, the registration popup m_reg and the download page m_download, each as the home's
// carousel (rotating every 5000 ms only with more than one banner, requirements B9.5).

const LIST = '**/wps/relay/MCSFE_getListAnnouncements?*';

/** The label of the slide a player sees (the others are hidden from the accessibility tree). */
const shownSlide = (page: Page, region: string) => () =>
  page.getByRole('region', { name: region }).getByRole('group').getAttribute('aria-label');

test.describe('content banner groups', () => {
  test('the slots screen shows the m_rng banners above its games, turning every 5000 ms', async ({
    page,
  }) => {
    // Playwright's clock stands in for the 5,000 ms wait: the site keeps the spec's delay.
    await page.clock.install();
    await page.goto('/m/slot-games?lang=EN');
    const banners = page.getByRole('region', { name: 'Slots banners' });
    await expect(
      banners.getByRole('img', { name: 'Slots jackpot week: bigger prizes every spin' }),
    ).toBeVisible();
    await expect(banners.locator('img')).toHaveCount(2);
    const menu = page.getByRole('navigation', { name: 'Game menu' });
    await expect(menu).toBeVisible();
    const bannerBox = await banners.boundingBox();
    const menuBox = await menu.boundingBox();
    expect(bannerBox && menuBox && bannerBox.y + bannerBox.height <= menuBox.y).toBe(true);

    const shown = shownSlide(page, 'Slots banners');
    await expect.poll(shown).toBe('1 of 2');
    await page.clock.runFor(5_100);
    await expect.poll(shown).toBe('2 of 2');
    await expect(banners.getByRole('img', { name: 'New slot games every week' })).toBeVisible();
  });

  test('a screen with one banner shows it in Bengali and does not turn', async ({ page }) => {
    await page.clock.install();
    await page.goto('/m/pvp-games?lang=BN');
    const banners = page.getByRole('region', { name: 'কার্ড গেম ব্যানার' });
    await expect(banners.getByRole('img', { name: 'কার্ড টেবিল সারা রাত খোলা' })).toBeVisible();
    await expect(banners.locator('img')).toHaveCount(1);
    await page.clock.runFor(10_200);
    await expect.poll(shownSlide(page, 'কার্ড গেম ব্যানার')).toBe('1টির মধ্যে 1');
    await expect(banners.getByRole('img', { name: 'কার্ড টেবিল সারা রাত খোলা' })).toBeVisible();
  });

  test('a screen whose group has no banners shows no box: its game menu sits where a screen without a group has it', async ({
    page,
  }) => {
    const menuTop = async (path: string) => {
      await page.goto(path);
      const menu = page.getByRole('navigation', { name: 'Game menu' });
      await expect(menu).toBeVisible();
      return (await menu.boundingBox())?.y;
    };
    // Hot games mix game types: no banner group at all.
    const withoutGroup = await menuTop('/m/hot-games?lang=EN');

    // An operator who has no fishing banners (or a production start).
    await page.route(LIST, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('groupName') !== 'm_fish') return route.fallback();
      const response = await route.fetch();
      const json = (await response.json()) as { value: { banners: unknown[] } };
      json.value.banners = [];
      return route.fulfill({ response, json });
    });
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('groupName') === 'm_fish',
    );
    await menuTop('/m/fish-games?lang=EN');
    await answered;
    await expect(page.getByRole('region', { name: 'Fishing banners' })).toHaveCount(0);
    await expect
      .poll(
        async () => (await page.getByRole('navigation', { name: 'Game menu' }).boundingBox())?.y,
      )
      .toBe(withoutGroup);
  });

  test('the registration popup shows the m_reg banner above the form', async ({ page }) => {
    await page.goto('/m/register?lang=EN');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const banners = dialog.getByRole('region', { name: 'Sign-up banners' });
    const banner = banners.getByRole('img', {
      name: 'Sign up today: 100% bonus on your first deposit',
    });
    await expect(banner).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Register', exact: true });
    await expect(submit).toBeVisible();
    const bannerBox = await banner.boundingBox();
    const submitBox = await submit.boundingBox();
    expect(bannerBox && submitBox && bannerBox.y + bannerBox.height <= submitBox.y).toBe(true);
    // One banner: no rotation, no slide dots.
    await expect(banners.locator('img')).toHaveCount(1);
  });

  test('the download page shows the m_download banner, in Bengali and English', async ({
    page,
  }) => {
    await page.goto('/m/download?lang=BN');
    await expect(
      page
        .getByRole('region', { name: 'অ্যাপ ডাউনলোড ব্যানার' })
        .getByRole('img', { name: 'আমাদের অ্যাপ: দ্রুত গেম আর তাৎক্ষণিক ডিপোজিট' }),
    ).toBeVisible();
    await page.goto('/m/download?lang=EN');
    await expect(
      page
        .getByRole('region', { name: 'App download banners' })
        .getByRole('img', { name: 'Our app: faster games and instant deposits' }),
    ).toBeVisible();
  });

  test('home asks for none of these groups', async ({ page }) => {
    const groups: string[] = [];
    page.on('request', (request) => {
      const group = new URL(request.url()).searchParams.get('groupName');
      if (group) groups.push(group);
    });
    await page.goto('/m/home?lang=EN');
    await expect(page.getByRole('region', { name: 'Banners' }).getByRole('img')).toBeVisible();
    await page.getByRole('region', { name: 'Videos' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { name: 'Videos' })).toBeVisible();
    expect([...new Set(groups)].sort()).toEqual(['m_home', 'm_video']);
  });
});
