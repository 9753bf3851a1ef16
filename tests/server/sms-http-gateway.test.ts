import {
  createServer as createHttpServer,
  type IncomingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import type { HttpSmsConfig } from '../../server/services/gateway-config.ts';
import { createGateways } from '../../server/services/gateways.ts';
import { createHttpSmsGateway } from '../../server/services/http-sms-gateway.ts';
import { DEMO_ACCOUNTS, encryptedCall, resetAccounts } from './helpers/accounts.ts';
import {
  captureLog,
  eventually,
  FAST_DELIVERY,
  HANGING_DELIVERY,
  type CapturedLog,
} from './helpers/gateway-stubs.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

const { member } = DEMO_ACCOUNTS;
const API_KEY = 'sms-api-key-7c1e';
// Quotes, a backslash, an ampersand and a plus: each must survive the escaping of its body.
const SITE_NAME = 'Bangla "Bet" \\ & Co+';

interface StubRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type StubAnswer = { status: number; body?: string } | 'hang';

/** A provider's HTTP API on 127.0.0.1: records every request; `answer` decides each reply. */
class HttpStub {
  readonly requests: StubRequest[] = [];
  answer: (request: number) => StubAnswer = () => ({ status: 200, body: '{"accepted":true}' });
  private readonly hanging = new Set<ServerResponse>();
  private readonly server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = this.answer(this.requests.length);
      if (answer === 'hang') return void this.hanging.add(response);
      response
        .writeHead(answer.status, { 'Content-Type': 'application/json' })
        .end(answer.body ?? '');
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let database: TestDatabase;
let stub: HttpStub;
let log: CapturedLog;
let nextNumber = 0;
/** A new unregistered number per request: no resend window or daily cap carries over between tests. */
const freshNumber = () => `0181234${String(5000 + (nextNumber += 1)).padStart(4, '0')}`;

beforeAll(async () => {
  database = await openTestDatabase();
  await resetAccounts(database.db);
});
afterAll(async () => database.close());
beforeEach(async () => {
  stub = new HttpStub();
  await stub.start();
  log = captureLog();
});
afterEach(async () => stub.close());

function jsonConfig(extra: Record<string, string> = {}): HttpSmsConfig {
  const env = parseEnv({
    SMS_GATEWAY_URL: `${stub.url}/v1/messages?sender=BanglaBet`,
    SMS_GATEWAY_HEADERS: JSON.stringify({
      Authorization: `Bearer ${API_KEY}`,
      'X-Account': 'demo',
    }),
    SMS_GATEWAY_BODY: '{"to":"{to}","message":"{text}","type":"text"}',
    SMS_GATEWAY_SUCCESS_STATUS: '200,202',
    SMS_GATEWAY_SUCCESS_MATCH: '"accepted":true',
    ...extra,
  });
  if (env.smsGateway === undefined) throw new Error('no SMS gateway configured');
  return env.smsGateway;
}

async function appWithGateway(
  config: HttpSmsConfig,
  policy = FAST_DELIVERY,
): Promise<Hono<AppEnv>> {
  const sms = createHttpSmsGateway(config, { logger: log.logger, policy });
  const app = createTestApp(database.db, { sms });
  await overrideSite(app, { siteName: SITE_NAME });
  return app;
}

const requestCode = (app: Hono<AppEnv>, path: 'register' | 'noLogin', mobileNum: string) =>
  call(app, `/wps/verification/sms/${path}`, { method: 'POST', body: { mobileNum } });

const textOf = (code: string) =>
  `${SITE_NAME}: your verification code is ${code}. It is valid for 5 minutes.`;

/** Nothing a log line may carry: a number, a code, the text or the API key. */
function expectNothingPrivateLogged(numbers: string[]): void {
  const text = log.text();
  for (const secret of [...numbers, API_KEY, 'verification code', SITE_NAME])
    expect(text).not.toContain(secret);
  expect(text).not.toMatch(/\b\d{6}\b/);
}

describe('texts through an HTTP provider (SMS_GATEWAY_*)', () => {
  it('posts the code to the provider with the JSON template filled in and the configured headers; the code logs the player in', async () => {
    const app = await appWithGateway(jsonConfig());
    const answer = await requestCode(app, 'noLogin', member.mobileNum);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ expirationTime: expect.any(Number) });

    const sent = await eventually(() => stub.requests[0], 5_000, 'the provider request');
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/messages?sender=BanglaBet');
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.headers['x-account']).toBe('demo');
    expect(sent.headers['content-type']).toBe('application/json');
    const body = JSON.parse(sent.body) as { to: string; message: string; type: string };
    const code = /code is (\d{6})\./.exec(body.message)?.[1] ?? '';
    expect(body).toEqual({ to: member.mobileNum, message: textOf(code), type: 'text' });

    const login = await encryptedCall(app, '/wps/session/login', {
      type: 'sms',
      mobileNum: member.mobileNum,
      countryDialingCode: '880',
      verificationCode: code,
    });
    expect(login.body.value).toMatchObject({ userName: member.userName });
    // The outbox is not written when a real gateway is configured.
    expect((await call(app, `/dev/sms-outbox?mobile=${member.mobileNum}`)).body.value).toEqual([]);
    expectNothingPrivateLogged([member.mobileNum]);
  });

  it('fills a form template with URL-encoded values and sends nothing for an unknown number on noLogin', async () => {
    const app = await appWithGateway(
      jsonConfig({
        SMS_GATEWAY_URL: `${stub.url}/send?dest={to}`,
        SMS_GATEWAY_BODY: 'to={to}&text={text}&from=BanglaBet',
        SMS_GATEWAY_HEADERS: '',
        SMS_GATEWAY_SUCCESS_MATCH: '',
      }),
    );
    const unknown = freshNumber();
    const known = freshNumber();
    expect((await requestCode(app, 'noLogin', unknown)).status).toBe(200);
    expect((await requestCode(app, 'register', known)).status).toBe(200);
    const sent = await eventually(() => stub.requests[0], 5_000, 'the provider request');
    expect(sent.url).toBe(`/send?dest=${known}`);
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(sent.body);
    const code = /code is (\d{6})\./.exec(form.get('text') ?? '')?.[1] ?? '';
    expect([...form]).toEqual([
      ['to', known],
      ['text', textOf(code)],
      ['from', 'BanglaBet'],
    ]);
    expect(stub.requests).toHaveLength(1);
  });

  it('retries with backoff: 500 twice, then 200, and the text is delivered once', async () => {
    stub.answer = (request) =>
      request <= 2 ? { status: 500, body: 'busy' } : { status: 202, body: '{"accepted":true}' };
    const app = await appWithGateway(jsonConfig());
    const mobile = freshNumber();
    expect((await requestCode(app, 'register', mobile)).status).toBe(200);
    await eventually(
      () => log.entries().find((entry) => entry.msg === 'sms sent through the gateway'),
      5_000,
      'delivery',
    );
    expect(stub.requests).toHaveLength(3);
    expect(new Set(stub.requests.map((request) => request.body)).size).toBe(1);
    expect(log.entries().filter((entry) => entry.msg === 'sms gateway failed, retrying')).toEqual([
      expect.objectContaining({
        channel: 'sms',
        attempt: 1,
        of: 3,
        status: 500,
        retryInMs: 50,
        level: 40,
      }),
      expect.objectContaining({
        channel: 'sms',
        attempt: 2,
        of: 3,
        status: 500,
        retryInMs: 100,
        level: 40,
      }),
    ]);
    expect(log.entries()).toContainEqual(
      expect.objectContaining({ channel: 'sms', attempt: 3, msg: 'sms sent through the gateway' }),
    );
    expectNothingPrivateLogged([mobile]);
  });

  it('gives up when the provider keeps failing; the player still gets the answer of the contract and the usual resend window', async () => {
    stub.answer = () => ({ status: 503 });
    const app = await appWithGateway(jsonConfig());
    const mobile = freshNumber();
    const answer = await requestCode(app, 'register', mobile);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ expirationTime: expect.any(Number) });
    const gaveUp = await eventually(
      () => log.entries().find((entry) => entry.msg === 'sms not sent, given up'),
      5_000,
      'giving up',
    );
    expect(gaveUp).toMatchObject({ channel: 'sms', attempt: 3, of: 3, status: 503, level: 50 });
    expect(stub.requests).toHaveLength(3);
    const again = await requestCode(app, 'register', mobile);
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe('too.many.requests');
    expectNothingPrivateLogged([mobile]);
  });

  it('counts a success status without the expected answer as a failure, and does not retry a 4xx', async () => {
    stub.answer = (request) =>
      request === 1
        ? { status: 200, body: '{"accepted":false}' }
        : { status: 400, body: '{"error":"bad number"}' };
    const app = await appWithGateway(jsonConfig());
    await requestCode(app, 'register', freshNumber());
    const refused = await eventually(
      () => log.entries().find((entry) => entry.msg === 'sms refused by the gateway, given up'),
      5_000,
      'the refusal',
    );
    expect(log.entries()).toContainEqual(
      expect.objectContaining({
        attempt: 1,
        status: 200,
        error: 'answer did not match',
        msg: 'sms gateway failed, retrying',
      }),
    );
    expect(refused).toMatchObject({ channel: 'sms', attempt: 2, status: 400, permanent: true });
    expect(stub.requests).toHaveLength(2);
  });

  it('times out a provider that never answers, each try bounded, and the request is answered at once', async () => {
    stub.answer = () => 'hang';
    const app = await appWithGateway(jsonConfig(), HANGING_DELIVERY);
    expect((await requestCode(app, 'register', freshNumber())).status).toBe(200);
    // Answered while the first try still hangs: the answer does not wait for the provider.
    expect(log.entries().filter((entry) => entry.channel === 'sms')).toEqual([]);
    const gaveUp = await eventually(
      () => log.entries().find((entry) => entry.msg === 'sms not sent, given up'),
      5_000,
      'giving up',
    );
    expect(gaveUp).toMatchObject({ channel: 'sms', attempt: 3, error: 'timeout' });
  });

  it('logs a provider that refuses connections by the socket error only', async () => {
    const url = stub.url;
    await stub.close();
    const app = await appWithGateway(jsonConfig({ SMS_GATEWAY_URL: `${url}/send` }));
    await requestCode(app, 'register', freshNumber());
    const gaveUp = await eventually(
      () => log.entries().find((entry) => entry.msg === 'sms not sent, given up'),
      5_000,
      'giving up',
    );
    expect(gaveUp).toMatchObject({ channel: 'sms', attempt: 3, error: 'ECONNREFUSED' });
    stub = new HttpStub();
    await stub.start();
  });
});

