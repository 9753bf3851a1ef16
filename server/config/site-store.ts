import type { Database } from '../db/client.ts';
import {
  deleteOverrides,
  readOverrides,
  readOverridesForUpdate,
  writeOverrides,
} from '../db/queries/site-overrides.ts';
import { paramError } from '../http/errors.ts';
import { zodFields } from '../http/zod-fields.ts';
import type { Logger } from '../logger.ts';
import {
  combineOverrides,
  mergeSiteConfig,
  type SiteConfig,
  type SiteOverrides,
} from './site-config.ts';
import { siteOverridesSchema } from './site-overrides.schema.ts';

export interface SiteStore {
  /** The configuration in force: the deployment's base with the stored overrides merged over it. */
  current(): Promise<SiteConfig>;
  overrides(): Promise<SiteOverrides>;
  /** Merges a partial configuration into the stored overrides; rejects it (400) if the result is invalid. */
  apply(patch: SiteOverrides): Promise<SiteConfig>;
  clear(): Promise<void>;
  /** Forgets the cached copy, e.g. after the tables were reset behind the store's back. */
  invalidate(): void;
}

export interface SiteStoreOptions {
  db: Database;
  base: SiteConfig;
  logger?: Logger;
  /**
   * How long a read of the overrides row is trusted. Other processes see a change within this time;
   * this process sees its own changes at once.
   */
  cacheMs?: number;
}

interface Snapshot {
  readAt: number;
  updatedAt: number | null;
  overrides: SiteOverrides;
  config: SiteConfig;
}

export function createSiteStore({ db, base, logger, cacheMs = 1000 }: SiteStoreOptions): SiteStore {
  let snapshot: Snapshot | undefined;

  function build(raw: unknown, updatedAt: number | null): Snapshot {
    const parsed = siteOverridesSchema.safeParse(raw ?? {});
    const merged = parsed.success ? mergeSiteConfig(base, parsed.data) : undefined;
    if (parsed.success && merged?.success === true) {
      return { readAt: Date.now(), updatedAt, overrides: parsed.data, config: merged.data };
    }
    // Stored overrides that no longer fit the schema (e.g. after an upgrade) must not take the site down.
    if (raw !== undefined) logger?.warn('stored site overrides are invalid and are ignored');
    return { readAt: Date.now(), updatedAt, overrides: {}, config: base };
  }

  async function load(): Promise<Snapshot> {
    if (snapshot !== undefined && Date.now() - snapshot.readAt < cacheMs) return snapshot;
    const stored = await readOverrides(db);
    const updatedAt = stored?.updatedAt.getTime() ?? null;
    if (snapshot !== undefined && snapshot.updatedAt === updatedAt) {
      snapshot = { ...snapshot, readAt: Date.now() };
    } else {
      snapshot = build(stored?.overrides, updatedAt);
    }
    return snapshot;
  }

  return {
    current: async () => (await load()).config,
    overrides: async () => (await load()).overrides,
    async apply(patch) {
      const next = await db.transaction(async (tx) => {
        const previous = siteOverridesSchema.safeParse((await readOverridesForUpdate(tx)) ?? {});
        const combined = combineOverrides(previous.success ? previous.data : {}, patch);
        const merged = mergeSiteConfig(base, combined);
        if (!merged.success)
          throw paramError(zodFields(merged.error), 'The site configuration would be invalid');
        const updatedAt = await writeOverrides(tx, combined);
        return {
          readAt: Date.now(),
          updatedAt: updatedAt.getTime(),
          overrides: combined,
          config: merged.data,
        };
      });
      snapshot = next;
      return next.config;
    },
    async clear() {
      await deleteOverrides(db);
      snapshot = undefined;
    },
    invalidate() {
      snapshot = undefined;
    },
  };
}
