import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { defaultSiteConfig } from '../../server/config/site-config.ts';
import { createLogger } from '../../server/logger.ts';
import { call } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Every request gets an id, answered in X-Request-Id and carried by every log line written while it
// is served, whichever code writes the line (server/README.md "Request ids").

interface LogLine {
  msg: string;
  requestId?: string;
  path?: string;
}

let database: TestDatabase;
const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n'))
      if (text.trim() !== '') lines.push(JSON.parse(text) as LogLine);
    done();
  },
});

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

function appWith(trustProxy: boolean) {
  return createApp({
    db: database.db,
    siteConfig: defaultSiteConfig(),
    logger: createLogger('info', sink),
    devTools: true,
    staticDir: null,
    trustProxy,
    siteCacheMs: 0,
  });
}

const vitals = {
  reports: [{ kind: 'vital', name: 'LCP', value: 1200, rating: 'good', route: '/m/home' }],
};

describe('request ids', () => {
  it('answers each request with its own id, and every log line of the request carries it', async () => {
    const app = appWith(false);
    lines.length = 0;
    const first = await call(app, '/wps/vitals', { method: 'POST', body: vitals });
    const second = await call(app, '/wps/vitals', { method: 'POST', body: vitals });
    const ids = [first.headers.get('X-Request-Id'), second.headers.get('X-Request-Id')];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    // Each beacon writes the route's own line ('field vital') and the request line.
    for (const id of ids) {
      const own = lines.filter((line) => line.requestId === id);
      expect(own.map((line) => line.msg).sort()).toEqual(['field vital', 'request']);
    }
    expect(lines.filter((line) => line.requestId === undefined)).toEqual([]);
  });

  it('answers refusals and unknown paths with the id too', async () => {
    const app = appWith(false);
    lines.length = 0;
    const refused = await call(app, '/wps/vitals', { method: 'POST', body: { reports: [] } });
    const unknown = await call(app, '/wps/no-such-call');
    expect(refused.status).toBe(400);
    expect(unknown.status).toBe(404);
    for (const answer of [refused, unknown]) {
      const id = answer.headers.get('X-Request-Id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.some((line) => line.requestId === id && line.msg === 'request')).toBe(true);
    }
  });

  it('takes the id a trusted proxy sends, and never one a caller chooses for itself', async () => {
    const fromProxy = await call(appWith(true), '/wps/no-such-call', {
      headers: { 'X-Request-Id': 'lb-4711.abc' },
    });
    expect(fromProxy.headers.get('X-Request-Id')).toBe('lb-4711.abc');
    const forged = await call(appWith(false), '/wps/no-such-call', {
      headers: { 'X-Request-Id': 'chosen-by-the-caller' },
    });
    expect(forged.headers.get('X-Request-Id')).not.toBe('chosen-by-the-caller');
    const unsafe = await call(appWith(true), '/wps/no-such-call', {
      headers: { 'X-Request-Id': 'a b\tc' },
    });
    expect(unsafe.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
