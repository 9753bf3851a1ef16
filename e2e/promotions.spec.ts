import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetSite } from './dev-controls';
import { logIn, MERCHANT } from './member-session';

// Issue 7: promotions, announcements and the reward application against the real server.

// A 1×1 PNG: real picture bytes, since the server checks the type by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function storePromotion(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<number> {
  const answer = await request.post('/dev/content/announcements', {
    data: { kind: 'promotion', ...data },
    headers: { Merchant: MERCHANT },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { value: { id: number } }).value.id;
}

test.afterEach(async ({ request }) => resetSite(request));

test.describe('promotions', () => {
  test('the list shows pictures, titles and dates, and a view link opens the detail', async ({
    page,
  }) => {
    await page.goto('/m/activity?lang=EN');
    const list = page.getByRole('list', { name: 'Promotions' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(10);
    await expect(list.getByText(/^\d{4}\/\d{2}\/\d{2} – /).first()).toBeVisible();
    // The picture box is sized by the server's width and height before it loads.
    const picture = list.locator('img').first();
    await expect(picture).toHaveAttribute('width', '720');
    await expect(picture).toHaveAttribute('height', '360');
    const title = (await list.getByRole('heading').first().textContent()) ?? '';
    await list.getByRole('link', { name: `View ${title}` }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // A visitor sees the first step of a sign-up or an application, and pressing it opens the login.
    await page.getByRole('button', { name: /^(Join|Claim)$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('an id in the list address shows that promotion, with its action, in place of the list', async ({
    page,
  }) => {
    await page.goto('/m/activity?lang=EN');
    const list = page.getByRole('list', { name: 'Promotions' });
    const title = (await list.getByRole('heading').first().textContent()) ?? '';
    const href =
      (await list.getByRole('link', { name: `View ${title}` }).getAttribute('href')) ?? '';
    const id = /[?&]id=(\d+)/.exec(href)?.[1];
    expect(id, href).toBeDefined();
    // Requirements B2.6; the detail's code loads only now, so this also checks it arrives whole.
    await page.goto(`/m/activity?id=${id}&lang=EN`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Promotions' })).toHaveCount(0);
    await page.getByRole('button', { name: /^(Join|Claim)$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('once the list has settled the detail is fetched before any tap, so opening a promotion only renders', async ({
    page,
  }) => {
    // The detail route's chunk; its messages are the promotions part the list already read (shared/catalogue-parts.ts).
    const detailCode = page.waitForResponse((response) =>
      /\/m\/assets\/activityDetail-[\w-]+\.js$/.test(new URL(response.url()).pathname),
    );
    const wholeCatalogue: string[] = [];
    page.on('request', (request) => {
      if (
        /\/m\/assets\/messages-(?!first-screen-|part-|landing-)[\w-]+\.js$/.test(
          new URL(request.url()).pathname,
        )
      )
        wholeCatalogue.push(request.url());
    });
    await page.goto('/m/activity?lang=EN');
    const list = page.getByRole('list', { name: 'Promotions' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // No tap, key or scroll yet: only the page settling brings it.
    expect((await detailCode).ok()).toBe(true);
    const title = (await list.getByRole('heading').first().textContent()) ?? '';
    await list.getByRole('link', { name: `View ${title}` }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Join|Claim)$/ })).toBeVisible();
    expect(wholeCatalogue).toEqual([]);
  });

  test('demo_player joins a fresh sign-up promotion and sees Joined', async ({ page, request }) => {
    const id = await storePromotion(request, {
      titleBn: 'নতুন সাইন-আপ',
      titleEn: 'Fresh sign-up',
      contentEn: '<p>Join us</p>',
      promotionType: 'JOIN',
    });
    await logIn(page, request);
    await page.goto(`/m/activityDetail?id=${id}&lang=EN`);
    await expect(page.getByRole('heading', { name: 'Fresh sign-up' })).toBeVisible();
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByRole('button', { name: 'Joined' })).toBeDisabled();
    // The statuses that are not actions are labels.
    await page.goto('/m/activityDetail?id=111&lang=EN');
    await expect(page.getByRole('button', { name: 'Closed' })).toBeDisabled();
  });
});

test.describe('notices', () => {
  test('a member sees an unread notice turn read after opening it', async ({ page, request }) => {
    await logIn(page, request);
    await page.goto('/m/notice?lang=EN');
    const list = page.getByRole('list', { name: 'Announcements' });
    const unread = list.getByRole('button', { name: /\(unread\)/ });
    await expect(unread.first()).toBeVisible();
    const before = await unread.count();
    const name = ((await unread.first().textContent()) ?? '').replace(/\s*\(unread\).*$/, '');
    await unread.first().click();
    await expect(
      list.getByRole('button', {
        name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(unread).toHaveCount(before - 1);
    // The server kept the mark: a reload still shows it read.
    await page.reload();
    await expect(list.getByRole('button', { name: /\(unread\)/ })).toHaveCount(before - 1);
    await expect(list.getByText(/^\d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
  });

  test('a trial player never has unread notices', async ({ page }) => {
    await page.goto('/m/slot-games?lang=EN');
    await page.getByRole('button', { name: 'Free play' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/notice?lang=EN');
    const list = page.getByRole('list', { name: 'Announcements' });
    await expect(list.getByRole('button').first()).toBeVisible();
    await expect(list.getByRole('button', { name: /\(unread\)/ })).toHaveCount(0);
  });
});

test.describe('reward application', () => {
  const cases = [
    { id: 104, remark: true, image: true },
    { id: 105, remark: false, image: true },
    { id: 106, remark: true, image: false },
    { id: 107, remark: false, image: false },
  ];
  for (const { id, remark, image } of cases) {
    test(`promotion ${id}: remark ${remark ? 'yes' : 'no'}, image ${image ? 'yes' : 'no'}`, async ({
      page,
      request,
    }) => {
      await logIn(page, request);
      await page.goto(`/m/activityDetail?id=${id}&lang=EN`);
      await page.getByRole('button', { name: 'Claim' }).click();
      await expect(page).toHaveURL(new RegExp(`/m/applyReward\\?id=${id}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Activity claim' })).toBeVisible();
      const submit = page.getByRole('button', { name: 'Submit' });
      await expect(page.getByRole('textbox', { name: 'Remarks' })).toHaveCount(remark ? 1 : 0);
      const choosePictures = page.getByRole('button', { name: 'Choose pictures' });
      await expect(choosePictures).toHaveCount(image ? 1 : 0);
      if (remark || image) await expect(submit).toBeDisabled();
      if (image) {
        // The translated button opens the browser's file chooser (its own button would speak the browser's language).
        const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
          const chooser = page.waitForEvent('filechooser');
          await choosePictures.click();
          await (await chooser).setFiles(file);
        };
        await expect(
          page.getByRole('group', { name: 'Upload pictures' }).getByRole('status'),
        ).toHaveText('No pictures chosen');
        await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
        await expect(page.getByRole('alert')).toHaveText(
          'Only jpeg, jpg or png pictures can be uploaded',
        );
        await choose({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
        await expect(page.getByRole('img', { name: 'receipt.png' })).toBeVisible();
      }
      if (remark)
        await page.getByRole('textbox', { name: 'Remarks' }).fill('Deposit 500 on Monday');
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page).toHaveURL(/\/m\/activity$/);
      await expect(page.getByText('Application submitted')).toBeVisible();
      await page.goto(`/m/activityDetail?id=${id}&lang=EN`);
      await expect(page.getByRole('button', { name: 'Applying' })).toBeDisabled();
    });
  }

  test('without a session the form leaves for the promotion list', async ({ page }) => {
    await page.goto('/m/applyReward?id=104&lang=EN');
    await expect(page).toHaveURL(/\/m\/activity$/);
  });
});
