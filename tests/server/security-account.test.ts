import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MaskedContact,
  SecurityOverview,
} from '../../shared/contract/calls/security-overview.ts';
import { accountEvents, emailCodes } from '../../server/db/schema.ts';
import { checkPaymentPassword } from '../../server/services/cashier/payment-password.ts';
import { deviceKindOf, maskAddress } from '../../server/services/security/sign-ins.ts';
import { encryptedCall, lastSmsCode, login } from './helpers/accounts.ts';
import { newMember, setPaymentPassword, type TestMember } from './helpers/cashier.ts';
import { call, createTestApp, type JsonAnswer } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The security centre (requirements D4; docs/api.md "Rewards and security"): the overview, the
// mobile number and e-mail bound by code with their tries and limits, the payment password changed
// with the old one, sign-ins recorded masked, the member's record, trial players refused and bad
// input answered with the envelope.

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;
let numberCounter = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  // The caller's address comes from a test header, so sign-ins can be checked for masking.
  app = createTestApp(database.db, {
    clientIp: (c) => c.req.header('X-Test-Ip') ?? '203.0.113.9',
  });
}, 60_000);
afterAll(async () => database.close());

/** A Bangladeshi number no other test of this file uses. */
function freshNumber(): string {
  numberCounter += 1;
  return `0171${String(process.pid % 1000).padStart(3, '0')}${String(numberCounter).padStart(4, '0')}`;
}

function post(who: TestMember, path: string, body: unknown): Promise<JsonAnswer> {
  return call(app, path, { method: 'POST', headers: { Authorization: who.token }, body });
}

async function overview(who: TestMember): Promise<SecurityOverview> {
  const answer = await call(app, '/wps/security/overview', {
    headers: { Authorization: who.token },
  });
  expect(answer.status).toBe(200);
  return answer.body.value as SecurityOverview;
}

async function events(userName: string) {
  return database.db
    .select({ kind: accountEvents.kind, detail: accountEvents.detail })
    .from(accountEvents)
    .where(eq(accountEvents.userName, userName))
    .orderBy(accountEvents.id);
}

