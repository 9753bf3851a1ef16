import type { Page } from '@playwright/test';
import { configureSite, resetSite } from './dev-controls';
import { expect, test } from './fixtures';
import { logIn } from './member-session';

// Issue 53 "Templates" (requirements A3.16, A3.16.1): the template flag mem_cen switches the profile
// screen between the new member centre (a grid of entry cards) and the old one (a plain list), both
// with the same entries, at 360 px in English and Bengali.

const entriesNav = (page: Page) => page.locator('nav[data-layout]');

/** Each entry's text, where it leads (a link's address, or "button"), and the top of its box. */
async function entries(page: Page) {
  return entriesNav(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const control = item.querySelector('a, button');
        return {
          text: control?.textContent ?? '',
          to: control?.getAttribute('href') ?? 'button',
          top: Math.round(control?.getBoundingClientRect().top ?? 0),
        };
      }),
    );
}

test.describe('member centre layouts', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test.afterEach(async ({ request }) => resetSite(request));

  for (const language of ['EN', 'BN'] as const) {
    test(`${language}: mem_cen switches the layout; both offer the same entries`, async ({
      page,
      request,
    }, testInfo) => {
      await logIn(page, request);
      const seen: Record<string, Awaited<ReturnType<typeof entries>>> = {};
      for (const [flag, layout] of [
        ['1', 'new'],
        ['0', 'old'],
      ] as const) {
        await configureSite(request, { templates: { mem_cen: flag, dep_func: '1' } });
        await page.goto(`/m/member/home?lang=${language}`);
        await expect(entriesNav(page)).toHaveAttribute('data-layout', layout);
        const list = await entries(page);
        seen[layout] = list;
        const tops = new Set(list.map((entry) => entry.top));
        if (layout === 'new') {
          // Cards: three a row at 360 px.
          expect(list[0]?.top).toBe(list[2]?.top);
          expect(tops.size).toBeLessThan(list.length);
        } else {
          // A list: one entry a row.
          expect(tops.size).toBe(list.length);
        }
        // Nothing wider than the screen, in either language.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
        await page.screenshot({
          path: testInfo.outputPath(`member-centre-${layout}-${language}-360.png`),
          fullPage: true,
        });
      }
      const links = (layout: string) => seen[layout]?.map(({ text, to }) => [text, to]);
      expect(links('new')).toEqual(links('old'));
      expect(links('new')?.some(([, to]) => to === '/m/set')).toBe(true);
      expect(links('new')?.at(-1)?.[1]).toBe('button');
    });
  }

  test('sign out opens its dialog from the new member centre too', async ({ page, request }) => {
    await logIn(page, request);
    await page.goto('/m/member/home?lang=EN');
    await expect(entriesNav(page)).toHaveAttribute('data-layout', 'new');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
