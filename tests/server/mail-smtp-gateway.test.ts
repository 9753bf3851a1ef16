import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { GatewayDrain } from '../../server/services/gateway-delivery.ts';
import { createGateways } from '../../server/services/gateways.ts';
import { createSmtpMailGateway } from '../../server/services/smtp-mail-gateway.ts';
import { DEMO_ACCOUNTS, resetAccounts } from './helpers/accounts.ts';
import {
  captureLog,
  eventually,
  FAST_DELIVERY,
  HANGING_DELIVERY,
  type CapturedLog,
} from './helpers/gateway-stubs.ts';
import { call, createTestApp } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

const { member } = DEMO_ACCOUNTS;
const SENDER = 'noreply@site.example';
const MAIL_FROM = `BanglaBet <${SENDER}>`;
const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'smtp-secret-9f3a';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** An SMTP sink on 127.0.0.1: `reply` decides each message's fate (undefined accepts it). */
class SmtpSink {
  readonly received: Received[] = [];
  attempts = 0;
  reply: (attempt: number) => { code: number; text: string } | undefined = () => undefined;
  private readonly server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: SMTP_USER });
      else callback(new Error('Invalid credentials'));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.attempts += 1;
        const refusal = this.reply(this.attempts);
        if (refusal !== undefined)
          return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
        const from =
          session.envelope.mailFrom === false ? undefined : session.envelope.mailFrom.address;
        this.received.push({
          from,
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${this.port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(resolve));
  }
}

/** A TCP server that takes connections and never says a word: an SMTP server that hangs. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Header fields (unfolded) and the body, decoded from quoted-printable when the message says so. */
function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  if (headers.get('content-transfer-encoding')?.toLowerCase() === 'quoted-printable') {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return { headers, body };
}

let database: TestDatabase;
let sink: SmtpSink;
let log: CapturedLog;

beforeAll(async () => {
  database = await openTestDatabase();
  // Once: every test here only asks for reset links, which leave the accounts as they are.
  await resetAccounts(database.db);
});
afterAll(async () => database.close());
beforeEach(async () => {
  sink = new SmtpSink();
  await sink.start();
  log = captureLog();
});
afterEach(async () => sink.close());

