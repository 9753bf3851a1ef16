import { expect, test } from './fixtures';
import { auditDocument, pendingOnScreen } from './layout-audit/page-checks';

/*
 * The layout audit's own measurement, on small pages built for it: a rule that measures what no
 * player sees fails CI at random (it did, on the lobby's rows), and one that stops measuring
 * passes everything.
 */

const LIMITS = { minFontPx: 11, maxFontPx: 32, minTargetPx: 40 };

/**
 * A lobby row far below the fold, as the home draws it: a row head with a 34 px wide All link and
 * under it a scrolling list whose cards the browser skips off screen (`content-visibility: auto`
 * with a 1 px stand-in height), each with a heart at its top right corner. The second card's heart
 * lies under the link: with the home's 8 px gap and 44 px heart, its box is 28 px below the link's
 * centre when the card is drawn. The page refuses inline styles, as the site does: the audit must
 * measure within that policy.
 */
const row = ({ heartHeight = 44, gap = 8 } = {}) => `
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="style-src 'self' 'nonce-page'">
  <style nonce="page">
    body { margin: 0; font: 14px/1.2 sans-serif; }
    .spacer { height: 3000px; }
    .head { display: flex; justify-content: flex-end; align-items: center; height: 40px; padding-right: 136px; }
    .head a { display: inline-flex; align-items: center; width: 34px; height: 40px; }
    ul { display: grid; grid-auto-flow: column; grid-auto-columns: 80px; gap: 8px; margin: ${gap}px 0 0; padding: 0 16px; overflow-x: auto; list-style: none; }
    li { content-visibility: auto; contain-intrinsic-size: auto 1px; }
    .tile { position: relative; height: 120px; }
    .tile .launch { display: block; width: 80px; height: 80px; }
    .heart { position: absolute; top: 0; right: 0; width: 44px; height: ${heartHeight}px; }
  </style>
  <main>
    <div class="spacer"></div>
    <section>
      <div class="head"><a href="/all">All 70</a></div>
      <ul>
        ${[1, 2, 3, 4]
          .map(
            (card) =>
              `<li><div class="tile"><button class="launch" aria-label="Game ${card}"></button><button class="heart" aria-label="Favourite: Game ${card}"></button></div></li>`,
          )
          .join('')}
      </ul>
    </section>
  </main>`;

test.describe('layout audit measurement', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
  });

  test('a skipped row is measured as drawn, not as its 1 px stand-in, and the page keeps its skipping', async ({
    page,
  }) => {
    await page.setContent(row());
    // Never scrolled to: the browser has not drawn the cards, their list is the stand-in's 1 px.
    const standIn = await page
      .locator('ul')
      .evaluate((list) => list.getBoundingClientRect().height);
    expect(standIn).toBeLessThan(2);

    const findings = await page.evaluate(auditDocument, LIMITS);

    expect(findings.filter((finding) => finding.rule === 'target-size')).toEqual([]);
    const after = await page
      .locator('li')
      .first()
      .evaluate((card) => getComputedStyle(card).contentVisibility);
    expect(after).toBe('auto');
  });

  test('a small heart drawn right under the link is still reported', async ({ page }) => {
    // 30 px tall and no gap: its centre is 35 px from the link's, closer than two 40 px circles allow.
    await page.setContent(row({ heartHeight: 30, gap: 0 }));

    const findings = await page.evaluate(auditDocument, LIMITS);

    expect(findings).toContainEqual(
      expect.objectContaining({
        rule: 'target-size',
        name: 'All 70',
        value: expect.stringContaining('button "Favourite: Game 2" within 20 px of its centre'),
      }),
    );
  });

  test('a screen whose animation does not end is reported as stalled within seconds, naming the animation', async ({
    page,
  }) => {
    // An hour-long animation: finite and running, so the poll waits for it, and its wait must end and say so.
    await page.setContent(`
      <style>@keyframes grow { to { width: 200px; } } .bar { width: 10px; height: 10px; animation: grow 3600s; }</style>
      <main><div class="bar" id="bar"></div><button>Play</button></main>`);

    const settled = await page.evaluate(pendingOnScreen, false);

    expect(settled.stalled).toBe(true);
    expect(settled.reasons).toContain('animation grow on div#bar.bar unfinished after 5 s');
  });

  test('a settled screen is not stalled', async ({ page }) => {
    await page.setContent('<main><button>Play</button></main>');

    expect(await page.evaluate(pendingOnScreen, true)).toEqual({ reasons: '', stalled: false });
  });
});
