import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { XSS_CORPUS } from '../tests/lib/xss-corpus';
import { resetSite } from './dev-controls';
import { logIn } from './member-session';

// Issue 7: an XSS corpus stored in promotions, notices, a nickname and game names executes
// nothing in the browser (no dialog, no script error, no inline script or handler in the page).

const MERCHANT = 'bdbt';

/** Records what a vector would cause if it ran: dialogs and script errors. */
function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Script execution from a vector would raise errors; resource failures of `src=x` are not script errors.
    // Chromium also logs a CSP report for every handler or style attribute it merely parses, even in the
    // inert document DOMPurify parses the content in: a report of something blocked, not an execution.
    // That nothing reached the page is checked on the live DOM below.
    const text = message.text();
    if (
      message.type() === 'error' &&
      !/Failed to load resource|violates the following Content Security Policy directive/i.test(
        text,
      )
    )
      errors.push(text);
  });
  return async () => {
    // Give deferred handlers (onload, onerror of pictures) their chance.
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    expect(
      await page.evaluate(
        () =>
          document.querySelectorAll(
            'script:not([src]):not([type="application/ld+json"]), [onerror], [onload]',
          ).length,
      ),
    ).toBe(0);
  };
}

test.afterEach(async ({ request }) => resetSite(request));

test('stored vectors in promotions and notices open no dialog and raise no script error', async ({
  page,
  request,
}) => {
  // Each vector in its own block: an unclosed <audio> or <details> then holds only its own vector,
  // so every label stays on the page to be found.
  const html = XSS_CORPUS.map((vector, i) => `<div><p>vector ${i}</p>${vector}</div>`).join('\n');
  const ids: Record<'promotion' | 'notice', number> = { promotion: 0, notice: 0 };
  for (const kind of ['promotion', 'notice'] as const) {
    const answer = await request.post('/dev/content/announcements', {
      headers: { Merchant: MERCHANT },
      data: {
        kind,
        titleBn: 'XSS corpus <img src=x onerror=alert(1)>',
        titleEn: 'XSS corpus <img src=x onerror=alert(1)>',
        contentBn: html,
        contentEn: html,
        sortOrder: -100,
        ...(kind === 'promotion' ? { promotionType: 'JOIN', imageCount: 0 } : {}),
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    ids[kind] = ((await answer.json()) as { value: { id: number } }).value.id;
  }
  const checkNothingRan = watchForScripts(page);

  const title = 'XSS corpus <img src=x onerror=alert(1)>';
  await page.goto('/m/activity?lang=EN');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.goto(`/m/activityDetail?id=${ids.promotion}&lang=EN`);
  await expect(page.getByText(`vector ${XSS_CORPUS.length - 1}`)).toBeVisible();
  await page.goto(`/m/activity?id=${ids.promotion}&lang=EN`);
  await expect(page.getByText('vector 0')).toBeVisible();
  await page.goto('/m/notice?lang=EN');
  await page
    .getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
  await expect(page.getByText(`vector ${XSS_CORPUS.length - 1}`)).toBeVisible();
  await page.goto(`/m/noticeDetail?id=${ids.notice}&lang=EN`);
  await expect(page.getByText('vector 0')).toBeVisible();
  await checkNothingRan();
});

test('a nickname holding each vector shows as text on the profile', async ({ page, request }) => {
  // Some thirty profile loads in one test (14 s alone on the 2-core machine): the time of the page
  // loads, not of a wait.
  test.setTimeout(90_000);
  const checkNothingRan = watchForScripts(page);
  await logIn(page, request);
  // Nicknames are at most 64 characters: the vectors that fit, one after another.
  const vectors = XSS_CORPUS.filter((vector) => vector.trim().length <= 64);
  expect(vectors.length).toBeGreaterThanOrEqual(30);
  for (const vector of vectors) {
    const stored = await request.put('/dev/content/members/demo_player/nickname', {
      data: { nickname: vector },
      headers: { Merchant: MERCHANT },
    });
    expect(stored.ok(), await stored.text()).toBe(true);
    await page.goto('/m/member/home?lang=EN');
    // The player's name is the profile's first level-2 heading (VIP progress follows).
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(vector.trim());
  }
  await checkNothingRan();
});

test('game names holding the vectors show as text in the game list', async ({ page, request }) => {
  test.slow();
  const checkNothingRan = watchForScripts(page);
  const list = await request.get('/wps/relay/GCSGAME_gameList', {
    headers: { Merchant: MERCHANT, ModuleId: 'GAMELO3' },
    params: {
      platform: 'html5',
      clientType: 2,
      gameType: 'RNG',
      vassalage: 'JILI',
      language: 'EN',
      pageNo: 1,
      pageSize: XSS_CORPUS.length,
    },
  });
  const games = ((await list.json()) as { value: { games: { nodeId: number }[] } }).value.games;
  expect(games).toHaveLength(XSS_CORPUS.length);
  for (const [i, game] of games.entries()) {
    const name = `vector ${i} ${XSS_CORPUS[i]}`;
    const renamed = await request.put(`/dev/content/games/${game.nodeId}/name`, {
      data: { nameEn: name, nameBn: name },
      headers: { Merchant: MERCHANT },
    });
    expect(renamed.ok(), await renamed.text()).toBe(true);
  }
  // One vendor's list: the slot screen opens on it at once, in the same order as the call above.
  await page.goto('/m/slot-games?vassalage=JILI&lang=EN');
  const tiles = page.getByRole('list', { name: 'Games', exact: true });
  await expect(tiles.getByText('vector 0 ', { exact: false }).first()).toBeVisible();
  // The list loads page after page as it scrolls: scroll until the last renamed game arrives. The
  // grid keeps only the rows near the view in the page, so the steps are shorter than a screen:
  // a longer one could carry the last game past the view between two looks.
  const last = tiles.getByText(`vector ${XSS_CORPUS.length - 1} `, { exact: false });
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(last).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await checkNothingRan();
});