const forgot = (app: Hono<AppEnv>) =>
  call(app, '/wps/member/password/email', {
    method: 'POST',
    rawBody: new URLSearchParams({ username: member.userName, email: member.email }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

function appWithSmtp(url = sink.url, policy = FAST_DELIVERY) {
  const mail = createSmtpMailGateway({ url, from: MAIL_FROM }, { logger: log.logger, policy });
  return { mail, app: createTestApp(database.db, { mail, publicOrigin: 'https://site.example' }) };
}

/** Nothing a log line may carry: the address, the link, the text or the SMTP password. */
function expectNothingPrivateLogged(): void {
  const text = log.text();
  for (const secret of [member.email, SMTP_PASSWORD, 'reset-password?token', 'Hello'])
    expect(text).not.toContain(secret);
}

describe('mail over SMTP (SMTP_URL, MAIL_FROM)', () => {
  it('delivers the reset mail of POST /wps/member/password/email to the sink with recipient, sender, subject and a working link', async () => {
    const { app } = appWithSmtp();
    expect((await forgot(app)).body).toEqual({ success: true, value: null });

    const mail = await eventually(() => sink.received[0], 5_000, 'the reset mail');
    expect(mail.to).toEqual([member.email]);
    expect(mail.from).toBe(SENDER);
    const { headers, body } = parseMessage(mail.raw);
    expect(headers.get('from')).toBe(MAIL_FROM);
    expect(headers.get('to')).toBe(member.email);
    expect(headers.get('subject')).toBe('BanglaBet: reset your password');
    const token = /https:\/\/site\.example\/m\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
      body,
    )?.[1];
    expect(token).toBeDefined();
    expect((await call(app, `/wps/member/password/email/link?token=${token}`)).body).toEqual({
      success: true,
      value: null,
    });
    // The outbox is not written when a real gateway is configured.
    expect((await call(app, `/dev/mail-outbox?to=${member.email}`)).body.value).toEqual([]);
    // The sink keeps the mail before it answers 250, so the gateway's line may come a moment later.
    const sent = await eventually(
      () => log.entries().find((entry) => entry.msg === 'mail sent through the gateway'),
      5_000,
      'the log line',
    );
    expect(sent).toMatchObject({ channel: 'mail', attempt: 1, level: 30 });
    expectNothingPrivateLogged();
  });

  it('retries a transient refusal with backoff: refused twice (451), accepted the third time, one mail delivered', async () => {
    sink.reply = (attempt) => (attempt <= 2 ? { code: 451, text: 'Try again later' } : undefined);
    const { app } = appWithSmtp();
    await forgot(app);
    await eventually(() => sink.received[0], 5_000, 'the mail after two refusals');
    expect(sink.attempts).toBe(3);
    expect(sink.received).toHaveLength(1);
    const failures = log.entries().filter((entry) => entry.msg === 'mail gateway failed, retrying');
    expect(failures).toEqual([
      expect.objectContaining({ channel: 'mail', attempt: 1, of: 3, status: 451, retryInMs: 50 }),
      expect.objectContaining({ channel: 'mail', attempt: 2, of: 3, status: 451, retryInMs: 100 }),
    ]);
    expectNothingPrivateLogged();
  });

  it('gives up after the last try when the server keeps refusing, and the answer is the same as for a delivered mail', async () => {
    sink.reply = () => ({ code: 421, text: 'Service not available' });
    const { app } = appWithSmtp();
    const answer = await forgot(app);
    expect(answer.body).toEqual({ success: true, value: null });
    const gaveUp = await eventually(
      () => log.entries().find((entry) => entry.msg === 'mail not sent, given up'),
      5_000,
      'giving up',
    );
    expect(gaveUp).toMatchObject({ channel: 'mail', attempt: 3, of: 3, status: 421, level: 50 });
    expect(sink.attempts).toBe(3);
    expectNothingPrivateLogged();
  });

  it('does not retry a permanent refusal (550)', async () => {
    sink.reply = () => ({ code: 550, text: `No such user ${member.email}` });
    const { app } = appWithSmtp();
    await forgot(app);
    const refused = await eventually(
      () => log.entries().find((entry) => entry.msg === 'mail refused by the gateway, given up'),
      5_000,
      'the refusal',
    );
    expect(refused).toMatchObject({ channel: 'mail', attempt: 1, status: 550, permanent: true });
    expect(sink.attempts).toBe(1);
    expectNothingPrivateLogged();
  });

  it('times out a server that never answers, each try bounded, without holding the request', async () => {
    const silent = await silentServer();
    try {
      const { app } = appWithSmtp(silent.url, HANGING_DELIVERY);
      expect((await forgot(app)).body).toEqual({ success: true, value: null });
      // Answered while the first try still hangs: the answer does not wait for the gateway.
      expect(log.entries()).toEqual([]);
      const gaveUp = await eventually(
        () => log.entries().find((entry) => entry.msg === 'mail not sent, given up'),
        5_000,
        'giving up',
      );
      // Our deadline or nodemailer's own greeting timeout (the same length), whichever fires first.
      expect(gaveUp).toMatchObject({
        channel: 'mail',
        attempt: 3,
        error: expect.stringMatching(/^(timeout|ETIMEDOUT)$/),
      });
    } finally {
      await silent.close();
    }
  });
});

describe('shutdown: settled() ends within the drain', () => {
  it('gives up a message waiting for its retry at once', async () => {
    sink.reply = () => ({ code: 451, text: 'Try again later' });
    // Neither the 60 s backoff nor the 5 s drain is waited for: the message is given up at once.
    const drain = new GatewayDrain(5_000);
    const mail = createSmtpMailGateway(
      { url: sink.url, from: MAIL_FROM },
      { logger: log.logger, policy: { ...FAST_DELIVERY, firstBackoffMs: 60_000 }, drain },
    );
    await mail.send({ to: member.email, subject: 'S', text: 'Hello' });
    await eventually(
      () => log.entries().find((entry) => entry.msg === 'mail gateway failed, retrying'),
      5_000,
      'the first failure',
    );
    const started = Date.now();
    await mail.settled();
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(log.entries()).toContainEqual(
      expect.objectContaining({
        channel: 'mail',
        attempt: 1,
        msg: 'mail not sent, retry abandoned at shutdown',
      }),
    );
  });

  it('cuts a try in flight when the drain is over', async () => {
    const silent = await silentServer();
    try {
      const drain = new GatewayDrain(300);
      const mail = createSmtpMailGateway(
        { url: silent.url, from: MAIL_FROM },
        { logger: log.logger, policy: { ...FAST_DELIVERY, attemptTimeoutMs: 30_000 }, drain },
      );
      await mail.send({ to: member.email, subject: 'S', text: 'Hello' });
      const started = Date.now();
      await mail.settled();
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      // Far below the try's own 30 s timeout.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(log.entries()).toContainEqual(
        expect.objectContaining({
          channel: 'mail',
          attempt: 1,
          error: 'shutdown',
          msg: 'mail abandoned at shutdown',
        }),
      );
    } finally {
      await silent.close();
    }
  });
});

describe('configuration', () => {
  it('refuses SMTP_URL without MAIL_FROM, and a bad SMTP_URL, without printing the password', () => {
    expect(() => parseEnv({ SMTP_URL: `smtp://u:${SMTP_PASSWORD}@mail.example.com:587` })).toThrow(
      /MAIL_FROM: required when SMTP_URL is set/,
    );
    let message = '';
    try {
      parseEnv({ SMTP_URL: `http://u:${SMTP_PASSWORD}@mail.example.com`, MAIL_FROM: SENDER });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).not.toContain(SMTP_PASSWORD);
    expect(parseEnv({ SMTP_URL: sink.url, MAIL_FROM }).smtp).toEqual({
      url: sink.url,
      from: MAIL_FROM,
    });
  });

  it('keeps the outboxes without configuration, and says so at start in production', async () => {
    const development = createGateways(parseEnv({}), database.db, log.logger);
    await development.mail.send({ to: member.email, subject: 'S', text: 'T' });
    await development.mail.settled();
    const app = createTestApp(database.db);
    expect((await call(app, `/dev/mail-outbox?to=${member.email}`)).body.value).toHaveLength(1);
    expect(log.entries().filter((entry) => entry.level === 40)).toEqual([]);

    createGateways(
      { production: true, smtp: undefined, smsGateway: undefined },
      database.db,
      log.logger,
    );
    const warnings = log.entries().filter((entry) => entry.level === 40);
    expect(warnings).toEqual([
      expect.objectContaining({
        channel: 'mail',
        msg: expect.stringMatching(/^SMTP_URL is not set: mail .* goes only to the outbox table/),
      }),
      expect.objectContaining({
        channel: 'sms',
        msg: expect.stringMatching(
          /^SMS_GATEWAY_URL is not set: texts .* go only to the outbox table/,
        ),
      }),
    ]);
  });
});
