import * as z from 'zod/mini';

// The one place that reads import.meta.env: everything else imports `config`, so a bad build
// variable fails loudly at start-up instead of surfacing as odd behaviour deep in a feature.
const envSchema = z.object({
  VITE_API_BASE: z._default(
    z.pipe(
      z.string().check(z.trim()),
      // Paths are joined as `${apiBase}/wps/...`, so a trailing slash would double up.
      z.transform((base) => base.replace(/\/+$/, '')),
    ),
    '',
  ),
  VITE_MERCHANT: z._default(z.string().check(z.trim(), z.minLength(1)), 'bdbt'),
  VITE_SLOW_REQUEST_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 8000),
  DEV: z._default(z.boolean(), false),
});

export interface AppConfig {
  /** API origin; '' means same origin (production serves site and API together). */
  readonly apiBase: string;
  /** Merchant used until one is stored (the merchant code is fixed per site). */
  readonly defaultMerchant: string;
  /** Spec 000 §9: Bengali is the default language. */
  readonly defaultLanguage: 'BN';
  /** A request pending longer than this raises the "slow connection" notice. */
  readonly slowRequestMs: number;
  readonly isDev: boolean;
}

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid build environment: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return Object.freeze({
    apiBase: e.VITE_API_BASE,
    defaultMerchant: e.VITE_MERCHANT,
    defaultLanguage: 'BN',
    slowRequestMs: e.VITE_SLOW_REQUEST_MS,
    isDev: e.DEV,
  });
}

export const config: AppConfig = parseConfig(import.meta.env);