describe('shutdown', () => {
  it('drains mail and SMS together within one drain: settled() of both ends in about GATEWAY_DRAIN_MS, not twice that', async () => {
    stub.answer = () => 'hang';
    const sockets = new Set<Socket>();
    const silentSmtp = createTcpServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
    try {
      const env = parseEnv({
        SMTP_URL: `smtp://127.0.0.1:${(silentSmtp.address() as AddressInfo).port}`,
        MAIL_FROM: 'noreply@site.example',
        SMS_GATEWAY_URL: `${stub.url}/send`,
        SMS_GATEWAY_BODY: '{"to":"{to}","text":"{text}"}',
      });
      const { sms, mail } = createGateways(env, database.db, log.logger, {
        policy: { ...FAST_DELIVERY, attemptTimeoutMs: 30_000 },
        drainMs: 1_000,
      });
      await sms.send('01812340000', 'a text');
      await mail.send({ to: member.email, subject: 'S', text: 'T' });
      await eventually(() => stub.requests[0], 5_000, 'the provider request');
      const started = Date.now();
      await sms.settled();
      const smsDone = Date.now();
      await mail.settled();
      // The drain cut both tries at once: mail's settled() does not start a second drain.
      expect(smsDone - started).toBeGreaterThanOrEqual(950);
      expect(Date.now() - smsDone).toBeLessThan(500);
      const abandoned = log
        .entries()
        .filter(
          (entry) =>
            entry.msg === 'sms abandoned at shutdown' || entry.msg === 'mail abandoned at shutdown',
        );
      expect(abandoned.map((entry) => entry.channel).sort()).toEqual(['mail', 'sms']);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silentSmtp.close(resolve));
    }
  });
});

