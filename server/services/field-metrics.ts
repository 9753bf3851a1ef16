// Core Web Vitals and uncaught errors reported by players' browsers (POST /wps/vitals), kept per
// process for the development summary (/dev/vitals). The logs are the durable record: every report
// is logged once; this store only answers "how is it going" on a running server.

import type {
  ErrorReport,
  FieldReport,
  VitalName,
  VitalReport,
} from '../../shared/field-reports.ts';
import { VITAL_NAMES } from '../../shared/field-reports.ts';

export type { FieldReport } from '../../shared/field-reports.ts';

/** The latest values kept per route and metric: enough for a stable 75th percentile. */
const VALUES_PER_SERIES = 1_000;
/** Distinct errors kept (by message, source and line); further new ones are counted as "other". */
const DISTINCT_ERRORS = 200;

export interface VitalSummary {
  route: string;
  name: VitalName;
  count: number;
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface ErrorSummary {
  message: string;
  source: string;
  line: number;
  routes: string[];
  count: number;
}

/** The 75th percentile by the nearest-rank method (what CrUX and web-vitals' guidance use). */
export function percentile75(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] as number;
}

interface Series {
  values: number[];
  ratings: { good: number; 'needs-improvement': number; poor: number };
}

export class FieldMetrics {
  private readonly series = new Map<string, Series>();
  private readonly errors = new Map<string, ErrorSummary>();
  private otherErrors = 0;
  readonly since = new Date();

  record(report: FieldReport): void {
    if (report.kind === 'vital') this.recordVital(report);
    else this.recordError(report);
  }

  private recordVital(report: VitalReport): void {
    const key = `${report.route}\u0000${report.name}`;
    let series = this.series.get(key);
    if (series === undefined) {
      series = { values: [], ratings: { good: 0, 'needs-improvement': 0, poor: 0 } };
      this.series.set(key, series);
    }
    series.values.push(report.value);
    if (series.values.length > VALUES_PER_SERIES) series.values.shift();
    series.ratings[report.rating] += 1;
  }

  private recordError(report: ErrorReport): void {
    const key = `${report.message}\u0000${report.source}\u0000${report.line}`;
    const known = this.errors.get(key);
    if (known !== undefined) {
      known.count += 1;
      if (!known.routes.includes(report.route) && known.routes.length < 10)
        known.routes.push(report.route);
      return;
    }
    if (this.errors.size >= DISTINCT_ERRORS) {
      this.otherErrors += 1;
      return;
    }
    this.errors.set(key, {
      message: report.message,
      source: report.source,
      line: report.line,
      routes: [report.route],
      count: 1,
    });
  }

  summary(): {
    since: string;
    vitals: VitalSummary[];
    errors: ErrorSummary[];
    otherErrors: number;
  } {
    const vitals = [...this.series.entries()].map(([key, series]) => {
      const [route, name] = key.split('\u0000') as [string, VitalName];
      const { good, poor } = series.ratings;
      return {
        route,
        name,
        count: good + series.ratings['needs-improvement'] + poor,
        p75: percentile75(series.values),
        good,
        needsImprovement: series.ratings['needs-improvement'],
        poor,
      };
    });
    vitals.sort(
      (a, b) =>
        a.route.localeCompare(b.route) || VITAL_NAMES.indexOf(a.name) - VITAL_NAMES.indexOf(b.name),
    );
    const errors = [...this.errors.values()].sort((a, b) => b.count - a.count);
    return { since: this.since.toISOString(), vitals, errors, otherErrors: this.otherErrors };
  }
}

/**
 * What a browser's error message may carry that is not ours to keep: e-mail addresses, long runs of
 * digits (phone numbers, tokens, card numbers) and URLs' query strings.
 */
export function redactMessage(message: string): string {
  return message
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[e-mail]')
    .replace(/\?[^\s'"]*/g, '?…')
    .replace(/\d{6,}/g, '[number]');
}
