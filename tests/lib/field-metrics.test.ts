import { describe, expect, it } from 'vitest';
import { createReportQueue, ERRORS_PER_PAGE } from '../../src/lib/field-metrics/report-queue.ts';
import {
  errorReport,
  routeOf,
  sourceOf,
  type FieldReport,
} from '../../src/lib/field-metrics/reports.ts';

// What leaves the phone must be what the server takes (tests/server/field-metrics.test.ts) and
// carry no personal data: no query strings, no origins, one line of text per message.

describe('field reports', () => {
  it('reports a route as its path under /m, never its query', () => {
    expect(routeOf('/m/home')).toBe('/m/home');
    expect(routeOf('/m/slot-games/')).toBe('/m/slot-games');
    expect(routeOf('/m')).toBe('/m');
    expect(routeOf('/m/%E0%A6%95')).toBe('/m/other');
    expect(routeOf('/elsewhere')).toBe('/m/other');
  });

  it('reduces a script address to its file name', () => {
    expect(sourceOf('https://site.example/m/assets/index-Ab12.js?v=3#x')).toBe('index-Ab12.js');
    expect(sourceOf(undefined)).toBe('');
  });

  it('makes one line of at most 300 characters from anything thrown', () => {
    expect(errorReport(new Error('bad\nthing'), '', 'https://a/m/x.js', 7, '/m/home')).toEqual({
      kind: 'error',
      message: 'bad thing',
      source: 'x.js',
      line: 7,
      route: '/m/home',
    });
    expect(errorReport({ odd: true }, 'Script error.', '', undefined, '/m/login')).toMatchObject({
      message: 'Script error.',
      line: 0,
    });
    expect(errorReport('x'.repeat(400), '', '', 1, '/m/home')).toMatchObject({
      message: 'x'.repeat(300),
    });
    expect(errorReport(new Error(''), '', '', -1, '/m/home')).toMatchObject({
      message: 'unknown error',
      line: 0,
    });
  });
});

describe('report queue', () => {
  const vital = (value: number): FieldReport => ({
    kind: 'vital',
    name: 'LCP',
    value,
    rating: 'good',
    route: '/m/home',
  });

  it('sends what waits in batches of at most 25 and then nothing more', () => {
    const sent: string[] = [];
    const queue = createReportQueue((body) => sent.push(body) > 0);
    for (let i = 0; i < 30; i += 1) queue.add(vital(i));
    queue.flush();
    expect(sent.map((body) => (JSON.parse(body) as { reports: unknown[] }).reports.length)).toEqual(
      [25, 5],
    );
    queue.flush();
    expect(sent).toHaveLength(2);
  });

  it('keeps at most ten errors a page, vitals still going', () => {
    const sent: string[] = [];
    const queue = createReportQueue((body) => sent.push(body) > 0);
    for (let i = 0; i < ERRORS_PER_PAGE + 5; i += 1)
      queue.add(errorReport(new Error(`e${i}`), '', '', 1, '/m/home'));
    queue.add(vital(1));
    expect(queue.size).toBe(ERRORS_PER_PAGE + 1);
  });
});
