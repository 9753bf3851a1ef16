import { LANGUAGE_COOKIE } from '../../shared/language-cookie.ts';
import { toLanguageCode, type LanguageCode } from '../i18n/languages';

// Every browser-storage key the site uses lives here, so keys shared with the platform's other
// clients (requirements A3) are spelled once. Storage can throw (Safari private mode, blocked
// cookies) and can hold anything a previous build wrote, so every read is guarded and validated.
//
// No zod here: the page's first script (src/boot.ts) reads the language, merchant and session
// token through this module, and evaluating zod there held the first frame back (see
// src/config.ts). The status cache, which needs the status schema, is in status-cache.ts.

export const STORAGE_KEYS = {
  sessionInfo: 'MC_SESSION_INFO',
  trialName: 'trialName',
  systemStatus: 'MC_SYSTEM_STATUS',
  language: 'MC_LANGUAGE',
  merchant: 'MC_MERCHANT',
} as const;

type Area = 'session' | 'local';

function area(which: Area): Storage | null {
  try {
    return which === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return null;
  }
}

export function readRaw(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused the write (quota, private mode). */
export function writeRaw(which: Area, key: string, value: string): boolean {
  try {
    const store = area(which);
    store?.setItem(key, value);
    return store !== null;
  } catch {
    return false;
  }
}

export function removeRaw(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to undo when storage is unavailable.
  }
}

// ── Session (per tab) ────────────────────────────────────────────────────────────────────────

// Session storage fires no event in the tab that writes it, so the writers below notify the
// views (header, menus) themselves.
const sessionListeners = new Set<() => void>();

export function onSessionChange(listener: () => void): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function notifySession(): void {
  for (const listener of sessionListeners) listener();
}

export interface SessionInfo {
  readonly token: string;
  readonly merchantCode: string;
  readonly userName: string;
  /** Member type; after a trial login this holds customerType (4). */
  readonly type: number;
  readonly firstTimeLogin: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The session info in `value`, or null when it is not one: a non-empty token, text names, a whole
 * member type; a missing firstTimeLogin (trial sessions) counts as false. Other fields are dropped.
 */
export function toSessionInfo(value: unknown): SessionInfo | null {
  if (!isRecord(value)) return null;
  const { token, merchantCode, userName, type, firstTimeLogin = false } = value;
  if (
    typeof token !== 'string' ||
    token === '' ||
    typeof merchantCode !== 'string' ||
    typeof userName !== 'string'
  )
    return null;
  if (
    typeof type !== 'number' ||
    !Number.isSafeInteger(type) ||
    typeof firstTimeLogin !== 'boolean'
  )
    return null;
  return { token, merchantCode, userName, type, firstTimeLogin };
}

export function getSessionInfo(): SessionInfo | null {
  const raw = readRaw('session', STORAGE_KEYS.sessionInfo);
  if (raw === null) return null;
  try {
    return toSessionInfo(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function setSessionInfo(info: SessionInfo): boolean {
  const checked = toSessionInfo(info);
  if (checked === null)
    throw new TypeError(
      'Not a session: a non-empty token, names and a whole member type are required',
    );
  const written = writeRaw('session', STORAGE_KEYS.sessionInfo, JSON.stringify(checked));
  notifySession();
  return written;
}

export function getTrialName(): string | null {
  return readRaw('session', STORAGE_KEYS.trialName) || null;
}

export function setTrialName(name: string): boolean {
  return writeRaw('session', STORAGE_KEYS.trialName, name);
}

/** Forgets who is logged in (expired session, logout) without touching other tab state. */
export function clearSession(): void {
  removeRaw('session', STORAGE_KEYS.sessionInfo);
  removeRaw('session', STORAGE_KEYS.trialName);
  notifySession();
}

/** Requirements A4 logout: session storage is cleared as a whole. */
export function clearSessionStorage(): void {
  try {
    area('session')?.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
  notifySession();
}

// ── Preferences (per device) ─────────────────────────────────────────────────────────────────

export function getLanguage(): LanguageCode | null {
  return toLanguageCode(readRaw('local', STORAGE_KEYS.language));
}

/** A year: the choice lasts as long as the device keeps it. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the language in local storage, and in a cookie for the server: the login page it draws
 * before the app starts is in the visitor's language (docs/architecture.md, "First views").
 */
export function setLanguage(code: LanguageCode): boolean {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=${import.meta.env.BASE_URL}; max-age=${LANGUAGE_COOKIE_SECONDS}; samesite=lax`;
  } catch {
    // A page without cookies (blocked, sandboxed) still has the choice in storage.
  }
  return writeRaw('local', STORAGE_KEYS.language, code);
}

export function getMerchant(): string | null {
  return readRaw('local', STORAGE_KEYS.merchant)?.trim() || null;
}

export function setMerchant(code: string): boolean {
  return writeRaw('local', STORAGE_KEYS.merchant, code);
}
