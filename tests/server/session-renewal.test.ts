import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertSession } from '../../server/db/queries/sessions.ts';
import { sessions } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { hashSessionToken, newSessionToken } from '../../server/services/session-token.ts';
import { TIMINGS } from '../requirements/timings.ts';
import { DEMO_ACCOUNTS, resetAccounts, tokenOf } from './helpers/accounts.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Requirements A7.4: the member's session slides by each renewal (4 h) up to 24 h after the sign-in;
// trial sessions keep their 2 h. The numbers come from the requirements' table, not the server.
const LIFETIME = TIMINGS.sessionLifetime.ms;
const MAX_AGE = TIMINGS.sessionMaxAge.ms;
const TRIAL_LIFETIME = TIMINGS.trialSessionLifetime.ms;
// The database and this process read the same clock; an answer is a few calls later than `Date.now()`.
const SLACK = 10_000;

let database: TestDatabase;
let app: Hono<AppEnv>;
const { member } = DEMO_ACCOUNTS;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  app = createTestApp(database.db);
});

const renew = (token: string, target = app) =>
  call(target, '/wps/session/renew', {
    method: 'POST',
    body: {},
    headers: { Authorization: token },
  });

async function expiryOf(token: string): Promise<number> {
  const [row] = await database.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  if (row === undefined) throw new Error('no such session');
  return row.expiresAt.getTime();
}

/** A member session signed in `ageMs` ago that ends in `leftMs`. */
async function sessionOf(ageMs: number, leftMs: number, type = 0): Promise<string> {
  const token = newSessionToken();
  const now = Date.now();
  await insertSession(database.db, {
    tokenHash: hashSessionToken(token),
    userName: type === 4 ? 'trial_00000000aa' : member.userName,
    merchantCode: 'bdbt',
    type,
    createdAt: new Date(now - ageMs),
    expiresAt: new Date(now + leftMs),
  });
  return token;
}