describe('configuration', () => {
  it('refuses templates that cannot be filled in safely, without printing header values', () => {
    const base = { SMS_GATEWAY_URL: 'https://sms.example/send' };
    const refusal = (env: Record<string, string>) => {
      try {
        parseEnv({ ...base, ...env });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal({ SMS_GATEWAY_BODY: '{"to":{to},"text":"{text}"}' })).toMatch(
      /SMS_GATEWAY_BODY: is not JSON once \{to\} and \{text\} are filled in/,
    );
    expect(refusal({ SMS_GATEWAY_BODY: 'to={to}' })).toMatch(
      /SMS_GATEWAY_BODY: \{text\} appears neither/,
    );
    expect(refusal({ SMS_GATEWAY_METHOD: 'GET', SMS_GATEWAY_BODY: 'to={to}&text={text}' })).toMatch(
      /a GET request has no body/,
    );
    expect(
      refusal({
        SMS_GATEWAY_BODY: '<sms to="{to}">{text}</sms>',
        SMS_GATEWAY_HEADERS: '{"Content-Type":"text/xml"}',
      }),
    ).toMatch(/SMS_GATEWAY_HEADERS: Content-Type must be/);
    expect(
      refusal({ SMS_GATEWAY_BODY: 'to={to}&text={text}', SMS_GATEWAY_SUCCESS_STATUS: '2xx' }),
    ).toMatch(/SMS_GATEWAY_SUCCESS_STATUS/);
    const badHeaders = refusal({
      SMS_GATEWAY_BODY: 'to={to}&text={text}',
      SMS_GATEWAY_HEADERS: `{"Authorization": Bearer ${API_KEY}}`,
    });
    expect(badHeaders).toMatch(/SMS_GATEWAY_HEADERS: expected a JSON object/);
    expect(badHeaders).not.toContain(API_KEY);
    expect(
      refusal({
        SMS_GATEWAY_BODY: 'to={to}&text={text}',
        SMS_GATEWAY_HEADERS: JSON.stringify({ 'X-Key': `${API_KEY}\r\nX-Injected: 1` }),
      }),
    ).toMatch(
      /SMS_GATEWAY_HEADERS: expected a JSON object of header names to values in printable ASCII/,
    );
    expect(refusal({ SMS_GATEWAY_URL: '', SMS_GATEWAY_BODY: 'to={to}&text={text}' })).toMatch(
      /SMS_GATEWAY_BODY: set, but SMS_GATEWAY_URL is not/,
    );
    expect(
      refusal({
        SMS_GATEWAY_METHOD: 'get',
        SMS_GATEWAY_URL: 'https://sms.example/send?to={to}&text={text}',
      }),
    ).toBe('accepted');
  });
});
