import * as z from 'zod/mini';
import type { SchemaOf } from '../api/schema';
import { toLanguageCode, type LanguageCode } from '../i18n/languages';

// Every browser-storage key the site uses lives here, so keys shared with the platform's other
// clients (spec 000 §3) are spelled once. Storage can throw (Safari private mode, blocked
// cookies) and can hold anything a previous build wrote, so every read is guarded and validated.

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

function readRaw(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the browser refused the write (quota, private mode). */
function writeRaw(which: Area, key: string, value: string): boolean {
  try {
    const store = area(which);
    store?.setItem(key, value);
    return store !== null;
  } catch {
    return false;
  }
}

function removeRaw(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to undo when storage is unavailable.
  }
}

function readJson<T>(which: Area, key: string, schema: SchemaOf<T>): T | null {
  const raw = readRaw(which, key);
  if (raw === null) return null;
  try {
    const parsed = z.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
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

export const sessionInfoSchema = z.object({
  token: z.string().check(z.minLength(1)),
  merchantCode: z.string(),
  userName: z.string(),
  /** Member type; after a trial login this holds customerType (4). */
  type: z.int(),
  firstTimeLogin: z._default(z.boolean(), false),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export function getSessionInfo(): SessionInfo | null {
  return readJson('session', STORAGE_KEYS.sessionInfo, sessionInfoSchema);
}

export function setSessionInfo(info: SessionInfo): boolean {
  const written = writeRaw('session', STORAGE_KEYS.sessionInfo, JSON.stringify(sessionInfoSchema.parse(info)));
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

/** Spec 000 §4 logout: session storage is cleared as a whole. */
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

export function setLanguage(code: LanguageCode): boolean {
  return writeRaw('local', STORAGE_KEYS.language, code);
}

export function getMerchant(): string | null {
  return readRaw('local', STORAGE_KEYS.merchant)?.trim() || null;
}

export function setMerchant(code: string): boolean {
  return writeRaw('local', STORAGE_KEYS.merchant, code);
}

// ── System status cache (spec 000 §4: used at once, refreshed in the background) ────────────

const statusCacheSchema = z.object({ status: z.unknown(), savedAt: z.number() });

/** Corrupt is distinct from missing so start-up can log it before refetching. */
export type StatusCacheRead<T> =
  | { readonly kind: 'missing' }
  | { readonly kind: 'ok'; readonly value: T; readonly savedAt: number }
  | { readonly kind: 'corrupt'; readonly error: unknown };

/** The caller passes the status schema, so a cache written by an older build is caught too. */
export function readStatusCache<T>(schema: SchemaOf<T>): StatusCacheRead<T> {
  const raw = readRaw('local', STORAGE_KEYS.systemStatus);
  if (raw === null) return { kind: 'missing' };
  try {
    const entry = statusCacheSchema.parse(JSON.parse(raw));
    return { kind: 'ok', value: z.parse(schema, entry.status), savedAt: entry.savedAt };
  } catch (error) {
    return { kind: 'corrupt', error };
  }
}

/** Stores the status exactly as the server sent it; parsing happens on every read. */
export function writeStatusCache(status: unknown, savedAt: number = Date.now()): boolean {
  return writeRaw('local', STORAGE_KEYS.systemStatus, JSON.stringify({ status, savedAt }));
}

export function removeStatusCache(): void {
  removeRaw('local', STORAGE_KEYS.systemStatus);
}