describe('POST /wps/session/renew (requirements A7.4)', () => {
  it('a sign-in lasts 4 h; a renewal slides it to 4 h from now and answers the new expiry', async () => {
    const token = await tokenOf(app, member.userName, member.password);
    const signedIn = await expiryOf(token);
    expect(Math.abs(signedIn - (Date.now() + LIFETIME))).toBeLessThan(SLACK);

    const later = await sessionOf(2 * 60 * 60_000, 60 * 60_000);
    const before = Date.now();
    const answer = await renew(later);
    expect(answer.status).toBe(200);
    const value = answer.body.value as { expiresAt: string; secondsLeft: number };
    const expiresAt = Date.parse(value.expiresAt);
    expect(expiresAt).toBe(await expiryOf(later));
    expect(expiresAt - before).toBeGreaterThanOrEqual(LIFETIME - SLACK);
    expect(expiresAt - before).toBeLessThanOrEqual(LIFETIME + SLACK);
    expect(Math.abs(value.secondsLeft * 1000 - LIFETIME)).toBeLessThan(SLACK);
    // The renewed session works for the player's calls.
    expect(
      (await call(app, '/wps/member/info', { headers: { Authorization: later } })).status,
    ).toBe(200);
  });

  it('never past 24 h after the sign-in, and never shorter than it was', async () => {
    const nearCap = await sessionOf(MAX_AGE - 60 * 60_000, 30 * 60_000);
    const createdAt = Date.now() - (MAX_AGE - 60 * 60_000);
    const value = (await renew(nearCap)).body.value as { expiresAt: string; secondsLeft: number };
    expect(Math.abs(Date.parse(value.expiresAt) - (createdAt + MAX_AGE))).toBeLessThan(SLACK);
    expect(value.secondsLeft).toBeLessThanOrEqual(60 * 60);

    // A session that already ends later than a renewal would make it keeps its expiry.
    const long = await sessionOf(0, LIFETIME + 60 * 60_000);
    const kept = await expiryOf(long);
    await renew(long);
    expect(await expiryOf(long)).toBe(kept);
  });

  it('an expired, a logged-out or an unknown token answers 401 login.not.session and renews nothing', async () => {
    const expired = await sessionOf(5 * 60 * 60_000, -1000);
    const expiredAt = await expiryOf(expired);
    const loggedOut = await tokenOf(app, member.userName, member.password);
    await call(app, '/wps/session/logout', {
      method: 'DELETE',
      body: {},
      headers: { Authorization: loggedOut },
    });
    for (const token of [expired, loggedOut, 'not-a-session']) {
      const answer = await renew(token);
      expect([answer.status, answer.body.errorCode]).toEqual([401, 'login.not.session']);
    }
    expect(await expiryOf(expired)).toBe(expiredAt);
    const none = await call(app, '/wps/session/renew', { method: 'POST', body: {} });
    expect([none.status, none.body.errorCode]).toEqual([401, 'login.not.session']);
  });

  it('a trial session is not renewed: 403 trial.not.allowed, and it keeps its 2 h', async () => {
    const started = await call(app, '/wps/session/login/freeplay', { method: 'POST', body: {} });
    const { token } = started.body.value as { token: string };
    const expiresAt = await expiryOf(token);
    expect(Math.abs(expiresAt - (Date.now() + TRIAL_LIFETIME))).toBeLessThan(SLACK);
    const answer = await renew(token);
    expect([answer.status, answer.body.errorCode]).toEqual([403, 'trial.not.allowed']);
    expect(await expiryOf(token)).toBe(expiresAt);
  });

  it('parallel renewals (two tabs) all succeed and leave the latest expiry', async () => {
    const token = await sessionOf(60 * 60_000, 30 * 60_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => renew(token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const latest = Math.max(
      ...answers.map((answer) =>
        Date.parse((answer.body.value as { expiresAt: string }).expiresAt),
      ),
    );
    expect(await expiryOf(token)).toBe(latest);
  });

  it('a renewal holds across a server restart: another server on the same database honours it', async () => {
    const token = await sessionOf(60 * 60_000, 10 * 60_000);
    const renewed = Date.parse(
      ((await renew(token)).body.value as { expiresAt: string }).expiresAt,
    );
    const restarted = createTestApp(database.db);
    expect(await expiryOf(token)).toBe(renewed);
    expect(
      (await call(restarted, '/wps/member/info', { headers: { Authorization: token } })).status,
    ).toBe(200);
    expect((await renew(token, restarted)).status).toBe(200);
  });
});

describe('GET /wps/session/login/freeplay/account and the trial play it feeds (requirements A7.1)', () => {
  const account = async () =>
    (await call(app, '/wps/session/login/freeplay/account')).body.value as {
      userName: string;
      ticket: string;
    };

  it('creates a trial account; the POST starts the session of that very account', async () => {
    const created = await account();
    expect(created.userName).toMatch(/^trial_[0-9a-f]{10}$/);
    // Creating it opens no session.
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userName, created.userName)),
    ).toEqual([]);
    const started = await call(app, '/wps/session/login/freeplay', {
      method: 'POST',
      body: created,
    });
    expect(started.body.value).toEqual({
      token: expect.any(String),
      userName: created.userName,
      customerType: 4,
    });
  });

  it('refuses a ticket for another name, a forged one, half an account, and a second start of one account', async () => {
    const created = await account();
    const other = await account();
    const attempts = [
      { userName: other.userName, ticket: created.ticket },
      { userName: created.userName, ticket: `${created.ticket.slice(0, -2)}AA` },
      { userName: created.userName },
    ];
    for (const body of attempts) {
      const answer = await call(app, '/wps/session/login/freeplay', { method: 'POST', body });
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'request_param_err']);
    }
    const first = await call(app, '/wps/session/login/freeplay', { method: 'POST', body: created });
    expect(first.status).toBe(200);
    const again = await call(app, '/wps/session/login/freeplay', { method: 'POST', body: created });
    expect([again.status, again.body.errorCode]).toEqual([400, 'request_param_err']);
  });
});
