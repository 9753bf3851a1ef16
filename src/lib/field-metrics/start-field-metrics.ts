import type { Metric } from 'web-vitals';
import { config } from '../../config';
import { deliverCaughtErrors } from './early-errors.ts';
import { createReportQueue } from './report-queue.ts';
import { errorReport, routeOf, type FieldReport } from './reports.ts';

// Field metrics (README "Field metrics"): Core Web Vitals and uncaught errors from real players. None of it
// is on the first load: main.tsx loads this module once the page has settled (after-settling.ts),
// and the errors caught before then wait in early-errors.ts. The web-vitals observers read the
// buffered entries, so LCP, CLS and slow interactions before that are not lost.

function beacon(body: string): boolean {
  return navigator.sendBeacon(
    `${config.apiBase}/wps/vitals`,
    new Blob([body], { type: 'application/json' }),
  );
}

export function startFieldMetrics(): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const queue = createReportQueue(beacon);
  const add = (report: FieldReport) => queue.add(report);
  deliverCaughtErrors((caught) =>
    add(errorReport(caught.thrown, caught.message, caught.source, caught.line, caught.path)),
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('pagehide', () => queue.flush());
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    // Each vital is reported for the route the player was on when it was measured.
    const vital = ({ name, value, rating }: Metric) =>
      add({
        kind: 'vital',
        name,
        value: Math.max(0, value),
        rating,
        route: routeOf(location.pathname),
      });
    onLCP(vital);
    onINP(vital);
    onCLS(vital);
    onTTFB(vital);
    onFCP(vital);
  });
}
