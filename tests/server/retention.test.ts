import type { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_KEYS } from '../../server/db/advisory-lock.ts';
import { openDatabase } from '../../server/db/client.ts';
import {
  captchaChallenges,
  loginFailures,
  outbox,
  passwordResetLinks,
  rateLimits,
  sessions,
  verificationCodes,
} from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { createOutboxMailGateway } from '../../server/services/mail-gateway.ts';
import { purgeExpired, vacuumWithoutAutovacuum } from '../../server/services/retention.ts';
import { createOutboxSmsGateway } from '../../server/services/sms-gateway.ts';
import { DEMO_ACCOUNTS, newCaptcha, resetAccounts } from './helpers/accounts.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, usingPostgres, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
let app: Hono<AppEnv>;
// Texts and mails go out after the answer (queued): counting the outbox waits for them to land.
const sending = new Set<Promise<void>>();
const delivered = () => Promise.allSettled([...sending]);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
  let address = 0;
  const sms = createOutboxSmsGateway(database.db);
  const mail = createOutboxMailGateway(database.db);
  const tracked = (send: Promise<void>) => {
    sending.add(send);
    return send;
  };
  app = createTestApp(database.db, {
    clientIp: () => `10.88.0.${(address++ % 200) + 1}`,
    sms: { send: (mobile, text) => tracked(sms.send(mobile, text)) },
    mail: { send: (message) => tracked(mail.send(message)) },
  });
});

async function tableSizes() {
  await delivered();
  const count = async (table: Parameters<typeof database.db.$count>[0]) =>
    database.db.$count(table);
  return {
    captchas: await count(captchaChallenges),
    smsCodes: await count(verificationCodes),
    sessions: await count(sessions),
    outbox: await count(outbox),
    rateLimits: await count(rateLimits),
    loginFailures: await count(loginFailures),
    resetLinks: await count(passwordResetLinks),
  };
}

/** Moves every short-lived row `ms` into the past, as if that much time went by. */
async function age(ms: number) {
  const by = sql.raw(`interval '${ms} milliseconds'`);
  await database.db
    .update(captchaChallenges)
    .set({ createdAt: sql`created_at - ${by}`, expiresAt: sql`expires_at - ${by}` });
  await database.db
    .update(verificationCodes)
    .set({ createdAt: sql`created_at - ${by}`, expiresAt: sql`expires_at - ${by}` });
  await database.db
    .update(sessions)
    .set({ createdAt: sql`created_at - ${by}`, expiresAt: sql`expires_at - ${by}` });
  await database.db.update(outbox).set({ createdAt: sql`created_at - ${by}` });
  await database.db.update(rateLimits).set({ windowStart: sql`window_start - ${by}` });
  await database.db.update(loginFailures).set({ lastFailedAt: sql`last_failed_at - ${by}` });
  await database.db
    .update(passwordResetLinks)
    .set({ createdAt: sql`created_at - ${by}`, expiresAt: sql`expires_at - ${by}` });
}

/** One round of the traffic that leaves rows behind: captchas, SMS codes, trial sessions, failed logins. */
async function traffic(round: number) {
  for (let n = 0; n < 10; n += 1) {
    await call(app, '/wps/captcha');
    await call(app, '/wps/verification/sms/noLogin', {
      method: 'POST',
      body: { mobileNum: `017${String(round * 100 + n).padStart(8, '0')}` },
    });
    await call(app, '/wps/session/login/freeplay', { method: 'POST' });
  }
  await call(app, '/wps/verification/sms/noLogin', {
    method: 'POST',
    body: { mobileNum: DEMO_ACCOUNTS.member.mobileNum },
  });
  const { userName, email } = DEMO_ACCOUNTS.member;
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  await call(app, '/wps/member/password/email', {
    method: 'POST',
    rawBody: new URLSearchParams({ username: userName, email }).toString(),
    headers: form,
  });
}

