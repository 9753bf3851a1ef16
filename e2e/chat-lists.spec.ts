import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { resetSite } from './dev-controls';
import { expect, test } from './fixtures';
import { logIn, MERCHANT } from './member-session';

// Issue 30 part 2 (requirements B7.2): the chat hosts' tabs on /m/webEmail at 360 px, in Bengali and
// English: follow a host and find it under Following; Live now lists who the server says is live.

const TEXTS = {
  EN: {
    tabs: 'Chat hosts',
    all: 'All',
    following: 'Following',
    live: 'Live now',
    follow: 'Follow Riya',
    unfollow: 'Unfollow Riya',
    followed: 'Hosts you follow',
    liveList: 'Hosts live now',
    riya: 'Riya',
    watching: 'watching',
  },
  BN: {
    tabs: 'চ্যাট হোস্ট',
    all: 'সব',
    following: 'ফলো করছেন',
    live: 'এখন লাইভ',
    follow: 'রিয়া-কে ফলো করুন',
    unfollow: 'রিয়া-কে আনফলো করুন',
    followed: 'আপনি যাদের ফলো করেন',
    liveList: 'এখন লাইভ হোস্ট',
    riya: 'রিয়া',
    watching: 'জন দেখছেন',
  },
} as const;

async function liveNames(request: APIRequestContext, language: 'EN' | 'BN'): Promise<string[]> {
  const answer = await request.get(`/wps/relay/CBS_liveModelList?language=${language}`, {
    headers: { Merchant: MERCHANT, ModuleId: 'CBS3' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).value as { list: { nickname: string }[] }).list.map(
    (anchor) => anchor.nickname,
  );
}

async function names(list: Locator): Promise<string[]> {
  // A row shows its picture, then its text: the name above the state.
  return list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          item.querySelector(':scope > span:nth-of-type(2) > span:first-child')?.textContent ?? '',
      ),
    );
}

/** Serious and critical axe findings inside the live chat section (the tabs, their lists, the buttons). */
async function chatViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="live-chat"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.passes.length).toBeGreaterThan(5);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `.tmp/c1/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: `.tmp/c1/${name}-320.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
}

test.describe('chat focus and live lists', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test.afterEach(async ({ request }) => resetSite(request));

  for (const language of ['EN', 'BN'] as const) {
    const text = TEXTS[language];

    test(`${language}: a followed host shows under Following; Live now lists the live hosts`, async ({
      page,
      request,
    }) => {
      await logIn(page, request);
      await page.goto(`/m/webEmail?lang=${language}`);
      const tabs = page.getByRole('tablist', { name: text.tabs });
      await expect(tabs.getByRole('tab', { name: text.all })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      await page.getByRole('button', { name: text.follow, exact: true }).click();
      await expect(page.getByRole('button', { name: text.unfollow, exact: true })).toBeVisible();
      await shoot(page, `chat-all-${language}`);
      expect(await chatViolations(page)).toEqual([]);

      await tabs.getByRole('tab', { name: text.following }).click();
      await expect(tabs.getByRole('tab', { name: text.following })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const followed = page.getByRole('list', { name: text.followed });
      await expect(followed.getByRole('listitem')).toHaveCount(1);
      await expect(followed.getByRole('listitem')).toContainText(text.riya);
      await shoot(page, `chat-following-${language}`);

      // The arrow key moves to Live now (a real tablist); its hosts are the ones the server says are live.
      await tabs.getByRole('tab', { name: text.following }).press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: text.live })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const live = page.getByRole('list', { name: text.liveList });
      await expect(live.getByRole('listitem').first()).toContainText(text.watching);
      const before = await liveNames(request, language);
      const shown = await names(live);
      const after = await liveNames(request, language);
      expect(shown.length).toBeGreaterThan(0);
      // A show may start or end between the two reads; the list matches one of them.
      expect([before.join('|'), after.join('|')]).toContain(shown.join('|'));
      await shoot(page, `chat-live-${language}`);
      expect(await chatViolations(page)).toEqual([]);

      // The follow was stored: after a reload the Following tab still has it.
      await page.reload();
      await page
        .getByRole('tablist', { name: text.tabs })
        .getByRole('tab', { name: text.following })
        .click();
      await expect(
        page.getByRole('list', { name: text.followed }).getByRole('listitem'),
      ).toContainText(text.riya);
    });
  }
});
