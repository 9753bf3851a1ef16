import { devices, type Browser, type BrowserContext, type CDPSession, type ElementHandle, type Locator, type Page } from '@playwright/test';
import { skipHomePopups } from '../../e2e/home-popups.ts';
import { logIn } from '../../e2e/member-session.ts';
import { INTERACTIONS } from './targets.ts';
import { DURATION_THRESHOLD_MS, slowestInteraction, summariseTries, type EventEntry, type TriesSummary } from './interaction-timing.ts';

export interface InteractionResult {
  name: string;
  path: string;
  /** Each try's slowest interaction in ms; null where it painted within the 16 ms threshold. */
  tries: (number | null)[];
  summary: TriesSummary | null;
  /** Why the interaction could not be measured (its other figures are then missing). */
  error: string | null;
}

export interface InteractionsResult {
  device: string;
  cpuSlowdown: number;
  triesEach: number;
  interactions: InteractionResult[];
}

const DEVICE = 'Pixel 7';
const CPU_SLOWDOWN = 4;
const TRIES = 10;
const STEP_TIMEOUT_MS = 30_000;
// After the visible result, how long to wait for entries the browser has not delivered yet; an
// interaction still without one then painted within the threshold (the browser skips such entries).
const ENTRY_WAIT_MS = 1_000;

declare global {
  interface Window {
    __benchEvents?: EventEntry[];
  }
}

/** Runs before the app's scripts: keeps every event entry of at least the threshold. */
function observeEvents(threshold: number): void {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { interactionId } = entry as PerformanceEntry & { interactionId?: number };
      window.__benchEvents?.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: interactionId ?? 0 });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

interface Scenario {
  name: string;
  path: string;
  /** A member's interaction: the context logs in as the demo member first. */
  member?: boolean;
  /** Brings a freshly loaded page to the state just before the interaction (at full CPU speed). */
  prepare?: (page: Page) => Promise<void>;
  /** Finds what the interaction acts on, at full speed, and returns how to perform and check it. */
  plan: (page: Page) => Promise<Plan>;
  /** Undoes what the interaction changed on the server, so the next try starts the same. */
  reset?: (page: Page) => Promise<void>;
}

/**
 * One try's interaction. Only `input` and `done` run at 4× slowdown, and neither runs Playwright's
 * locator engine in the page: its role queries and actionability checks (tens of ms each at 4×)
 * would share the main thread with the page between the input and its paint, and a player's phone
 * runs none of them. Elements are found and checked by role at full speed, before and after.
 */
interface Plan {
  /** The player's input itself: a touch at a point found beforehand, or keys. */
  input: () => Promise<void>;
  /** Waits, by a plain DOM check polled every POLL_MS, until the page shows the interaction's result. */
  done: () => Promise<void>;
  /** The same result checked by role and name once the page runs at full speed again. */
  shows: () => Promise<void>;
}

const POLL_MS = 50;

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Login' });
const vendorGrid = (page: Page) => page.getByRole('list', { name: 'Choose a provider' });
const firstHeart = (page: Page) =>
  page.getByRole('list', { name: 'Games', exact: true }).getByRole('listitem').first().getByRole('button', { name: /^Favorite: / });

/** A category of several vendors opens on its vendor grid: its All games lists every game. */
async function openAllGames(page: Page): Promise<void> {
  await vendorGrid(page).getByRole('button', { name: /^All games/ }).tap();
  await page.getByRole('list', { name: 'Games', exact: true }).getByRole('listitem').first().waitFor();
}

/** A touch at the middle of the element (in view first), as a thumb taps it: Playwright's touchscreen, no in-page checks. */
async function tapOn(page: Page, locator: Locator): Promise<() => Promise<void>> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element to tap has no box');
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * Polls the element's attribute, every POLL_MS, until it has the value (a toggle's aria-pressed, a
 * tab's aria-selected). It takes the element itself, found beforehand, so that no locator runs in
 * the page while it polls at 4×.
 */
async function waitAttribute(page: Page, element: ElementHandle<Element> | null, name: string, value: string): Promise<void> {
  await page.waitForFunction(
    ({ element, attribute, expected }) => element?.getAttribute(attribute) === expected,
    { element, attribute: name, expected: value },
    { polling: POLL_MS },
  );
}

/** Taps the toggle and waits until it reads pressed (or not). */
async function togglePlan(page: Page, toggle: Locator, pressed: 'true' | 'false'): Promise<Plan> {
  const handle = await toggle.elementHandle();
  const input = await tapOn(page, toggle);
  return {
    input,
    done: () => waitAttribute(page, handle, 'aria-pressed', pressed),
    shows: async () => waitAttribute(page, await toggle.elementHandle(), 'aria-pressed', pressed),
  };
}

