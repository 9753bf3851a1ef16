import { z } from 'zod';

/*
 * The environment variables of the mail and SMS gateways (server/README.md "Mail and SMS gateways"),
 * validated at start by env.ts. No message here quotes a value: SMTP_URL carries a password and
 * SMS_GATEWAY_HEADERS an API key, and a refused start prints these messages.
 */

/** Mail over SMTP: SMTP_URL (smtp:// or smtps://, credentials in the URL) and the sender MAIL_FROM. */
export interface SmtpConfig {
  url: string;
  from: string;
}

export type SmsBodyKind = 'json' | 'form';

/** Texts through a provider's HTTP API (SMS_GATEWAY_*). */
export interface HttpSmsConfig {
  /** May hold `{to}` and `{text}`, URL-encoded when filled in (providers that take GET parameters). */
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Sent as given; a Content-Type is added when the body needs one and none is given. */
  headers: Record<string, string>;
  /** The body template with `{to}` and `{text}`, or undefined for no body. */
  body: { template: string; kind: SmsBodyKind } | undefined;
  /** HTTP statuses that count as accepted. */
  successStatus: readonly StatusRange[];
  /** Text the answer's body must contain to count as accepted (first 64 KiB), or undefined. */
  successMatch: string | undefined;
}

export interface StatusRange {
  from: number;
  to: number;
}

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();
const optionalText = z.string().optional().transform(blankToUndefined);

const SMTP_URL = optionalText.refine(
  (value) => value === undefined || /^smtps?:$/.test(parsedUrl(value)?.protocol ?? ''),
  {
    message:
      'expected an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
  },
);

// A bare address or `Name <address>`: what nodemailer accepts as a sender.
const MAIL_FROM = optionalText.refine(
  (value) =>
    value === undefined || /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(value),
  {
    message:
      'expected a sender address such as noreply@example.com or "Site <noreply@example.com>"',
  },
);

const SMS_GATEWAY_URL = optionalText.refine(
  (value) => value === undefined || /^https?:$/.test(parsedUrl(value)?.protocol ?? ''),
  {
    message: 'expected an http:// or https:// URL',
  },
);

const SMS_GATEWAY_METHOD = optionalText
  .transform((value) => value?.toUpperCase())
  .pipe(z.enum(['GET', 'POST', 'PUT'], { message: 'expected GET, POST or PUT' }).optional());

const SMS_GATEWAY_HEADERS = optionalText.transform((value, ctx): Record<string, string> => {
  if (value === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    ctx.addIssue({
      code: 'custom',
      message:
        'expected a JSON object of header names to text values, such as {"Authorization":"Bearer …"}',
    });
    return z.NEVER;
  }
  // Names are HTTP tokens and values printable ASCII, so a bad header stops the start rather than every send.
  const headers = z
    .record(z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/), z.string().regex(/^[\t\x20-\x7E]*$/))
    .safeParse(parsed);
  if (!headers.success) {
    ctx.addIssue({
      code: 'custom',
      message: 'expected a JSON object of header names to values in printable ASCII on one line',
    });
    return z.NEVER;
  }
  return headers.data;
});

// The template is kept as written (spaces inside a JSON body matter to nobody, but a form's do).
const SMS_GATEWAY_BODY = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

const SMS_GATEWAY_SUCCESS_STATUS = optionalText.transform((value, ctx): StatusRange[] => {
  if (value === undefined) return [{ from: 200, to: 299 }];
  const ranges: StatusRange[] = [];
  for (const item of value.split(',')) {
    const match = /^\s*([1-5]\d\d)\s*(?:-\s*([1-5]\d\d)\s*)?$/.exec(item);
    const from = Number(match?.[1]);
    const to = Number(match?.[2] ?? match?.[1]);
    if (match === null || to < from) {
      ctx.addIssue({
        code: 'custom',
        message:
          'expected HTTP statuses and ranges separated by commas, such as 200,202 or 200-299',
      });
      return z.NEVER;
    }
    ranges.push({ from, to });
  }
  return ranges;
});

/** The fields env.ts adds to its schema, one per variable. */
export const gatewayEnvShape = {
  SMTP_URL,
  MAIL_FROM,
  SMS_GATEWAY_URL,
  SMS_GATEWAY_METHOD,
  SMS_GATEWAY_HEADERS,
  SMS_GATEWAY_BODY,
  SMS_GATEWAY_SUCCESS_STATUS,
  SMS_GATEWAY_SUCCESS_MATCH: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value)),
};

type GatewayEnv = z.output<z.ZodObject<typeof gatewayEnvShape>>;

/** A problem with the combination of the variables (each one alone is valid). */
export interface GatewayEnvIssue {
  variable: keyof GatewayEnv;
  message: string;
}

