import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { verificationCodes } from '../../server/db/schema.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { DEMO_ACCOUNTS, encryptedCall, lastSmsCode, resetAccounts } from './helpers/accounts.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// Two app instances over one database, as two server processes behind one load balancer: on
// PostgreSQL each has its own connection pool; PGlite is one process, so both share its handle.
let database: TestDatabase;
let second: DatabaseHandle | undefined;
let apps: [Hono<AppEnv>, Hono<AppEnv>];
const { member } = DEMO_ACCOUNTS;
const GUESSES = 40;

beforeAll(async () => {
  database = await openTestDatabase();
  if (database.databaseUrl !== undefined)
    second = await openDatabase({ dataDir: 'memory://', databaseUrl: database.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await database.close();
});
beforeEach(async () => {
  await resetAccounts(database.db);
  // Every guess from its own address, so only the per-code limit is in play.
  let address = 0;
  const clientIp = () => `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  apps = [
    createTestApp(database.db, { clientIp }),
    createTestApp(second?.db ?? database.db, { clientIp }),
  ];
});

const resetByPhone = (app: Hono<AppEnv>, verificationCode: string, newPassword: string) =>
  encryptedCall(app, '/wps/member/password/verification', {
    mobileNum: member.mobileNum,
    countryDialingCode: '880',
    verificationCode,
    newPassword,
  });

describe('SMS code guesses in parallel across two app instances', () => {
  it(`evaluates at most five of ${GUESSES} simultaneous wrong codes and then refuses the right one`, async () => {
    expect(
      (
        await call(apps[0], '/wps/verification/sms/noLogin', {
          method: 'POST',
          body: { mobileNum: member.mobileNum },
        })
      ).status,
    ).toBe(200);
    const code = await lastSmsCode(apps[0], member.mobileNum);
    const wrong = (n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, n) =>
        resetByPhone(apps[n % 2] as Hono<AppEnv>, wrong(n), 'Guessed123'),
      ),
    );
    for (const answer of answers) expect(answer.body.errorCode).toBe('verification.code.invalid');
    // Every evaluated wrong code is counted on the row, so the count is what was compared.
    const [row] = await database.db.select().from(verificationCodes);
    expect(row?.attempts).toBeLessThanOrEqual(5);
    const right = await resetByPhone(apps[1], code, 'Rightful123');
    expect(right.status).toBe(400);
    expect(right.body.errorCode).toBe('verification.code.invalid');
  });

  it('still accepts the right code after fewer than five wrong ones, once', async () => {
    await call(apps[0], '/wps/verification/sms/noLogin', {
      method: 'POST',
      body: { mobileNum: member.mobileNum },
    });
    const code = await lastSmsCode(apps[0], member.mobileNum);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 0; n < 4; n += 1)
      expect(
        (await resetByPhone(apps[n % 2] as Hono<AppEnv>, wrong, 'Guessed123')).body.errorCode,
      ).toBe('verification.code.invalid');
    const both = await Promise.all([
      resetByPhone(apps[0], code, 'Rightful123'),
      resetByPhone(apps[1], code, 'Rightful456'),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });
});
