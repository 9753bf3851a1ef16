// What the site reports from the field (POST /wps/vitals, docs/api.md "Field metrics"): the same
// shapes the server validates. No personal data: a route is a path under /m without its query.

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FCP';

export type FieldReport =
  | { kind: 'vital'; name: VitalName; value: number; rating: 'good' | 'needs-improvement' | 'poor'; route: string }
  | { kind: 'error'; message: string; source: string; line: number; route: string };

/** The server takes at most 25 reports a beacon, messages of 300 characters and sources of 200. */
export const REPORTS_PER_BEACON = 25;
const MESSAGE_MAX = 300;
const SOURCE_MAX = 200;
const ROUTE = /^\/m(\/[\w.-]*)*$/;

/** The page's route as the server takes it: the path alone, or '/m/other' for anything else. */
export function routeOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE.test(path) && path.length <= 120 ? path : '/m/other';
}

/** A script's address reduced to its file name: no origin, no query. */
export function sourceOf(url: string | undefined): string {
  if (!url) return '';
  const path = url.split(/[?#]/)[0] ?? '';
  return (path.slice(path.lastIndexOf('/') + 1) || path).slice(0, SOURCE_MAX);
}

/** An error report from whatever was thrown. */
export function errorReport(thrown: unknown, fallbackMessage: string, source: string | undefined, line: number | undefined, pathname: string): FieldReport {
  const text = thrown instanceof Error ? thrown.message : typeof thrown === 'string' ? thrown : fallbackMessage;
  // Control characters are refused by the server: a message is one line of plain text.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const message = (text || fallbackMessage || 'unknown error').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, MESSAGE_MAX) || 'unknown error';
  return { kind: 'error', message, source: sourceOf(source), line: Number.isInteger(line) && (line as number) >= 0 ? (line as number) : 0, route: routeOf(pathname) };
}
