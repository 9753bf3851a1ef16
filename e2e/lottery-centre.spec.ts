import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MERCHANT, logIn } from './member-session';

// Issue 30 part 1: the lottery centre at 360 px in Bengali and English. It opens from the lottery
// category, its countdowns move with the clock, a member's Play launches the lottery with its play
// type or prize mode (asking which play type where a lottery has two), a visitor's Play goes to the
// login, a trial player's is refused at once (lotteries have no free play); the provider strip shows
// one provider's lotteries.

const TEXTS = {
  EN: {
    link: 'Lottery centre: draws, countdowns and results',
    title: 'Lottery centre',
    play: 'Play',
    vn: 'Vietnam lotteries',
    login: 'Login',
    freePlay: 'Free play',
    trialRefused: 'Please login an actual account to use this function',
    providers: 'Providers',
    allProviders: 'All providers',
    how: (name: string) => `How do you want to play ${name}?`,
    playTypes: { Tradition: 'Tradition', Entertainment: 'Entertainment' } as Record<string, string>,
  },
  BN: {
    link: 'লটারি সেন্টার: ড্র, কাউন্টডাউন ও ফলাফল',
    title: 'লটারি সেন্টার',
    play: 'খেলুন',
    vn: 'ভিয়েতনাম লটারি',
    login: 'লগইন',
    freePlay: 'ফ্রি খেলা',
    trialRefused: 'এই সুবিধা ব্যবহার করতে একটি আসল অ্যাকাউন্টে লগইন করুন',
    providers: 'প্রদানকারীগণ',
    allProviders: 'সব প্রদানকারী',
    how: (name: string) => `${name} কীভাবে খেলতে চান?`,
    playTypes: { Tradition: 'ঐতিহ্যবাহী', Entertainment: 'বিনোদন' } as Record<string, string>,
  },
} as const;

interface ListEntry {
  gameName: string;
  gameId: string;
  playTypes: string[];
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/L2/${name}-360.png` });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/L2/${name}-320.png` });
  // Nothing wider than the narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 360, height: 780 });
}

/** The first lottery row whose countdown shows the time left to bet. */
const openRow = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('timer') })
    .first();

