import { eq } from 'drizzle-orm';
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSeeds } from '../../server/db/seed/index.ts';
import { catalogueSeeder } from '../../server/db/seed/catalogue.ts';
import { loginFailures, members } from '../../server/db/schema.ts';
import { WorkSlots } from '../../server/services/work-slots.ts';
import {
  ARGON2_PARAMS,
  needsRehash,
  passwordHashSlots,
} from '../../server/services/password-hash.ts';
import { DEMO_ACCOUNTS, login, resetAccounts } from './helpers/accounts.ts';
import { gameList } from './helpers/games.ts';
import { createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;
const { member } = DEMO_ACCOUNTS;

beforeAll(async () => {
  database = await openTestDatabase();
  await runSeeds(database.db, [catalogueSeeder]);
});
afterAll(async () => database.close());
beforeEach(async () => {
  await resetAccounts(database.db);
});

async function storedHash(userName: string): Promise<string> {
  const [row] = await database.db
    .select({ hash: members.passwordHash })
    .from(members)
    .where(eq(members.userName, userName));
  return row?.hash ?? '';
}

/** A hash as the server made them before argon2id: scrypt N=2^14, r=8, p=1. */
function oldScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', () => {
  it('are argon2id at no less than OWASP minimum (19 MiB, 2 passes, 1 lane)', async () => {
    const hash = await storedHash(member.userName);
    const [, m, t, p] =
      /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash)?.map(Number) ?? [];
    expect(m).toBeGreaterThanOrEqual(19_456);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(p).toBe(1);
    expect(ARGON2_PARAMS).toMatchObject({ memoryCost: m, timeCost: t, parallelism: p });
  });

  it('replace an old scrypt hash at the next successful login, and the password keeps working', async () => {
    const app = createTestApp(database.db);
    const old = oldScryptHash(member.password);
    await database.db
      .update(members)
      .set({ passwordHash: old })
      .where(eq(members.userName, member.userName));
    expect(needsRehash(old)).toBe(true);
    expect((await login(app, member.userName, 'Wrong1234')).status).toBe(401);
    expect(await storedHash(member.userName)).toBe(old);
    // The failure above would ask for a captcha next: forget it, as a wait of an hour would.
    const other = createTestApp(database.db, { clientIp: () => '10.9.9.9' });
    await database.db.delete(loginFailures);
    expect((await login(other, member.userName, member.password)).status).toBe(200);
    const upgraded = await storedHash(member.userName);
    expect(upgraded).toMatch(/^\$argon2id\$/);
    expect(needsRehash(upgraded)).toBe(false);
    expect((await login(other, member.userName, member.password)).status).toBe(200);
  });
});

describe('concurrent hashing', () => {
  it('runs at most the cap at once, queues the rest and refuses beyond the queue', async () => {
    const slots = new WorkSlots(2, 3);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const work = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        releases.push(() => resolve(id));
      });
    const running = [0, 1, 2, 3, 4].map((id) => slots.run(work(id)));
    await expect(slots.run(work(5))).rejects.toMatchObject({
      status: 429,
      errorCode: 'too.many.requests',
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (let i = 0; i < 5; i += 1) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(running)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(slots.peakActive).toBe(2);
    expect(slots.peakWaiting).toBe(3);
  });

  it('keeps the game list answered while a burst of logins hashes, never more hashes at once than the cap', async () => {
    let n = 0;
    const app = createTestApp(database.db, { clientIp: () => `10.1.0.${n++ % 250}` });
    passwordHashSlots.peakActive = 0;
    // Twelve different user names (no account: the same hashing work as a real check), so the
    // per-account throttle does not answer first.
    const logins = Array.from({ length: 12 }, (_, i) => login(app, `burst_${i}`, member.password));
    const lists = Array.from({ length: 4 }, () =>
      gameList(app, { gameType: 'RNG', pageNum: '1', pageSize: '24' }),
    );
    const pages = await Promise.all(lists);
    for (const page of pages) expect(page.games.length).toBeGreaterThan(0);
    const answers = await Promise.all(logins);
    expect(answers.map((answer) => answer.body.errorCode)).toEqual(
      Array.from({ length: 12 }, () => 'user.or.token.invalid'),
    );
    expect(passwordHashSlots.peakActive).toBeGreaterThanOrEqual(1);
    expect(passwordHashSlots.peakActive).toBeLessThanOrEqual(passwordHashSlots.limit);
    expect(passwordHashSlots.peakWaiting).toBeGreaterThan(0);
  });
});
