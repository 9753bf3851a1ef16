// The one place that reads import.meta.env: everything else imports `config`, so a bad build
// variable fails loudly at start-up instead of surfacing as odd behaviour deep in a feature.
//
// Checked by hand, not with zod: the first script of the page (src/boot.ts) imports this and runs
// before the first frame. With zod in it (the library, then creating its schemas) that script's
// task took a median 130 ms at 4× CPU slowdown, without it 57 ms (6 traces each), and it is
// 3.3 KB gzip instead of 11.3. Four variables need no library.

export interface AppConfig {
  /** API origin; '' means same origin (production serves site and API together). */
  readonly apiBase: string;
  /** Merchant used until one is stored (the merchant code is fixed per site). */
  readonly defaultMerchant: string;
  /** Requirements A9: Bengali is the default language. */
  readonly defaultLanguage: 'BN';
  /** A request pending longer than this raises the "slow connection" notice. */
  readonly slowRequestMs: number;
  readonly isDev: boolean;
}

const DEFAULTS = { apiBase: '', merchant: 'bdbt', slowRequestMs: 8000 } as const;

/** Reads the variables, noting each bad one so the error names them all at once. */
function reader(env: Record<string, unknown>, problems: string[]) {
  const bad = <T>(name: string, problem: string, fallback: T): T => {
    problems.push(`${name}: ${problem}, got ${JSON.stringify(env[name])}`);
    return fallback;
  };
  return {
    /** Text, trimmed; absent means the default. */
    text(name: string, fallback: string, { required = false } = {}): string {
      const value = env[name];
      if (value === undefined) return fallback;
      if (typeof value !== 'string') return bad(name, 'expected text', fallback);
      const trimmed = value.trim();
      return required && trimmed === '' ? bad(name, 'must not be empty', fallback) : trimmed;
    },
    /** A whole number above zero, as a number or as text (Vite hands variables over as text). */
    positiveInteger(name: string, fallback: number): number {
      const value = env[name];
      if (value === undefined) return fallback;
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isInteger(number) && number > 0
        ? number
        : bad(name, 'expected a whole number above 0', fallback);
    },
    flag(name: string): boolean {
      const value = env[name];
      if (value === undefined) return false;
      return typeof value === 'boolean' ? value : bad(name, 'expected true or false', false);
    },
  };
}

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const problems: string[] = [];
  const read = reader(env, problems);
  const parsed: AppConfig = {
    // Paths are joined as `${apiBase}/wps/...`, so a trailing slash would double up.
    apiBase: read.text('VITE_API_BASE', DEFAULTS.apiBase).replace(/\/+$/, ''),
    defaultMerchant: read.text('VITE_MERCHANT', DEFAULTS.merchant, { required: true }),
    defaultLanguage: 'BN',
    slowRequestMs: read.positiveInteger('VITE_SLOW_REQUEST_MS', DEFAULTS.slowRequestMs),
    isDev: read.flag('DEV'),
  };
  if (problems.length > 0) throw new Error(`Invalid build environment: ${problems.join('; ')}`);
  return Object.freeze(parsed);
}

export const config: AppConfig = parseConfig(import.meta.env);