test.describe('lottery centre', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const language of ['EN', 'BN'] as const) {
    const text = TEXTS[language];

    test(`${language}: opens from the lottery category, its countdown moves, a visitor's Play goes to the login`, async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(`/m/lott?lang=${language}`);
      await page.getByRole('link', { name: text.link }).click();
      await expect(page).toHaveURL(/\/m\/lotteryCenter\?category=lott/);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

      // One lottery, held by its name: the row whose countdown runs at the start.
      const name = await openRow(page).getByRole('heading', { level: 3 }).innerText();
      const row = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
        .first();
      const timer = row.getByRole('timer');
      await expect(timer).toHaveText(/^\d\d:\d\d$/);
      const before = await timer.innerText();
      await page.clock.runFor(3_000);
      await expect(timer).not.toHaveText(before);
      await shoot(page, `lottery-centre-${language}`);

      await row.getByRole('button', { name: `${text.play} ${name}` }).click();
      await expect(page).toHaveURL(/\/m\/login/);
    });

    test(`${language}: a trial player's Play is refused at once, without asking for a play type or calling the menu or the launch`, async ({
      page,
      request,
    }) => {
      // Trial play starts from the header's action on a game screen; the session lives in this tab.
      await page.goto(`/m/fish-games?lang=${language}`);
      await page.getByRole('button', { name: text.freePlay }).click();
      await expect(page).toHaveURL(/\/m\/home$/);

      // A lottery offered in both play types: a member would be asked which.
      const answer = await request.get(
        `/wps/relay/LOTTFE_lotteryList?category=LOTT&vendor=LOTT&language=${language}`,
        { headers: { Merchant: MERCHANT } },
      );
      const both = ((await answer.json()).value.list as ListEntry[]).find(
        (entry) => entry.playTypes.length === 2,
      ) as ListEntry;
      const calls: string[] = [];
      page.on('request', (call) => {
        const path = new URL(call.url()).pathname;
        if (path.endsWith('LOTTFE_lotteryMenu') || path.endsWith('/launchGame')) calls.push(path);
      });
      await page.goto(`/m/lotteryCenter?category=lott&vendor=LOTT&lang=${language}`);
      await page
        .getByRole('button', { name: `${text.play} ${both.gameName}`, exact: true })
        .click();
      await expect(page.getByRole('alert').getByText(text.trialRefused)).toBeVisible();
      await expect(page.getByRole('dialog', { name: text.how(both.gameName) })).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/lotteryCenter/);
      expect(calls).toEqual([]);
    });

    test(`${language}: a member picks one provider and a play type, and the lottery launches in it with its prize mode; the e-lottery shows the Vietnam regions`, async ({
      page,
      request,
    }) => {
      // Two screens, screenshots at two sizes and an accessibility scan: more than the default 30 s on a busy machine.
      test.slow();
      await logIn(page, request);
      await page.goto(`/m/lotteryCenter?category=elott&lang=${language}`);
      await expect(page.getByRole('heading', { level: 2, name: text.vn })).toBeVisible();
      // A daily Vietnam draw counts down in hours.
      await expect(page.getByRole('timer').first()).toHaveText(/^\d\d:\d\d:\d\d$/);
      await shoot(page, `lottery-centre-elott-${language}`);
      // Not under the installed clock of the other test (axe waits on real timers); on the tabs, the
      // headings and one row, as every row is built alike (the whole list of 140 takes axe a minute here).
      const axe = await new AxeBuilder({ page })
        .include('[role="tablist"]')
        .include('h2')
        .include('main li:first-of-type')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id),
      ).toEqual([]);

      // The LOTT provider's lotteries; one the server offers in both play types (its list call says which).
      await page.goto(`/m/lotteryCenter?category=lott&lang=${language}`);
      const strip = page.getByRole('group', { name: text.providers });
      await expect(
        strip.getByRole('button', { name: new RegExp(`^${text.allProviders}`) }),
      ).toHaveAttribute('aria-pressed', 'true');
      await strip.getByRole('button', { name: /^Lottery \d+$/ }).click();
      await expect(page).toHaveURL(/[?&]vendor=LOTT\b/);
      await expect(strip.getByRole('button', { name: /^Lottery \d+$/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('region', { name: 'TCG SEA Lottery' })).toHaveCount(0);
      await expect(
        page
          .getByRole('region', { name: 'Lottery', exact: true })
          .getByRole('heading', { level: 3 })
          .first(),
      ).toBeVisible();
      await shoot(page, `lottery-provider-${language}`);
      const answer = await request.get(
        `/wps/relay/LOTTFE_lotteryList?category=LOTT&vendor=LOTT&language=${language}`,
        { headers: { Merchant: MERCHANT } },
      );
      const both = ((await answer.json()).value.list as ListEntry[]).find(
        (entry) => entry.playTypes.length === 2,
      );
      expect(both).toBeDefined();
      const { gameName, gameId, playTypes } = both as ListEntry;
      // The play type other than the game's default.
      const chosen = playTypes[1] as string;

      await page.getByRole('button', { name: `${text.play} ${gameName}`, exact: true }).click();
      const choice = page.getByRole('dialog', { name: text.how(gameName) });
      await expect(choice.getByRole('button', { name: text.playTypes[chosen] })).toBeVisible();
      await shoot(page, `lottery-play-type-${language}`);
      await choice.getByRole('button', { name: text.playTypes[chosen] }).click();
      await page.waitForURL(new RegExp(`/games/play/${gameId}\\?`));
      const launched = new URL(page.url());
      expect(launched.searchParams.get('playType')).toBe(chosen);
      expect(launched.searchParams.get('prizeMode')).toBe('lottery');
    });
  }
});
