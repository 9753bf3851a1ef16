import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { drawContactSheets, saveTiles, type Tile } from './layout-audit/contact-sheet';
import {
  findingsMarkdown,
  matches,
  saveFindings,
  summarise,
  type Exception,
  type Finding,
  type Measured,
} from './layout-audit/findings';
import { ScreenWatch } from './layout-audit/network';
import { auditDocument, pendingOnScreen, revealAll } from './layout-audit/page-checks';
import { DETAIL_SCREENS, routeTablePaths } from './layout-audit/routes';
import { hasFooterBar } from '../src/features/shell/frame-layout';
import { apiLogin, logIn } from './member-session';
import { expect, test } from './fixtures';

/*
 * The layout audit: every route of the route table, in BN and EN, for a visitor, a member and a
 * trial player (where its screen differs, see TRIAL_SCREENS; the agent for the agent pages), at
 * 360×780 and 320×640. Each screen is scrolled to its end and back first, so what loads on the way
 * down is there, and then measured as a whole page, at once (everything but "covered" is layout,
 * the same at every scroll position):
 *
 * - sideways-scroll: the document is no wider than the viewport;
 * - clipped-text: no text of a link, button, heading or tab reaches past its control or past a
 *   box inside it that cuts overflow, is cut by an ellipsis, or loses lines to a clamp;
 * - broken-word: no word of a link, button, heading or tab lies on two lines (each word between
 *   spaces, hyphens, slashes and dashes is measured as one range, so a Bengali conjunct is never
 *   split by the measurement itself);
 * - text-size: no visible text, field text included, is larger than 32 px or smaller than 11 px;
 * - covered: no control is under another control at its centre (document.elementFromPoint), no
 *   control overlaps another element's text on its own layer, and no control of the page lies
 *   under a floating fixed element (header, tab bar, their tabs) at every height its centre can be
 *   scrolled to: content scrolls under floating things by design, and the page must keep room
 *   (an inset at its end) so that every control can be brought clear of them. A control on the
 *   floating layer is hit-tested where it stands;
 * - target-size: every control is at least 40 × 40 px, or spaced: a 40 px circle on its centre
 *   meets no other control and no other small control's circle (WCAG 2.2's target-size spacing
 *   exception with the site's 40 px minimum instead of 24 px; links in running text exempt);
 * - console-or-network: no console error, uncaught error, failed request or HTTP error answer;
 * - footer-bar: the footer bar (its navigation and its edge) is on the screen exactly where
 *   src/features/shell/frame-layout.ts's rule gives it (issue 53); what it could cover is the
 *   "covered" rule's, which holds every control of the page clear of it.
 *
 * Each walk ends with one list of everything it found. Screenshots of every screen go into the
 * HTML report and, with contact sheets per language and the findings list (findings.md), into
 * test-results/layout-audit/.
 */

const LIMITS = {
  minFontPx: 11,
  maxFontPx: 32,
  minTargetPx: 40,
};
/** Scroll stops per screen at most (a viewport each) to reveal what loads on the way down: long game grids stop here. */
const MAX_STEPS = 12;
/** Polls of a screen that never settles before it is reported as such and audited as it is. */
const MAX_SETTLE_POLLS = 150;

const LANGUAGES = ['BN', 'EN'] as const;
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 320, height: 640 },
] as const;

/** Routes that show nothing useful without a query: realistic ones from the demo data. */
const SEARCH: Record<string, string> = {
  '/activityDetail': 'id=101',
  '/applyReward': 'id=104',
  '/helpDetail': 'tag=register',
  '/noticeDetail': 'id=301',
};

const AGENT_PAGES = /^\/(agent\/home|member\/agent\/)/;

/**
 * The screens a trial player sees otherwise than a member: the home screen (the header with the
 * trial balance, the tab bar without the reward count), the menu, the settings (no head icon), the
 * inbox (its refusal), the sign-in popups, and the account screens that draw the session's own
 * data (account, password, favourites, promo code, reward claim). Game and content screens
 * (categories, providers, search, help, announcements, promotions' pages, download) and the pages
 * the operator's member centre provides (deposit, withdraw, records, rebate) draw the same for a
 * trial player as for a member, header included, and are audited in the member's walk: walking
 * them again as a trial player would measure the same layout twice.
 */
const TRIAL_SCREENS =
  /^\/(|home|menu|set|feedback|webEmail|login|register|forget|changePsw|applyReward|promoCode|favorite|fav-games|recent-games|member\/home)$/;

interface User {
  name: string;
  visits: (route: string) => boolean;
  signIn: (page: Page, request: APIRequestContext) => Promise<void>;
}

