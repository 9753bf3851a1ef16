import type { AnnouncementWithImages } from '../db/queries/announcements.ts';
import { LruCache } from './lru-cache.ts';

export interface BannerSource {
  /** The content revision (raised by triggers on every change of announcements or their images). */
  revision(): Promise<number>;
  /** Every banner of a group ('' = all groups), with images, whatever its dates. */
  load(groupName: string): Promise<AnnouncementWithImages[]>;
}

// A handful of groups exist (m_home, m_promotion, m_video, per-category banners).
const MAX_GROUPS = 64;

/**
 * Banner lists per group, kept in memory. Each read costs one primary-key read of the revision; a
 * list is loaded again only after the revision moved, so a change made by any process (or a
 * re-seed, whose truncate fires the trigger too) is seen at once. Dates are applied by the caller
 * at answer time, so the cached list stays right as banners start and end.
 */
export class BannerCache {
  readonly #source: BannerSource;
  readonly #lists = new LruCache<string, { revision: number; banners: AnnouncementWithImages[] }>(
    MAX_GROUPS,
  );

  constructor(source: BannerSource) {
    this.#source = source;
  }

  async banners(groupName: string): Promise<AnnouncementWithImages[]> {
    const revision = await this.#source.revision();
    const cached = this.#lists.get(groupName);
    if (cached?.revision === revision) return cached.banners;
    const banners = await this.#source.load(groupName);
    // Loaded after reading the revision: a change in between makes the next read load again, never the reverse.
    this.#lists.set(groupName, { revision, banners });
    return banners;
  }
}
