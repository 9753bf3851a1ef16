import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile75, redactMessage } from '../../server/services/field-metrics.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Issue 29 item 6: players' Core Web Vitals and errors arrive by sendBeacon (no Merchant header),
// are validated and rate-limited, carry no personal data, and /dev/vitals summarises them.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const beacon = (app: ReturnType<typeof createTestApp>, body: unknown) =>
  call(app, '/wps/vitals', { method: 'POST', body, headers: { Merchant: '' } });
const vital = (name: string, value: number, route = '/m/home', rating = 'good') => ({
  kind: 'vital',
  name,
  value,
  rating,
  route,
});

describe('POST /wps/vitals', () => {
  it('takes vitals and errors without a Merchant header and /dev/vitals gives p75 per route and metric', async () => {
    const app = createTestApp(database.db, { devTools: true });
    const lcp = [900, 1200, 1500, 1800, 2600].map((value) =>
      vital('LCP', value, '/m/home', value > 2500 ? 'needs-improvement' : 'good'),
    );
    const answer = await beacon(app, {
      reports: [
        ...lcp,
        vital('INP', 80, '/m/slot-games'),
        {
          kind: 'error',
          message: 'boom at 01712345678 for rafi@example.com',
          source: 'index-abc.js',
          line: 12,
          route: '/m/home',
        },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ accepted: 7 });
    const summary = (await call(app, '/dev/vitals')).body as unknown as {
      vitals: unknown[];
      errors: { message: string; count: number }[];
    };
    expect(summary.vitals).toEqual([
      { route: '/m/home', name: 'LCP', count: 5, p75: 1800, good: 4, needsImprovement: 1, poor: 0 },
      {
        route: '/m/slot-games',
        name: 'INP',
        count: 1,
        p75: 80,
        good: 1,
        needsImprovement: 0,
        poor: 0,
      },
    ]);
    // Phone numbers and e-mail addresses never reach the summary (nor the log, which gets the same text).
    expect(summary.errors).toEqual([
      expect.objectContaining({ message: 'boom at [number] for [e-mail]', count: 1 }),
    ]);
  });

  it('refuses what is not a report with the 400 envelope, never a 500', async () => {
    const app = createTestApp(database.db, { devTools: true });
    const bad = [
      {},
      { reports: [] },
      { reports: [vital('FID', 10)] },
      { reports: [vital('LCP', -1)] },
      { reports: [vital('LCP', 100, 'https://evil.example/')] },
      { reports: [vital('LCP', 100, '/m/reset-password?token=secret')] },
      {
        reports: [
          { kind: 'error', message: 'x\u0000y', source: 'a.js', line: 1, route: '/m/home' },
        ],
      },
      { reports: Array.from({ length: 26 }, () => vital('CLS', 0.01)) },
    ];
    for (const body of bad) {
      const answer = await beacon(app, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    }
  });

  it('is rate-limited per address, and /dev/vitals exists only with the development controls', async () => {
    const app = createTestApp(database.db, { devTools: false, clientIp: () => '203.0.113.77' });
    const statuses: number[] = [];
    for (let i = 0; i < 241; i += 1)
      statuses.push((await beacon(app, { reports: [vital('TTFB', 120)] })).status);
    expect(statuses.slice(0, 240).every((status) => status === 200)).toBe(true);
    expect(statuses[240]).toBe(429);
    expect((await call(app, '/dev/vitals')).status).toBe(404);
  });
});

describe('field metric helpers', () => {
  it('takes the nearest-rank 75th percentile', () => {
    expect(percentile75([])).toBe(0);
    expect(percentile75([5])).toBe(5);
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([10, 20, 30, 40, 50, 60, 70, 80])).toBe(60);
  });

  it('redacts e-mail addresses, long numbers and query strings', () => {
    expect(
      redactMessage(
        'GET /m/x?token=abc failed for a.b+c@mail.co.uk, card 4111111111111111, code 1234',
      ),
    ).toBe('GET /m/x?… failed for [e-mail], card [number], code 1234');
  });
});