const USERS: User[] = [
  { name: 'visitor', visits: () => true, signIn: async () => undefined },
  {
    name: 'member',
    visits: (route) => !AGENT_PAGES.test(route),
    signIn: async (page, request) => void (await logIn(page, request)),
  },
  {
    name: 'trial',
    visits: (route) => TRIAL_SCREENS.test(route),
    signIn: async (page) => {
      // Trial play starts from the header's action on a game screen; the session lives in this tab.
      await page.goto('/m/slot-games?lang=EN');
      await page.getByRole('button', { name: 'Free play' }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    },
  },
  {
    name: 'agent',
    visits: (route) => AGENT_PAGES.test(route),
    signIn: async (page, request) => {
      const session = await apiLogin(request, 'demo_agent', 'Agent1234', 'agent');
      await page.addInitScript(
        (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
        session,
      );
    },
  },
];

/**
 * Deliberate departures from the rules, one line each with its reason. An exception names the
 * rule, the screen and the element; it must never hide a real defect.
 */
const EXCEPTIONS: Exception[] = [
  {
    rule: 'clipped-text',
    screen: /./,
    element: /clamped to 2 lines: /,
    reason:
      "game names are clamped to two lines in a tile by design; the full name is the tile button's accessible name",
  },
];

/** A finding an exception names: listed apart, not counted against the walk nor on its tile. */
const excepted = (finding: Finding) => EXCEPTIONS.some((exception) => matches(exception, finding));

/** LAYOUT_AUDIT_ONLY=<pattern> audits only the routes it matches, to look at one screen quickly. */
const ONLY = process.env.LAYOUT_AUDIT_ONLY ? new RegExp(process.env.LAYOUT_AUDIT_ONLY) : null;
const ROUTES = [...routeTablePaths(), ...DETAIL_SCREENS].filter(
  (route) => !ONLY || ONLY.test(route),
);

/**
 * Milliseconds each walk spends per phase (and its number of settle polls), printed at its end so
 * a slow run shows where its time went. Only reported, never asserted.
 */
const timing: Record<string, number> = {};
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const start = Date.now();
  try {
    return await work();
  } finally {
    timing[phase] = (timing[phase] ?? 0) + Date.now() - start;
  }
}

const note = (rule: Measured['rule'], value: string): Measured => ({
  rule,
  role: '',
  name: '',
  text: '',
  value,
});

async function settle(page: Page, watch: ScreenWatch, forScreenshot = false): Promise<string> {
  let pending = '';
  let quietPolls = 0;
  for (let poll = 0; poll < MAX_SETTLE_POLLS; poll += 1) {
    const { reasons, stalled } = await timed('settle-poll', () =>
      page.evaluate(pendingOnScreen, forScreenshot),
    );
    timing['settle-polls'] = (timing['settle-polls'] ?? 0) + 1;
    pending = [reasons, watch.inFlight > 0 ? `${watch.inFlight} requests` : '']
      .filter(Boolean)
      .join(', ');
    // A wait inside the page that did not end (an animation that never finishes, no frame) will
    // not end on the next poll either, and nothing after it could be measured: the walk stops here
    // and says why, rather than at the test's timeout.
    if (stalled)
      throw new Error(
        `${new URL(page.url()).pathname} stalled: ${pending}; requests open: ${watch.openRequests().join(', ') || 'none'}`,
      );
    // Two quiet polls in a row: an answer that lands starts the next request within a frame.
    quietPolls = pending ? 0 : quietPolls + 1;
    if (quietPolls === 2) return '';
  }
  return pending;
}

/** Beside the other results (test-results/layout-audit/ unless --output says otherwise). */
const outFolder = () => join(test.info().project.outputDir, 'layout-audit');

const slug = (text: string) => text.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'root';

/**
 * Opens a route the way a link in the app does: the router follows the history's pushState, so
 * the app keeps running and only the screen changes. The first screen, and the one after a screen
 * that showed a popup (which may outlive its route), are loaded afresh instead.
 */
async function openInApp(page: Page, url: string) {
  await page.evaluate((href) => {
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    const index = typeof state['__TSR_index'] === 'number' ? state['__TSR_index'] : 0;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ ...state, __TSR_index: index + 1, __TSR_key: key, key }, '', href);
  }, url);
}

const popupOpen = (page: Page) =>
  page.evaluate(() => document.querySelector('[aria-modal="true"], dialog[open]') !== null);