/** Checks that the variables fit together; env.ts reports each issue under its variable. */
export function gatewayEnvIssues(raw: GatewayEnv): GatewayEnvIssue[] {
  const issues: GatewayEnvIssue[] = [];
  if (raw.SMTP_URL !== undefined && raw.MAIL_FROM === undefined)
    issues.push({
      variable: 'MAIL_FROM',
      message: 'required when SMTP_URL is set (the sender of every mail)',
    });
  if (raw.SMS_GATEWAY_URL === undefined) {
    const stray: (keyof GatewayEnv)[] = (
      ['SMS_GATEWAY_METHOD', 'SMS_GATEWAY_BODY', 'SMS_GATEWAY_SUCCESS_MATCH'] as const
    ).filter((name) => raw[name] !== undefined);
    if (Object.keys(raw.SMS_GATEWAY_HEADERS).length > 0) stray.push('SMS_GATEWAY_HEADERS');
    for (const variable of stray)
      issues.push({
        variable,
        message: 'set, but SMS_GATEWAY_URL is not: texts would still go to the outbox',
      });
    return issues;
  }
  const method = raw.SMS_GATEWAY_METHOD ?? 'POST';
  if (method === 'GET' && raw.SMS_GATEWAY_BODY !== undefined)
    issues.push({
      variable: 'SMS_GATEWAY_BODY',
      message: 'a GET request has no body: use POST or put the placeholders in the URL',
    });
  const kind =
    raw.SMS_GATEWAY_BODY === undefined
      ? undefined
      : bodyKind(raw.SMS_GATEWAY_BODY, raw.SMS_GATEWAY_HEADERS);
  if (kind === 'unsupported') {
    issues.push({
      variable: 'SMS_GATEWAY_HEADERS',
      message:
        'Content-Type must be application/json (or +json) or application/x-www-form-urlencoded: the body is escaped for one of those',
    });
  } else if (
    kind === 'json' &&
    raw.SMS_GATEWAY_BODY !== undefined &&
    !rendersAsJson(raw.SMS_GATEWAY_BODY)
  ) {
    issues.push({
      variable: 'SMS_GATEWAY_BODY',
      message:
        'is not JSON once {to} and {text} are filled in: put each placeholder inside a JSON string, such as {"to":"{to}","message":"{text}"}',
    });
  }
  const where = `${raw.SMS_GATEWAY_URL}\n${raw.SMS_GATEWAY_BODY ?? ''}`;
  for (const placeholder of ['{to}', '{text}']) {
    if (!where.includes(placeholder))
      issues.push({
        variable: 'SMS_GATEWAY_BODY',
        message: `${placeholder} appears neither in SMS_GATEWAY_BODY nor in SMS_GATEWAY_URL`,
      });
  }
  return issues;
}

/** The configurations the gateways are built from; undefined means the development outbox. */
export function gatewayConfig(raw: GatewayEnv): {
  smtp: SmtpConfig | undefined;
  smsGateway: HttpSmsConfig | undefined;
} {
  const smtp =
    raw.SMTP_URL === undefined || raw.MAIL_FROM === undefined
      ? undefined
      : { url: raw.SMTP_URL, from: raw.MAIL_FROM };
  if (raw.SMS_GATEWAY_URL === undefined) return { smtp, smsGateway: undefined };
  const kind =
    raw.SMS_GATEWAY_BODY === undefined
      ? undefined
      : bodyKind(raw.SMS_GATEWAY_BODY, raw.SMS_GATEWAY_HEADERS);
  return {
    smtp,
    smsGateway: {
      url: raw.SMS_GATEWAY_URL,
      method: raw.SMS_GATEWAY_METHOD ?? 'POST',
      headers: raw.SMS_GATEWAY_HEADERS,
      body:
        raw.SMS_GATEWAY_BODY === undefined || kind === undefined || kind === 'unsupported'
          ? undefined
          : { template: raw.SMS_GATEWAY_BODY, kind },
      successStatus: raw.SMS_GATEWAY_SUCCESS_STATUS,
      successMatch: raw.SMS_GATEWAY_SUCCESS_MATCH,
    },
  };
}

/** The Content-Type header decides the escaping; without one, a template that starts with { or [ is JSON, any other a form. */
export function bodyKind(
  template: string,
  headers: Record<string, string>,
): SmsBodyKind | 'unsupported' {
  const contentType = contentTypeOf(headers)?.split(';')[0]?.trim().toLowerCase();
  if (contentType === undefined) return /^\s*[[{]/.test(template) ? 'json' : 'form';
  if (contentType === 'application/json' || contentType.endsWith('+json')) return 'json';
  if (contentType === 'application/x-www-form-urlencoded') return 'form';
  return 'unsupported';
}

export function contentTypeOf(headers: Record<string, string>): string | undefined {
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'content-type');
  return name === undefined ? undefined : headers[name];
}

/** Fills `{to}` and `{text}` in, each escaped for where it stands. */
export function fillTemplate(
  template: string,
  values: { to: string; text: string },
  escape: (value: string) => string,
): string {
  return template.replace(/\{(to|text)\}/g, (_, name: 'to' | 'text') => escape(values[name]));
}

/** Inside a JSON string: the JSON escapes of the value without its quotes. */
export const jsonStringContent = (value: string) => JSON.stringify(value).slice(1, -1);
/** In a form body or a URL: percent-encoded, so `&`, `=` and `+` stay part of the value. */
export const formValue = (value: string) => encodeURIComponent(value);

function rendersAsJson(template: string): boolean {
  try {
    JSON.parse(
      fillTemplate(template, { to: '+880 "1711"', text: 'a "b"\n\\c' }, jsonStringContent),
    );
    return true;
  } catch {
    return false;
  }
}

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
