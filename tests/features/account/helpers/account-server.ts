import type { InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from '../../../../src/api/client';
import { createApiEvents } from '../../../../src/api/events';
import type { RegisterSettings } from '../../../../src/api/endpoints/register-settings';
import { fakeAdapter, header, ok, type Reply } from '../../../api/helpers/fake-adapter';
import { rsaPair, serverDecrypt } from '../../../api/helpers/rsa';

/** A request as the account calls see it: path, query, and the body (decrypted when sealed). */
export interface SeenRequest {
  url: string;
  method: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
  moduleId: unknown;
}

export type Route = (request: SeenRequest) => Reply | Promise<Reply>;

// One key pair for every test: generating RSA keys is the slow part.
const pair = rsaPair();

function readBody(config: InternalAxiosRequestConfig): unknown {
  if (config.data === undefined) return undefined;
  if (config.data instanceof URLSearchParams) return Object.fromEntries(config.data);
  const text = String(config.data);
  // Form posts arrive url-encoded, everything else as JSON.
  return String(header(config, 'Content-Type')).includes('x-www-form-urlencoded')
    ? Object.fromEntries(new URLSearchParams(text))
    : JSON.parse(text);
}

/** A fake server for the account calls: answers by path, decrypts sealed bodies, records everything. */
export function accountServer(routes: Record<string, Route>) {
  const seen: SeenRequest[] = [];
  const server = fakeAdapter((config: InternalAxiosRequestConfig) => {
    if (config.url === '/wps/session/key/rsa') return ok({ publicKey: pair.spkiBase64 });
    const raw = readBody(config);
    const sealed = header(config, 'Encryption');
    const body = sealed
      ? serverDecrypt(pair.privateKey, String(sealed), (raw as { value: string }).value)
      : raw;
    const request: SeenRequest = {
      url: config.url ?? '',
      method: (config.method ?? 'get').toUpperCase(),
      params: config.params as Record<string, unknown> | undefined,
      body,
      moduleId: header(config, 'ModuleId'),
    };
    seen.push(request);
    const route = routes[request.url];
    if (!route) throw new Error(`no fake answer for ${request.url}`);
    return route(request);
  });
  const client = createApiClient({
    adapter: server.adapter,
    events: createApiEvents(),
    isStandalone: () => false,
  });
  return { client, seen, calls: (url: string) => seen.filter((request) => request.url === url) };
}

const rule = (
  enabled: boolean,
  required: boolean,
  patternId: string,
  minLength: number,
  maxLength: number,
) => ({
  enabled,
  required,
  patternId,
  minLength,
  maxLength,
});

/** The reference server's demo configuration (server/config/default-site.json). */
export const demoSettings: RegisterSettings = {
  fields: {
    username: rule(true, true, 'username', 6, 16),
    password: rule(true, true, 'password', 6, 20),
    mobileNum: rule(true, true, 'mobileNum', 11, 11),
    verificationCode: rule(true, true, 'digits', 4, 10),
    paymentPassword: rule(false, false, 'digits', 6, 6),
    idNumber: rule(false, false, 'alphanumeric', 6, 20),
    qqNum: rule(false, false, 'digits', 5, 12),
    facebook: rule(false, false, 'account', 1, 50),
    wechat: rule(false, false, 'wechat', 6, 20),
    line: rule(false, false, 'account', 1, 50),
    whatsapp: rule(false, false, 'phone', 6, 15),
    zalo: rule(false, false, 'phone', 9, 15),
    email: rule(false, false, 'email', 6, 50),
    nickname: rule(false, false, 'name', 2, 20),
    payeeName: rule(false, false, 'name', 2, 50),
    recommenderId: rule(false, false, 'alphanumeric', 6, 16),
    birthday: rule(false, false, 'date', 10, 10),
    affiliateCode: rule(true, false, 'alphanumeric', 4, 20),
    captcha: rule(false, false, 'digits', 1, 6),
  },
  patterns: {
    username: {
      regex: '^[A-Za-z0-9]+$',
      message: 'Username must be {min}-{max} letters or digits',
    },
    password: {
      regex: '^[A-Za-z0-9!@#$%^&*._-]+$',
      message: 'Password must be {min}-{max} characters: letters, digits or !@#$%^&*._-',
    },
    mobileNum: {
      regex: '^01[3-9][0-9]{8}$',
      message: 'Please enter your {max} digit mobile number',
    },
    digits: { regex: '^[0-9]+$', message: 'Enter {min}-{max} digits' },
    alphanumeric: { regex: '^[A-Za-z0-9]+$', message: 'Enter {min}-{max} letters or digits' },
    account: { regex: '^\\S+$', message: 'Enter {min}-{max} characters without spaces' },
    wechat: {
      regex: '^[A-Za-z][-_A-Za-z0-9]+$',
      message: 'Enter {min}-{max} characters starting with a letter',
    },
    phone: { regex: '^\\+?[0-9]+$', message: 'Enter a phone number of {min}-{max} digits' },
    email: {
      regex: '^\\w+([-+.]\\w+)*@\\w+([-.]\\w+)*\\.[A-Za-z]{2,}$',
      message: 'Enter a valid e-mail address of {min}-{max} characters',
    },
    name: {
      regex: '^[^0-9<>"\'&@#$%^*=+{}\\[\\]|\\\\/]+$',
      message: 'Name must be {min}-{max} characters without digits or symbols',
    },
    date: {
      regex: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
      message: 'Enter a date as YYYY-MM-DD',
    },
  },
};

/** Settings with some fields switched on or off. */
export function withFields(
  changes: Record<string, Partial<RegisterSettings['fields'][string]>>,
): RegisterSettings {
  const fields = { ...demoSettings.fields };
  for (const [name, change] of Object.entries(changes))
    fields[name] = { ...fields[name]!, ...change };
  return { ...demoSettings, fields };
}