for (const language of LANGUAGES) {
  for (const user of USERS) {
    const walk = `${language}-${user.name}`;
    test(`layout audit ${language} · ${user.name}`, async ({ page, request }, testInfo) => {
      test.setTimeout(600_000);
      for (const phase of Object.keys(timing)) delete timing[phase];
      const started = Date.now();
      const watch = new ScreenWatch(page);
      await page.setViewportSize(VIEWPORTS[0]);
      await timed('signIn', () => user.signIn(page, request));
      const signInProblems = watch.takeProblems();
      const out = outFolder();
      mkdirSync(out, { recursive: true });
      const findings: Finding[] = signInProblems.map((value) => ({
        ...note('console-or-network', value),
        screen: 'sign-in',
        language,
        user: user.name,
        viewport: 'any',
      }));
      const tiles: Tile[] = [];
      const audited = new Set<string>();
      let fresh = true;
      for (const [order, route] of ROUTES.entries()) {
        if (!user.visits(route)) continue;
        const url = `/m${route}${SEARCH[route] ? `?${SEARCH[route]}` : ''}`;
        if (fresh)
          await timed('goto', () =>
            page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${language}`),
          );
        else await openInApp(page, url);
        const loading = await settle(page, watch, true);
        const at = new URL(page.url());
        at.searchParams.delete('lang');
        // A screen a query opens (DETAIL_SCREENS) is a screen of its own: its query is in its name.
        const landed = at.pathname.replace(/^\/m/, '') + (route.includes('?') ? at.search : '');
        fresh = await popupOpen(page);
        // A route that sends this user to a screen already audited (a redirect) is not audited twice.
        if (audited.has(landed)) continue;
        audited.add(landed);
        const screen = landed === route ? route : `${route} → ${landed}`;
        // The bar and its edge, by their ids: the same element in both languages.
        const footerBarShown = (await page.locator('#footer-bar').count()) > 0;
        if (footerBarShown !== hasFooterBar(at.pathname))
          findings.push({
            ...note(
              'footer-bar',
              footerBarShown
                ? 'the footer bar shows where frame-layout.ts hides it'
                : 'no footer bar where frame-layout.ts gives it',
            ),
            screen,
            language,
            user: user.name,
            viewport: 'any',
          });
        // Each screen at both sizes: the page is resized in place, and measured afresh at each,
        // starting with the size the page already has (the last screen's), which the loading has
        // settled. What loads on the way down is revealed once, at the first size: it stays loaded.
        const current = page.viewportSize()?.width;
        const sizes = [...VIEWPORTS].sort(
          (a, b) => Number(b.width === current) - Number(a.width === current),
        );
        for (const [index, viewport] of sizes.entries()) {
          const size = `${viewport.width}×${viewport.height}`;
          let pending = loading;
          if (viewport.width !== page.viewportSize()?.width) {
            await page.setViewportSize(viewport);
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
            pending = await settle(page, watch, true);
          }
          const shot = await timed('screenshot', () => page.screenshot({ scale: 'css' }));
          const raw: Measured[] = [];
          if (index === 0) {
            await timed('reveal', () => page.evaluate(revealAll, MAX_STEPS));
            const revealed = await settle(page, watch);
            if (revealed)
              raw.push(
                note('never-settled', `still ${revealed} after scrolling to the end and back`),
              );
          }
          raw.push(...(await timed('audit', () => page.evaluate(auditDocument, LIMITS))));
          if (pending) raw.unshift(note('never-settled', `still ${pending} after loading`));
          const here = raw.map((item): Finding => ({
            ...item,
            screen,
            language,
            user: user.name,
            viewport: size,
          }));
          findings.push(...here);
          const file = join(
            out,
            `${walk}-${viewport.width}-${String(order).padStart(3, '0')}-${slug(route)}.png`,
          );
          writeFileSync(file, shot);
          tiles.push({
            order,
            screen: route,
            column: `${user.name} ${size}`,
            width: viewport.width,
            file,
            findings: here.filter((finding) => !excepted(finding)).length,
          });
          await testInfo.attach(`${slug(route)}-${walk}-${viewport.width}.png`, {
            body: shot,
            contentType: 'image/png',
          });
        }
        const problems = watch.takeProblems().map((value): Finding => ({
          ...note('console-or-network', value),
          screen,
          language,
          user: user.name,
          viewport: 'any',
        }));
        findings.push(...problems);
      }
      const violations = findings.filter((finding) => !excepted(finding));
      saveFindings(out, walk, violations, findings.filter(excepted));
      saveTiles(out, walk, tiles);
      console.info(
        `layout audit ${walk}: ${Date.now() - started} ms, ms per phase`,
        JSON.stringify(timing),
      );
      expect(
        violations.length,
        `${violations.length} layout findings:\n${summarise(violations).join('\n')}\n`,
      ).toBe(0);
    });
  }
}

test('layout audit contact sheets and findings list', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const OUT = outFolder();
  mkdirSync(OUT, { recursive: true });
  await page.setViewportSize({ width: 1000, height: 800 });
  for (const language of LANGUAGES) {
    for (const file of await drawContactSheets(page, OUT, language)) {
      await testInfo.attach(file.slice(OUT.length + 1), {
        body: readFileSync(file),
        contentType: 'image/png',
      });
    }
  }
  const markdown = findingsMarkdown(OUT);
  writeFileSync(join(OUT, 'findings.md'), markdown);
  await testInfo.attach('layout-audit-findings.md', {
    body: markdown,
    contentType: 'text/markdown',
  });
});