// Three letters of several games' names (Dragon …), typed until the results show.
const SEARCH_TERM = 'dra';
// One of the demo bKash channel's quick amounts, typed in full: its chip then reads pressed.
const DEPOSIT_AMOUNT = '5000.00';

/** Types `text` key by key, each key once the focused field shows the ones before, as a player types. */
async function typeKeys(page: Page, text: string): Promise<void> {
  for (let length = 1; length <= text.length; length += 1) {
    await page.keyboard.press(text[length - 1] ?? '');
    await page.waitForFunction((expected) => (document.activeElement as HTMLInputElement | null)?.value === expected, text.slice(0, length), {
      polling: POLL_MS,
    });
  }
}

const SCENARIOS: Scenario[] = [
  {
    name: INTERACTIONS.loginPopup,
    path: '/m/home?lang=EN',
    plan: async (page) => ({
      input: await tapOn(page, page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' })),
      done: () => page.waitForFunction(() => document.querySelector('[role="dialog"]') !== null, undefined, { polling: POLL_MS }).then(() => undefined),
      shows: () => loginDialog(page).waitFor(),
    }),
  },
  {
    name: INTERACTIONS.loginTab,
    path: '/m/home?lang=EN',
    prepare: async (page) => {
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).tap();
      await loginDialog(page).getByRole('tab', { name: 'Mobile number' }).waitFor();
    },
    plan: async (page) => {
      const tab = loginDialog(page).getByRole('tab', { name: 'Mobile number' });
      const handle = await tab.elementHandle();
      return {
        input: await tapOn(page, tab),
        done: () => waitAttribute(page, handle, 'aria-selected', 'true'),
        shows: () => loginDialog(page).getByRole('textbox', { name: 'Mobile number' }).waitFor(),
      };
    },
  },
  {
    name: INTERACTIONS.vendorFilter,
    path: '/m/slot-games?lang=EN',
    prepare: openAllGames,
    plan: (page) => togglePlan(page, page.getByRole('group', { name: 'Providers' }).getByRole('button', { name: /^JILI / }), 'true'),
  },
  {
    name: INTERACTIONS.search,
    path: '/m/search-games?lang=EN',
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
    },
    plan: async (page) => {
      await page.getByRole('searchbox', { name: 'Search games' }).focus();
      return {
        input: () => typeKeys(page, SEARCH_TERM),
        done: () => page.waitForFunction(() => document.querySelector('[aria-label="Search results"] li') !== null, undefined, { polling: POLL_MS }).then(() => undefined),
        shows: () => page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().waitFor(),
      };
    },
  },
  {
    name: INTERACTIONS.favourite,
    path: '/m/slot-games?lang=EN',
    member: true,
    prepare: async (page) => {
      await openAllGames(page);
      // A heart left on by an earlier, interrupted run would measure the removal instead.
      if ((await firstHeart(page).getAttribute('aria-pressed')) === 'true') {
        await firstHeart(page).tap();
        await waitAttribute(page, await firstHeart(page).elementHandle(), 'aria-pressed', 'false');
      }
    },
    plan: (page) => togglePlan(page, firstHeart(page), 'true'),
    reset: async (page) => {
      await firstHeart(page).tap();
      await waitAttribute(page, await firstHeart(page).elementHandle(), 'aria-pressed', 'false');
    },
  },
  {
    name: INTERACTIONS.promotion,
    path: '/m/activity?lang=EN',
    prepare: async (page) => {
      await page.getByRole('list', { name: 'Promotions' }).getByRole('link', { name: /^View / }).first().waitFor();
    },
    plan: async (page) => {
      const list = page.getByRole('list', { name: 'Promotions' });
      const title = ((await list.getByRole('heading').first().textContent()) ?? '').trim();
      const listHandle = await list.elementHandle();
      return {
        input: await tapOn(page, list.getByRole('link', { name: `View ${title}` })),
        // The list leaves first, so the title found next is the detail page's, not the list's.
        done: () =>
          page
            .waitForFunction(
              ({ element, heading }) => !element?.isConnected && [...document.querySelectorAll('h1, h2')].some((found) => found.textContent?.trim() === heading),
              { element: listHandle, heading: title },
              { polling: POLL_MS },
            )
            .then(() => undefined),
        shows: () => page.getByRole('heading', { name: title }).waitFor(),
      };
    },
  },
  {
    // Issue 48: the deposit's amount, key by key; each key re-checks it against the channel's limits.
    name: INTERACTIONS.depositAmount,
    path: '/m/voucherCenter?lang=EN',
    member: true,
    prepare: async (page) => {
      await page.getByLabel('Amount (BDT)').waitFor();
    },
    plan: async (page) => {
      await page.getByLabel('Amount (BDT)').focus();
      return {
        input: () => typeKeys(page, DEPOSIT_AMOUNT),
        done: () =>
          page
            .waitForFunction(() => document.querySelector('[aria-label="Quick amounts"] [aria-pressed="true"]') !== null, undefined, { polling: POLL_MS })
            .then(() => undefined),
        shows: async () => {
          await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '5,000.00', pressed: true }).waitFor();
        },
      };
    },
  },
];

