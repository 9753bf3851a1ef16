import { devices, type Browser, type Page } from '@playwright/test';

export interface GameScrollResult {
  url: string;
  device: string;
  cpuSlowdown: number;
  /** Games in the list when scrolling stopped, and the list's total (its rows' set size). */
  reached: number;
  total: number | null;
  /** False when the step's time bound or a stall stopped it before the total. */
  completed: boolean;
  scrollS: number;
  /** Largest sampled node count of the "Games" list element, itself included. */
  maxGridNodes: number;
  samples: number;
  /** Long tasks while scrolling (the budget) — the page load before it is reported apart. */
  longestTaskMs: number | null;
  longTasksOver100: number;
  longTasks: number;
  longestLoadTaskMs: number | null;
}

const DEVICE = 'Pixel 7';
const CPU_SLOWDOWN = 4;
const PATH = '/m/slot-games?lang=EN';
// 1,500 games at 24 a page is ~63 pages, loaded at most once a second: minutes, not hours.
const TIME_BOUND_MS = 6 * 60_000;
// No new row for this long after repeated scrolls to the end means the list stopped growing.
const STALL_MS = 20_000;

declare global {
  interface Window {
    __benchLongTasks?: { start: number; duration: number }[];
  }
}

/** Runs before the app's scripts, so no long task of the load or the scroll goes unseen. */
function observeLongTasks(): void {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks?.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Loaded games and the grid's node count. The grid is windowed and the page sits at its end, so
 * the last rendered row's position (aria-posinset) is the number of games loaded.
 */
function sample(page: Page) {
  return page.getByRole('list', { name: 'Games', exact: true }).evaluate((list) => ({
    loaded: Number(list.querySelector(':scope > li:last-child')?.getAttribute('aria-posinset') ?? 0),
    nodes: list.querySelectorAll('*').length + 1,
  }));
}

/**
 * Scrolls /m/slot-games to its end in Chromium with 4× CPU slowdown, as a player would keep
 * flicking to the bottom: each scroll lands near the end, the site loads the next page (at most
 * once a second), and the grid must stay small and the main thread responsive throughout.
 */
export async function measureGameScroll(browser: Browser, origin: string): Promise<GameScrollResult> {
  const context = await browser.newContext({ ...devices[DEVICE] });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const url = origin + PATH;
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // A category of several vendors opens on its vendor grid: the whole list is behind All games.
    await page.getByRole('list', { name: 'Choose a provider' }).getByRole('button', { name: /^All games/ }).click({ timeout: 120_000 });
    const list = page.getByRole('list', { name: 'Games', exact: true });
    await list.locator('li').first().waitFor({ timeout: 120_000 });
    // The list's own total (every row carries it as its set size): the category's games behind All,
    // which is not the API's count of the whole game type (other vendors' games of the type too).
    const setSize = Number(await list.locator('li').first().getAttribute('aria-setsize'));
    const total = Number.isInteger(setSize) && setSize > 0 ? setSize : null;

    const scrollStart = await page.evaluate(() => performance.now());
    const started = Date.now();
    let grew = Date.now();
    let { loaded, nodes: maxGridNodes } = await sample(page);
    let samples = 1;
    while ((total === null || loaded < total) && Date.now() - started < TIME_BOUND_MS && Date.now() - grew < STALL_MS) {
      // Up a little, then to the end: two real scroll events, so the near-end check runs again
      // once the one-second throttle has passed even when the page already sits at its end.
      await page.evaluate(() => {
        window.scrollBy(0, -200);
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await page.waitForTimeout(400);
      const now = await sample(page);
      samples += 1;
      maxGridNodes = Math.max(maxGridNodes, now.nodes);
      if (now.loaded > loaded) grew = Date.now();
      loaded = Math.max(loaded, now.loaded);
    }
    const scrollS = Math.round((Date.now() - started) / 100) / 10;

    const tasks = await page.evaluate(() => window.__benchLongTasks ?? []);
    const scrolling = tasks.filter((task) => task.start >= scrollStart).map((task) => task.duration);
    const loading = tasks.filter((task) => task.start < scrollStart).map((task) => task.duration);
    const longest = (durations: number[]) => (durations.length > 0 ? Math.round(Math.max(...durations)) : null);
    return {
      url,
      device: DEVICE,
      cpuSlowdown: CPU_SLOWDOWN,
      reached: loaded,
      total,
      completed: total !== null && loaded >= total,
      scrollS,
      maxGridNodes,
      samples,
      // No long task at all while scrolling is a 0 ms longest task, not a missing measurement.
      longestTaskMs: longest(scrolling) ?? 0,
      longTasksOver100: scrolling.filter((duration) => duration > 100).length,
      longTasks: scrolling.length,
      longestLoadTaskMs: longest(loading),
    };
  } finally {
    await context.close();
  }
}