describe('retention', () => {
  it('keeps at most one captcha per client however often it asks', async () => {
    const { cookie } = await newCaptcha(app);
    for (let n = 0; n < 15; n += 1) await newCaptcha(app, cookie);
    expect(await database.db.$count(captchaChallenges)).toBe(1);
  });

  it('deletes what has expired and keeps what is live', async () => {
    await traffic(0);
    const live = await tableSizes();
    expect(await purgeExpired(database.db)).toMatchObject({
      captchas: 0,
      smsCodes: 0,
      sessions: 0,
      outbox: 0,
    });
    expect(await tableSizes()).toEqual(live);
    // Past an hour, captchas and reset links are gone; codes stay a day for the daily cap, sessions (12 h) and the outbox too.
    await age(61 * 60 * 1000);
    await purgeExpired(database.db);
    expect(await tableSizes()).toMatchObject({
      captchas: 0,
      resetLinks: 0,
      smsCodes: live.smsCodes,
      sessions: live.sessions,
      outbox: live.outbox,
    });
    await age(DAY_MS);
    await purgeExpired(database.db);
    expect(await tableSizes()).toEqual({
      captchas: 0,
      smsCodes: 0,
      sessions: 0,
      outbox: 0,
      rateLimits: 0,
      loginFailures: 0,
      resetLinks: 0,
    });
  });

  it('keeps the tables bounded under a loop of requests with a sweep each simulated day', async () => {
    const peaks: number[] = [];
    for (let round = 1; round <= 4; round += 1) {
      await traffic(round);
      const sizes = await tableSizes();
      peaks.push(Object.values(sizes).reduce((sum, size) => sum + size, 0));
      await age(DAY_MS + 60 * 60 * 1000);
      await purgeExpired(database.db);
      expect(await tableSizes()).toEqual({
        captchas: 0,
        smsCodes: 0,
        sessions: 0,
        outbox: 0,
        rateLimits: 0,
        loginFailures: 0,
        resetLinks: 0,
      });
    }
    // Every round leaves the same number of rows before its sweep: nothing piles up across rounds.
    expect(new Set(peaks).size).toBe(1);
  });

  /** Dead rows and manual vacuums of a table, as the statistics collector has them. */
  async function vacuumStats(table: string) {
    // This backend's counts reach the shared statistics only when flushed; ask for it first.
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    const result = (await database.db.execute(
      sql`select n_dead_tup::int as dead, vacuum_count::int as vacuums from pg_stat_user_tables where relname = ${table}`,
    )) as unknown as { rows: { dead: number; vacuums: number }[] };
    return result.rows[0];
  }

  it.runIf(!usingPostgres)(
    'vacuums after the sweep on PGlite, where no autovacuum runs, so the deleted rows leave nothing dead behind',
    async () => {
      await traffic(0);
      await age(DAY_MS + 60 * 60 * 1000);
      await purgeExpired(database.db);
      expect((await vacuumStats('captcha_challenges'))?.dead).toBeGreaterThan(0);
      const before = (await vacuumStats('captcha_challenges'))?.vacuums ?? 0;
      expect(await vacuumWithoutAutovacuum(database.db)).toBe(true);
      expect(await vacuumStats('captcha_challenges')).toEqual({ dead: 0, vacuums: before + 1 });
    },
  );

  it.runIf(!usingPostgres)(
    'takes a checkpoint after the vacuum on PGlite, which never takes one by itself, so the write-ahead log is recycled',
    async () => {
      const checkpointAt = async () =>
        (
          (await database.db.execute(
            sql`select checkpoint_lsn::text as lsn from pg_control_checkpoint()`,
          )) as unknown as { rows: { lsn: string }[] }
        ).rows[0]?.lsn;
      await traffic(0);
      const before = await checkpointAt();
      await traffic(1);
      // Writing alone moves no checkpoint here: nothing in single-user mode asks for one.
      expect(await checkpointAt()).toBe(before);
      expect(await vacuumWithoutAutovacuum(database.db)).toBe(true);
      expect(await checkpointAt()).not.toBe(before);
    },
  );

  it.runIf(usingPostgres)('leaves vacuuming to autovacuum on PostgreSQL', async () => {
    expect(await vacuumWithoutAutovacuum(database.db)).toBe(false);
  });

  it.runIf(usingPostgres)(
    'skips the sweep while another process holds the retention lock',
    async () => {
      const other = await openDatabase({ dataDir: 'memory://', databaseUrl: database.databaseUrl });
      try {
        await other.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.retention})`);
          expect(await purgeExpired(database.db)).toBeNull();
        });
        expect(await purgeExpired(database.db)).not.toBeNull();
      } finally {
        await other.close();
      }
    },
  );
});