async function lastMailCode(to: string): Promise<string> {
  const answer = await call(app, `/dev/mail-outbox?to=${encodeURIComponent(to)}`);
  const [latest] = answer.body.value as { body: string }[];
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no mail code for ${to}`);
  return code;
}

describe('the overview', () => {
  it('shows a fresh member with nothing bound and no sign-ins', async () => {
    const member = await newMember(database.db);
    expect(await overview(member)).toEqual({
      mobile: null,
      email: null,
      hasPaymentPassword: false,
      signIns: [],
    });
  });

  it('refuses trial players and visitors on every call', async () => {
    const trial = await call(app, '/wps/session/login/freeplay', { method: 'POST', body: {} });
    const token = (trial.body.value as { token: string }).token;
    for (const [method, path] of [
      ['GET', '/wps/security/overview'],
      ['POST', '/wps/security/mobile/code'],
      ['POST', '/wps/security/email/verify'],
    ] as const) {
      const refused = await call(app, path, {
        method,
        headers: { Authorization: token },
        ...(method === 'POST' ? { body: { verificationCode: '123456' } } : {}),
      });
      expect(refused.status).toBe(403);
      expect(refused.body.errorCode).toBe('trial.not.allowed');
      const visitor = await call(app, path, { method });
      expect(visitor.status).toBe(401);
    }
  });
});

describe('the mobile number', () => {
  it('verifies a new number with the texted code and writes the record', async () => {
    const member = await newMember(database.db);
    const number = freshNumber();
    const sent = await post(member, '/wps/security/mobile/code', { mobileNum: number });
    expect(sent.status).toBe(200);
    expect((sent.body.value as { expirationTime: number }).expirationTime).toBeGreaterThan(
      Date.now(),
    );
    const code = await lastSmsCode(app, number);
    const wrong = await post(member, '/wps/security/mobile/verify', {
      mobileNum: number,
      verificationCode: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.body.errorCode).toBe('verification.code.invalid');
    const right = await post(member, '/wps/security/mobile/verify', {
      mobileNum: number,
      verificationCode: code,
    });
    expect(right.status).toBe(200);
    expect(right.body.value).toEqual<MaskedContact>({
      masked: `*******${number.slice(-4)}`,
      verified: true,
    });
    expect((await overview(member)).mobile).toEqual({
      masked: `*******${number.slice(-4)}`,
      verified: true,
    });
    expect(await events(member.userName)).toEqual([
      { kind: 'mobile.changed', detail: { mobile: `*******${number.slice(-4)}` } },
    ]);
    // The code is used up, and the current number waits out the 60 s window (requirements A4.7).
    const again = await post(member, '/wps/security/mobile/verify', {
      mobileNum: number,
      verificationCode: code,
    });
    expect(again.body.errorCode).toBe('verification.code.invalid');
    const resend = await post(member, '/wps/security/mobile/code', {});
    expect(resend.status).toBe(429);
    expect(Number(resend.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('locks a code after 5 wrong tries', async () => {
    const member = await newMember(database.db);
    const number = freshNumber();
    await post(member, '/wps/security/mobile/code', { mobileNum: number });
    const code = await lastSmsCode(app, number);
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(member, '/wps/security/mobile/verify', {
        mobileNum: number,
        verificationCode: wrongCode,
      });
      expect(wrong.body.errorCode).toBe('verification.code.invalid');
    }
    const locked = await post(member, '/wps/security/mobile/verify', {
      mobileNum: number,
      verificationCode: code,
    });
    expect(locked.status).toBe(400);
    expect(locked.body.errorCode).toBe('verification.code.invalid');
    expect((await overview(member)).mobile).toBeNull();
  });

  it("refuses another member's number, and a member without a number must name one", async () => {
    const owner = await newMember(database.db);
    const number = freshNumber();
    await post(owner, '/wps/security/mobile/code', { mobileNum: number });
    await post(owner, '/wps/security/mobile/verify', {
      mobileNum: number,
      verificationCode: await lastSmsCode(app, number),
    });
    const other = await newMember(database.db);
    const taken = await post(other, '/wps/security/mobile/code', { mobileNum: number });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe('mobile.taken');
    const none = await post(other, '/wps/security/mobile/code', {});
    expect(none.status).toBe(400);
    expect(none.body.errorCode).toBe('request_param_err');
  });

  it('answers bad input with the envelope', async () => {
    const member = await newMember(database.db);
    for (const body of [
      { mobileNum: '12345' },
      { mobileNum: 1712345678 },
      { mobileNum: '0171234\u00005678' },
      { mobileNum: '9'.repeat(500) },
      { mobileNum: freshNumber(), countryDialingCode: 'abc' },
    ]) {
      const answer = await post(member, '/wps/security/mobile/code', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errorCode).toBe('request_param_err');
    }
    for (const body of [{}, { verificationCode: '12' }, { verificationCode: -1 }]) {
      const answer = await post(member, '/wps/security/mobile/verify', body);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const bytes = await call(app, '/wps/security/mobile/code', {
      method: 'POST',
      headers: { Authorization: member.token },
      rawBody: '{"mobileNum": \u0001\u00ff',
    });
    expect(bytes.status).toBe(400);
    expect(bytes.body.errorCode).toBe('request_param_err');
  });
});

describe('the e-mail', () => {
  it('binds an address with the mailed code and writes the record', async () => {
    const member = await newMember(database.db);
    const email = `Player.${member.userName}@example.com`;
    const sent = await post(member, '/wps/security/email/code', { email: `  ${email} ` });
    expect(sent.status).toBe(200);
    const code = await lastMailCode(email);
    const stored = await database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.userName, member.userName));
    // Stored hashed, never the code itself.
    expect(stored[0]?.codeHash).not.toContain(code);
    const right = await post(member, '/wps/security/email/verify', { verificationCode: code });
    expect(right.status).toBe(200);
    expect(right.body.value).toEqual({ masked: 'P***@example.com', verified: true });
    expect((await overview(member)).email).toEqual({
      masked: 'P***@example.com',
      verified: true,
    });
    expect(await events(member.userName)).toEqual([
      { kind: 'email.bound', detail: { email: 'P***@example.com' } },
    ]);
    const soon = await post(member, '/wps/security/email/code', { email });
    expect(soon.status).toBe(429);
    expect(soon.headers.get('Retry-After')).not.toBeNull();
  });

  it('counts wrong codes, 20 at once included, and locks after 5 tries', async () => {
    const member = await newMember(database.db);
    const email = `${member.userName}@example.org`;
    await post(member, '/wps/security/email/code', { email });
    const code = await lastMailCode(email);
    const wrongCode = code === '111111' ? '111112' : '111111';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(member, '/wps/security/email/verify', { verificationCode: wrongCode }),
      ),
    );
    expect(answers.every((answer) => answer.body.errorCode === 'verification.code.invalid')).toBe(
      true,
    );
    const [row] = await database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.userName, member.userName));
    expect(row?.attempts).toBe(5);
    const locked = await post(member, '/wps/security/email/verify', { verificationCode: code });
    expect(locked.body.errorCode).toBe('verification.code.invalid');
    expect((await overview(member)).email).toBeNull();
  });

  it('refuses an expired code', async () => {
    const member = await newMember(database.db);
    const email = `${member.userName}@example.net`;
    await post(member, '/wps/security/email/code', { email });
    const code = await lastMailCode(email);
    await database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.userName, member.userName));
    const expired = await post(member, '/wps/security/email/verify', { verificationCode: code });
    expect(expired.body.errorCode).toBe('verification.code.expired');
  });

  it('refuses addresses the site does not accept with email.invalid, and bad shapes with the envelope', async () => {
    const member = await newMember(database.db);
    for (const email of [
      'no-at-sign.example.com',
      'line\nbreak@example.com',
      'tab\there@example.com',
      `${'x'.repeat(243)}@example.com`,
      'two@@example.com',
      'nodot@example',
      '',
    ]) {
      const answer = await post(member, '/wps/security/email/code', { email });
      expect(answer.status, JSON.stringify(email)).toBe(400);
      expect(answer.body.errorCode).toBe('email.invalid');
    }
    // Control characters are refused for every call before any rule (server/http/validate.ts), on the field.
    for (const body of [
      {},
      { email: 5 },
      { email: 'a'.repeat(5000) },
      { email: 'a\u0000b@example.com' },
      { email: 'bell\u0007@example.com' },
    ]) {
      const answer = await post(member, '/wps/security/email/code', body);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('request_param_err');
    }
    const none = await post(member, '/wps/security/email/verify', { verificationCode: '123456' });
    expect(none.body.errorCode).toBe('verification.code.invalid');
  });
});

describe('the payment password', () => {
  it('is changed with the old one, on the withdrawal counter, and written to the record', async () => {
    const member = await newMember(database.db);
    const change = (
      oldPaymentPassword: string,
      paymentPassword = '135790',
      confirm = paymentPassword,
    ) =>
      encryptedCall(
        app,
        '/wps/security/payment-password',
        { oldPaymentPassword, paymentPassword, confirmPaymentPassword: confirm },
        { headers: { Authorization: member.token } },
      );
    const before = await change('246810');
    expect(before.status).toBe(409);
    expect(before.body.errorCode).toBe('payment.password.required');
    expect((await setPaymentPassword(app, member.token, member.password, '246810')).status).toBe(
      200,
    );
    expect((await overview(member)).hasPaymentPassword).toBe(true);
    const mismatch = await change('246810', '135790', '135791');
    expect(mismatch.body.errorCode).toBe('password.confirm.mismatch');
    const wrong = await change('111111');
    expect(wrong.body.errorCode).toBe('payment.password.invalid');
    const right = await change('246810');
    expect(right.status).toBe(200);
    await expect(checkPaymentPassword(database.db, member.userName, '135790')).resolves.toBe(
      undefined,
    );
    await expect(
      checkPaymentPassword(database.db, member.userName, '246810'),
    ).rejects.toMatchObject({ code: 'payment.password.invalid' });
    expect((await events(member.userName)).map((event) => event.kind)).toEqual([
      'paymentPassword.set',
      'paymentPassword.changed',
    ]);
    for (const payload of [
      { oldPaymentPassword: '246810', paymentPassword: '12345', confirmPaymentPassword: '12345' },
      { oldPaymentPassword: 246810, paymentPassword: '135790', confirmPaymentPassword: '135790' },
      {},
    ]) {
      const bad = await encryptedCall(app, '/wps/security/payment-password', payload, {
        headers: { Authorization: member.token },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errorCode).toBe('request_param_err');
    }
    const garbage = await call(app, '/wps/security/payment-password', {
      method: 'POST',
      headers: { Authorization: member.token, Encryption: 'rsa-oaep' },
      rawBody: '\u0000\u00ff not sealed',
    });
    expect(garbage.status).toBeGreaterThanOrEqual(400);
    expect(garbage.status).toBeLessThan(500);
    expect(garbage.body.success).toBe(false);
  });
});

describe('sign-ins', () => {
  it('masks addresses and reads device kinds', () => {
    expect(maskAddress('203.0.113.77')).toBe('203.0.113.x');
    expect(maskAddress('::ffff:198.51.100.4')).toBe('198.51.100.x');
    expect(maskAddress('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3::x');
    expect(maskAddress('2001:0db8::1')).toBe('2001:db8:0::x');
    expect(maskAddress('not an address')).toBe('unknown');
    expect(
      deviceKindOf('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari'),
    ).toBe('phone');
    expect(deviceKindOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('phone');
    expect(deviceKindOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceKindOf('Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit Safari')).toBe(
      'tablet',
    );
    expect(deviceKindOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120')).toBe('desktop');
    expect(deviceKindOf('curl/8.0')).toBe('other');
    expect(deviceKindOf(undefined)).toBe('other');
  });

  it('records each login masked and shows only the last 10, newest first', async () => {
    const member = await newMember(database.db);
    const agents = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
    ];
    for (let i = 0; i < 12; i += 1) {
      const answer = await login(app, member.userName, member.password, {
        'User-Agent': agents[i % 2] ?? '',
        'X-Test-Ip': i === 11 ? '2001:db8:85a3::1' : `198.51.100.${i + 1}`,
      });
      expect(answer.body.success).toBe(true);
    }
    const failed = await login(app, member.userName, 'wrong-password');
    expect(failed.body.success).toBe(false);
    const { signIns } = await overview(member);
    expect(signIns).toHaveLength(10);
    expect(signIns[0]).toMatchObject({ deviceKind: 'desktop', maskedAddress: '2001:db8:85a3::x' });
    expect(signIns.slice(1).map((entry) => entry.maskedAddress)).toEqual(
      Array.from({ length: 9 }, () => '198.51.100.x'),
    );
    expect(signIns[1]?.deviceKind).toBe('phone');
    const times = signIns.map((entry) => Date.parse(entry.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const stored = await database.db.execute<{ masked_address: string }>(
      // The table never holds a whole address.
      `select masked_address from sign_ins where user_name = '${member.userName}'` as never,
    );
    expect(JSON.stringify(stored)).not.toMatch(/198\.51\.100\.\d/);
  });
});
