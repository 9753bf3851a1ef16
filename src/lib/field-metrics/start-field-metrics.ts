import type { Metric } from 'web-vitals';
import { config } from '../../config';
import { createReportQueue } from './report-queue.ts';
import { errorReport, routeOf, type FieldReport } from './reports.ts';

// Field metrics (issue 29 item 6): Core Web Vitals and uncaught errors from real players. Nothing of
// it is on the first load's critical path: the error listeners are a few lines; the web-vitals
// library is fetched after the page has loaded, gone idle and stayed so for a while (its observers
// read the buffered entries, so LCP, CLS and slow interactions before that are not lost).

const IDLE_TIMEOUT_MS = 5000;
/** After the idle moment: the first view's own late requests (images, the next screen) go first. */
const SETTLE_DELAY_MS = 4000;

function beacon(body: string): boolean {
  return navigator.sendBeacon(`${config.apiBase}/wps/vitals`, new Blob([body], { type: 'application/json' }));
}

function afterSettling(start: () => void): void {
  const later = () => window.setTimeout(start, SETTLE_DELAY_MS);
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(later, { timeout: IDLE_TIMEOUT_MS });
    else later();
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

export function startFieldMetrics(): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const queue = createReportQueue(beacon);
  const add = (report: FieldReport) => queue.add(report);
  window.addEventListener('error', (event) => add(errorReport(event.error, event.message, event.filename, event.lineno, location.pathname)));
  window.addEventListener('unhandledrejection', (event) => add(errorReport(event.reason, 'unhandled rejection', undefined, undefined, location.pathname)));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', () => queue.flush());
  afterSettling(() => {
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      // Each vital is reported for the route the player was on when it was measured.
      const vital = ({ name, value, rating }: Metric) => add({ kind: 'vital', name, value: Math.max(0, value), rating, route: routeOf(location.pathname) });
      onLCP(vital);
      onINP(vital);
      onCLS(vital);
      onTTFB(vital);
      onFCP(vital);
    });
  });
}
