/**
 * The end-to-end suites run on E2E_WORKERS Playwright workers (2 by default: the CI machine has
 * 2 cores, and a test spends most of its time waiting on the browser), and every worker talks to
 * a server of its own: tests change the site configuration and the demo data through /dev/site
 * and /dev/reset, so two workers on one server would change each other's screens.
 *
 * Worker n (Playwright's parallelIndex, which a restarted worker keeps) uses port E2E_PORT + n.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const FIRST_PORT = Number(process.env.E2E_PORT ?? 4310);

export function e2ePort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}

export function e2eOrigin(parallelIndex: number): string {
  return `http://127.0.0.1:${e2ePort(parallelIndex)}`;
}
