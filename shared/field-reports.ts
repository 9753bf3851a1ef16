// What the site reports from the field and the server takes (POST /wps/vitals, docs/api.md "Field
// metrics"): one definition both sides read. No personal data: a route is a path under /m without
// its query, an error its one-line message, its script's file name and a line.

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export interface VitalReport {
  kind: 'vital';
  name: VitalName;
  /** Milliseconds, except CLS (a unitless score). */
  value: number;
  rating: VitalRating;
  route: string;
}

export interface ErrorReport {
  kind: 'error';
  message: string;
  source: string;
  line: number;
  route: string;
}

export type FieldReport = VitalReport | ErrorReport;

/** Limits of one beacon: reports, and the lengths of an error's message and source and of a route. */
export const REPORTS_PER_BEACON = 25;
export const MESSAGE_MAX = 300;
export const SOURCE_MAX = 200;
export const ROUTE_MAX = 120;
/** A route: a path under /m, nothing else (no query, no other origin). */
export const FIELD_ROUTE = /^\/m(\/[\w.-]*)*$/;
