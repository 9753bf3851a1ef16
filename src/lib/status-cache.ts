import * as z from 'zod/mini';
import type { SchemaOf } from '../api/schema';
import { STORAGE_KEYS, readRaw, removeRaw, writeRaw } from './storage';

// The system status cache (requirements A4: used at once, refreshed in the background). Apart from
// storage.ts because it parses with the status schema: the first script reads storage, not this.

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
    const entry = z.parse(statusCacheSchema, JSON.parse(raw));
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