// The site loads its deferred parts (page footer, popups' code, a promotion's detail) once the
// network has been quiet for 1 s (src/ui/use-settled.ts): a try starts after a longer quiet spell,
// so it measures the page a player has in front of them, not one still mounting those parts.
const QUIET_BEFORE_TRY_MS = 1_500;
const QUIET_CHECK_MS = 100;

/**
 * Waits until the page has fetched nothing for QUIET_BEFORE_TRY_MS (no request in flight either)
 * and its main thread then has an idle moment.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_BEFORE_TRY_MS) {
      if (Date.now() > deadline) throw new Error(`the page did not go quiet for ${QUIET_BEFORE_TRY_MS} ms within ${STEP_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, QUIET_CHECK_MS));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
}

/**
 * The entries since `since`, once every interaction counted since then (performance.interactionCount)
 * has its entry, or after ENTRY_WAIT_MS: an interaction without one painted within the threshold.
 */
async function collectEntries(page: Page, since: { time: number; count: number }): Promise<EventEntry[]> {
  // No named helpers inside: the function is sent to the page as text, without tsx's name shim.
  return page.evaluate(async ({ time, count, waitMs }) => {
    const deadline = performance.now() + waitMs;
    for (;;) {
      const entries = (window.__benchEvents ?? []).filter((entry) => entry.startTime >= time);
      const seen = new Set(entries.filter((entry) => entry.interactionId > 0).map((entry) => entry.interactionId)).size;
      const total = (performance as Performance & { interactionCount?: number }).interactionCount;
      if (seen >= (total ?? Number.POSITIVE_INFINITY) - count || performance.now() > deadline) return entries;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, { ...since, waitMs: ENTRY_WAIT_MS });
}

async function measureTry(page: Page, cdp: CDPSession, scenario: Scenario): Promise<number | null> {
  await page.goto(scenario.path, { waitUntil: 'load' });
  await scenario.prepare?.(page);
  await settle(page);
  const plan = await scenario.plan(page);
  // Playwright's in-page helper that waitForFunction polls with (a script of some 330 KB) enters
  // each new page on first use: here, at full speed, rather than by `done` within the measured frames.
  await page.waitForFunction(() => true, undefined, { polling: POLL_MS });
  const since = await page.evaluate(() => ({
    time: performance.now(),
    count: (performance as Performance & { interactionCount?: number }).interactionCount ?? 0,
  }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let entries: EventEntry[];
  try {
    await plan.input();
    await plan.done();
    entries = await collectEntries(page, since);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  await plan.shows();
  await scenario.reset?.(page);
  return slowestInteraction(entries);
}

async function measureScenario(browser: Browser, origin: string, scenario: Scenario): Promise<InteractionResult> {
  const tries: (number | null)[] = [];
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ ...devices[DEVICE], baseURL: origin });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    await page.addInitScript(observeEvents, DURATION_THRESHOLD_MS);
    await skipHomePopups(page);
    if (scenario.member) await logIn(page, context.request);
    const cdp = await context.newCDPSession(page);
    for (let index = 0; index < TRIES; index += 1) tries.push(await measureTry(page, cdp, scenario));
    return { name: scenario.name, path: scenario.path, tries, summary: summariseTries(tries), error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error);
    return { name: scenario.name, path: scenario.path, tries, summary: null, error: `try ${tries.length + 1}: ${message}` };
  } finally {
    await context?.close();
  }
}

/**
 * The player's first interactions at 4× CPU slowdown, each tried ten times on a freshly loaded page
 * (so every try measures the same first tap or keystroke): the page loads and gets ready at full
 * speed, and only the interaction itself runs slowed down. Each try's figure is the Event Timing
 * API's duration of its slowest interaction, from input to the next paint, as INP counts it.
 */
export async function measureInteractions(browser: Browser, origin: string): Promise<InteractionsResult> {
  const interactions: InteractionResult[] = [];
  for (const scenario of SCENARIOS) {
    console.info(`  ${scenario.name}…`);
    interactions.push(await measureScenario(browser, origin, scenario));
  }
  return { device: DEVICE, cpuSlowdown: CPU_SLOWDOWN, triesEach: TRIES, interactions };
}
