import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { drawContactSheets, saveTiles, type Tile } from './layout-audit/contact-sheet';
import { findingsMarkdown, matches, saveFindings, summarise, type Exception, type Finding, type Measured } from './layout-audit/findings';
import { ScreenWatch } from './layout-audit/network';
import { auditStep, pendingOnScreen } from './layout-audit/page-checks';
import { routeTablePaths } from './layout-audit/routes';
import { apiLogin, logIn } from './member-session';
import { expect, test } from './fixtures';

/*
 * The layout audit: every route of the route table, in BN and EN, for a visitor, a member and a
 * trial player (and the agent for the agent pages), at 360×780 and 320×640. On each screen, at
 * every scroll step from top to bottom:
 *
 * - sideways-scroll: the document is no wider than the viewport;
 * - clipped-text: no text of a link, button, heading or tab reaches past its control or past a
 *   box inside it that cuts overflow, is cut by an ellipsis, or loses lines to a clamp;
 * - broken-word: no word of a link, button, heading or tab lies on two lines (each word between
 *   spaces, hyphens, slashes and dashes is measured as one range, so a Bengali conjunct is never
 *   split by the measurement itself);
 * - text-size: no visible text, field text included, is larger than 32 px or smaller than 11 px;
 * - covered: no control is under another control, nor under a floating fixed or sticky element,
 *   at its centre (document.elementFromPoint), and no control overlaps another element's text on
 *   its own layer. Content scrolls under full-width bars (header, tab bar) by design, so a bar only
 *   counts when no scroll position brings the control's centre into the band between the bars;
 * - target-size: every control is at least 40 × 40 px, or spaced: a 40 px circle on its centre
 *   meets no other control and no other small control's circle (WCAG 2.2's target-size spacing
 *   exception with the site's 40 px minimum instead of 24 px; links in running text exempt);
 * - console-or-network: no console error, uncaught error, failed request or HTTP error answer.
 *
 * Each walk ends with one list of everything it found. Screenshots of every screen go into the
 * HTML report and, with contact sheets per language and the findings list (findings.md), into
 * test-results/layout-audit/.
 */

const LIMITS = {
  minFontPx: 11,
  maxFontPx: 32,
  minTargetPx: 40,
  barWidthShare: 0.9,
};
/** Scroll steps per screen at most (three quarters of the viewport each): long game grids stop here. */
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
    visits: (route) => !AGENT_PAGES.test(route),
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
      await page.addInitScript((record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)), session);
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
    screen: /(^|→ )\/home$/,
    element: /^Announcements: /,
    reason: 'the notice marquee scrolls its headlines through a fixed window by design',
  },
  {
    rule: 'clipped-text',
    screen: /./,
    element: /clamped to 2 lines: /,
    reason: "game names are clamped to two lines in a tile by design; the full name is the tile button's accessible name",
  },
];

/** LAYOUT_AUDIT_ONLY=<pattern> audits only the routes it matches, to look at one screen quickly. */
const ONLY = process.env.LAYOUT_AUDIT_ONLY ? new RegExp(process.env.LAYOUT_AUDIT_ONLY) : null;
const ROUTES = routeTablePaths().filter((route) => !ONLY || ONLY.test(route));

const note = (rule: Measured['rule'], value: string): Measured => ({ rule, role: '', name: '', text: '', value });

async function settle(page: Page, watch: ScreenWatch, forScreenshot = false): Promise<string> {
  let pending = '';
  let quietPolls = 0;
  for (let poll = 0; poll < MAX_SETTLE_POLLS; poll += 1) {
    pending = await page.evaluate(pendingOnScreen, forScreenshot);
    if (watch.inFlight > 0) pending = [pending, `${watch.inFlight} requests`].filter(Boolean).join(', ');
    // Two quiet polls in a row: an answer that lands starts the next request within a frame.
    quietPolls = pending ? 0 : quietPolls + 1;
    if (quietPolls === 2) return '';
  }
  return pending;
}

async function auditScreen(page: Page, watch: ScreenWatch): Promise<Measured[]> {
  const findings: Measured[] = [];
  const { height } = page.viewportSize()!;
  const stride = Math.round(height * 0.75);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    const y = Math.min(step * stride, Math.max(0, bottom));
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    const pending = await settle(page, watch);
    if (pending) findings.push(note('never-settled', `still ${pending} at scroll ${y}`));
    const last = y >= bottom || step === MAX_STEPS - 1;
    findings.push(...(await page.evaluate(auditStep, LIMITS)));
    if (last) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return findings;
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

const popupOpen = (page: Page) => page.evaluate(() => document.querySelector('[aria-modal="true"], dialog[open]') !== null);

for (const language of LANGUAGES) {
  for (const user of USERS) {
    const walk = `${language}-${user.name}`;
    test(`layout audit ${language} · ${user.name}`, async ({ page, request }, testInfo) => {
      test.setTimeout(600_000);
      const watch = new ScreenWatch(page);
      await user.signIn(page, request);
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
        if (fresh) await page.goto(`${url}${url.includes('?') ? '&' : '?'}lang=${language}`);
        else await openInApp(page, url);
        const loading = await settle(page, watch, true);
        const landed = new URL(page.url()).pathname.replace(/^\/m/, '');
        fresh = await popupOpen(page);
        // A route that sends this user to a screen already audited (a redirect) is not audited twice.
        if (audited.has(landed)) continue;
        audited.add(landed);
        const screen = landed === route ? route : `${route} → ${landed}`;
        // Each screen at both sizes: the page is resized in place, and measured afresh at each.
        for (const viewport of VIEWPORTS) {
          const size = `${viewport.width}×${viewport.height}`;
          await page.setViewportSize(viewport);
          await page.evaluate(() => {
            window.scrollTo({ top: 0, behavior: 'instant' });
            delete (window as { __layoutAudit?: unknown }).__layoutAudit;
          });
          const pending = (await settle(page, watch, true)) || loading;
          const shot = await page.screenshot({ scale: 'css' });
          const raw = await auditScreen(page, watch);
          if (pending) raw.unshift(note('never-settled', `still ${pending} after loading`));
          const here = raw.map((item): Finding => ({ ...item, screen, language, user: user.name, viewport: size }));
          findings.push(...here);
          const file = join(out, `${walk}-${viewport.width}-${String(order).padStart(3, '0')}-${slug(route)}.png`);
          writeFileSync(file, shot);
          tiles.push({ order, screen: route, column: `${user.name} ${size}`, width: viewport.width, file, findings: here.length });
          await testInfo.attach(`${slug(route)}-${walk}-${viewport.width}.png`, { body: shot, contentType: 'image/png' });
        }
        const problems = watch
          .takeProblems()
          .map((value): Finding => ({ ...note('console-or-network', value), screen, language, user: user.name, viewport: 'any' }));
        findings.push(...problems);
      }
      const excepted = findings.filter((finding) => EXCEPTIONS.some((exception) => matches(exception, finding)));
      const violations = findings.filter((finding) => !excepted.includes(finding));
      saveFindings(out, walk, violations, excepted);
      saveTiles(out, walk, tiles);
      expect(violations.length, `${violations.length} layout findings:\n${summarise(violations).join('\n')}\n`).toBe(0);
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
