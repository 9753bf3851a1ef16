import { z } from 'zod';
import {
  gatewayConfig,
  gatewayEnvIssues,
  gatewayEnvShape as gateway,
} from './services/gateway-config.ts';

// The only place that reads process.env (architecture rule): everything else receives values.
const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((value) =>
        value === undefined || value.trim() === '' ? undefined : value.trim(),
      ),
    SITE_CONFIG: z
      .string()
      .optional()
      .transform((value) =>
        value === undefined || value.trim() === '' ? undefined : value.trim(),
      ),
    DEV_TOOLS: z.string().optional(),
    // '1' seeds the demo accounts, catalogue and content, '0' does not; unset: on outside production only.
    DEMO_DATA: z.enum(['0', '1', '']).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    STATIC_DIR: z.string().min(1).default('./dist'),
    // The number of proxies in front of the server that append to X-Forwarded-For (0 or unset: none).
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value) => (value === undefined || value.trim() === '' ? '0' : value.trim()))
      .pipe(
        z
          .string()
          .regex(/^\d{1,2}$/, 'expected the number of trusted proxy hops, such as 1')
          .transform(Number),
      ),
    // The site's origins, comma-separated (https://example.com,https://www.example.com): mailed links
    // are built only from these, so no caller's Host header can steer them (server/README.md
    // "Forgot password by e-mail: reset links"). Required in production.
    PUBLIC_ORIGIN: z
      .string()
      .optional()
      .transform((value, context) => {
        const origins: string[] = [];
        for (const entry of (value ?? '').split(',').map((part) => part.trim())) {
          if (entry === '') continue;
          const url = URL.parse(entry);
          if (
            url === null ||
            (url.protocol !== 'https:' && url.protocol !== 'http:') ||
            url.origin !== entry.replace(/\/$/, '')
          ) {
            context.addIssue({
              code: 'custom',
              message: `expected origins such as https://example.com, got ${entry}`,
            });
            return z.NEVER;
          }
          origins.push(url.origin);
        }
        return origins;
      }),
    // Mail and SMS gateways, all unset by default: the development outboxes (server/README.md "Mail and SMS gateways").
    SMTP_URL: gateway.SMTP_URL,
    MAIL_FROM: gateway.MAIL_FROM,
    SMS_GATEWAY_URL: gateway.SMS_GATEWAY_URL,
    SMS_GATEWAY_METHOD: gateway.SMS_GATEWAY_METHOD,
    SMS_GATEWAY_HEADERS: gateway.SMS_GATEWAY_HEADERS,
    SMS_GATEWAY_BODY: gateway.SMS_GATEWAY_BODY,
    SMS_GATEWAY_SUCCESS_STATUS: gateway.SMS_GATEWAY_SUCCESS_STATUS,
    SMS_GATEWAY_SUCCESS_MATCH: gateway.SMS_GATEWAY_SUCCESS_MATCH,
  })
  // A production server mails reset links: their origin must be the operator's, never a guess.
  .superRefine((raw, ctx) => {
    if (raw.NODE_ENV === 'production' && raw.PUBLIC_ORIGIN.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message:
          'required in production: the origin of the site in mailed links, such as https://example.com',
      });
    }
  })
  // Gateway variables that are each valid but do not fit together (SMTP_URL without MAIL_FROM, …) stop the start too.
  .superRefine((raw, ctx) => {
    for (const issue of gatewayEnvIssues(raw))
      ctx.addIssue({ code: 'custom', path: [issue.variable], message: issue.message });
  })
  .transform((raw) => {
    const production = raw.NODE_ENV === 'production';
    return {
      production,
      port: raw.PORT,
      host: raw.HOST,
      dataDir: raw.DATA_DIR,
      databaseUrl: raw.DATABASE_URL,
      siteConfigPath: raw.SITE_CONFIG,
      // Development controls can reset data and flip the site's behaviour: never in production, whatever else is set.
      devTools: raw.DEV_TOOLS === '1' && !production,
      // Demo accounts have published passwords: a production database gets them only when asked for.
      demoData: raw.DEMO_DATA === '1' || ((raw.DEMO_DATA ?? '') === '' && !production),
      logLevel: raw.LOG_LEVEL,
      staticDir: raw.STATIC_DIR,
      trustProxy: raw.TRUST_PROXY > 0,
      trustProxyHops: raw.TRUST_PROXY,
      // Outside production the server's own address stands in, so a developer's reset mail opens here.
      publicOrigins:
        raw.PUBLIC_ORIGIN.length > 0 || production
          ? raw.PUBLIC_ORIGIN
          : [`http://localhost:${raw.PORT}`],
      // { smtp, smsGateway }: each undefined when its gateway is the outbox.
      ...gatewayConfig(raw),
    };
  });

export type Env = z.output<typeof envSchema>;
export type LogLevel = Env['logLevel'];

/** Parses an environment object; throws with every invalid variable named. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return result.data;
}

let parsed: Env | undefined;

/** The process environment, parsed on first use and then reused. */
export function readEnv(): Env {
  parsed ??= parseEnv(process.env);
  return parsed;
}
