import * as z from 'zod/mini';
import { base64ToBytes, utf8ToBase64 } from './base64';

/**
 * Remembered login (requirements A3.5 "Saved credentials"): type, username, password and dialling
 * code, one record per login type so each tab gets its own back. The password is stored double
 * Base64-encoded with a suffix marker, the stored salt: base64(base64(password) + salt). A record
 * whose marker does not match the salt in force is not trusted and reads without a password.
 * This only keeps the password out of plain sight on the device; it is not encryption.
 *
 * Per device (local storage), like the platform's other clients.
 */

export const REMEMBERED_LOGIN_KEYS = {
  record: 'MC_REMEMBER_LOGIN',
  salt: 'MC_REMEMBER_SALT',
  /** Requirements A4: logout sets the auto-login flag to 0. */
  autoLogin: 'MC_AUTO_LOGIN',
} as const;

export type RememberedType = 'username' | 'sms';

export interface RememberedLogin {
  type: RememberedType;
  username: string;
  password: string;
  countryDialingCode: string;
}

const storedEntry = z.object({
  username: z.string(),
  password: z.string(),
  countryDialingCode: z._default(z.string(), ''),
});
const storedRecord = z.partialRecord(z.enum(['username', 'sms']), storedEntry);
type StoredRecord = z.infer<typeof storedRecord>;

const SALT_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Remembering is a convenience: a full or blocked storage just means nothing is remembered.
  }
}

function base64ToUtf8(base64: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(base64));
}

export function encodePassword(password: string, salt: string): string {
  return utf8ToBase64(utf8ToBase64(password) + salt);
}

/** The password, or null when the value is not an encoding under this salt. */
export function decodePassword(encoded: string, salt: string): string | null {
  if (encoded === '' || salt === '') return null;
  try {
    const inner = base64ToUtf8(encoded);
    if (!inner.endsWith(salt)) return null;
    return base64ToUtf8(inner.slice(0, inner.length - salt.length));
  } catch {
    return null;
  }
}

function readSalt(): string | null {
  return read(REMEMBERED_LOGIN_KEYS.salt) || null;
}

function saltForWriting(): string {
  const existing = readSalt();
  if (existing) return existing;
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const salt = Array.from(bytes, (byte) => SALT_CHARS[byte % SALT_CHARS.length]).join('');
  write(REMEMBERED_LOGIN_KEYS.salt, salt);
  return salt;
}

function readRecord(): StoredRecord {
  const raw = read(REMEMBERED_LOGIN_KEYS.record);
  if (raw === null) return {};
  try {
    const parsed = storedRecord.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function readRememberedLogin(type: RememberedType): RememberedLogin | null {
  const entry = readRecord()[type];
  if (!entry) return null;
  const salt = readSalt();
  const password =
    entry.password === '' || salt === null ? '' : (decodePassword(entry.password, salt) ?? '');
  return { type, username: entry.username, password, countryDialingCode: entry.countryDialingCode };
}

export function saveRememberedLogin(login: RememberedLogin): void {
  const password = login.password === '' ? '' : encodePassword(login.password, saltForWriting());
  const entry = {
    username: login.username,
    password,
    countryDialingCode: login.countryDialingCode,
  };
  write(REMEMBERED_LOGIN_KEYS.record, JSON.stringify({ ...readRecord(), [login.type]: entry }));
}

export function forgetRememberedLogin(type: RememberedType): void {
  const { [type]: _forgotten, ...rest } = readRecord();
  write(REMEMBERED_LOGIN_KEYS.record, JSON.stringify(rest));
}

/**
 * After a password change (requirements A4): re-encodes the remembered password, only when both the
 * stored salt and a remembered username record with a password exist. Returns whether it did.
 */
export function reencodeRememberedPassword(newPassword: string): boolean {
  const salt = readSalt();
  const record = readRecord();
  const entry = record.username;
  if (salt === null || !entry || entry.password === '') return false;
  write(
    REMEMBERED_LOGIN_KEYS.record,
    JSON.stringify({
      ...record,
      username: { ...entry, password: encodePassword(newPassword, salt) },
    }),
  );
  return true;
}

export function setAutoLoginFlag(on: boolean): void {
  write(REMEMBERED_LOGIN_KEYS.autoLogin, on ? '1' : '0');
}
