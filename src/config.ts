import { z } from 'zod';

// The one place that reads import.meta.env: everything else imports `config`, so a bad build
// variable fails loudly at start-up instead of surfacing as odd behaviour deep in a feature.
const envSchema = z.object({
  VITE_API_BASE: z
    .string()
    .trim()
    .default('')
    // Paths are joined as `${apiBase}/wps/...`, so a trailing slash would double up.
    .transform((base) => base.replace(/\/+$/, '')),
  VITE_MERCHANT: z.string().trim().min(1).default('bdbt'),
  VITE_SLOW_REQUEST_MS: z.coerce.number().int().positive().default(8000),
  DEV: z.boolean().default(false),
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
