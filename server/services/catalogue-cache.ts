import type { GameRow } from '../db/queries/games.ts';
import { CatalogueSnapshot } from './catalogue-snapshot.ts';

export interface CatalogueSource {
  /** The catalogue revision (raised by triggers on every change of games or vendors). */
  revision(): Promise<number>;
  count(): Promise<number>;
  /** Every game in catalogue order. */
  load(): Promise<GameRow[]>;
}

export interface CatalogueCacheOptions {
  /** Above this many games the copy is not made and callers query SQL instead. */
  maxGames?: number;
  /** How long a revision read is trusted: other processes' changes are seen within this time. */
  freshMs?: number;
  now?: () => number;
}

/**
 * Above this many games the copy would cost more memory than it saves time (a game row is about
 * 1 KB in memory), and the indexed SQL queries answer instead. The demo catalogue has ~3,200.
 */
export const MAX_IN_MEMORY_GAMES = 50_000;
const DEFAULT_FRESH_MS = 1000;

interface Checked {
  revision: number;
  snapshot: CatalogueSnapshot | null;
  checkedAt: number;
  generation: number;
}

/**
 * The catalogue kept in memory for the game list and hot list (the same pattern as the site store):
 * a revision read is trusted for `freshMs`, so other processes' changes (PostgreSQL) are seen within
 * that time, and this process's own changes at once through `invalidate()` (development controls,
 * reset). The copy is loaded again only when the revision moved.
 *
 * Why not one read per call: on the embedded database that read alone costs more than answering a
 * page from memory, and 50 players paging at once queue behind each other on its single thread.
 */
export class CatalogueCache {
  readonly #source: CatalogueSource;
  readonly #maxGames: number;
  readonly #freshMs: number;
  readonly #now: () => number;
  #generation = 0;
  #current: Checked | undefined;
  #running: { generation: number; promise: Promise<CatalogueSnapshot | null> } | undefined;

  constructor(source: CatalogueSource, options: CatalogueCacheOptions = {}) {
    this.#source = source;
    this.#maxGames = options.maxGames ?? MAX_IN_MEMORY_GAMES;
    this.#freshMs = options.freshMs ?? DEFAULT_FRESH_MS;
    this.#now = options.now ?? Date.now;
  }

  /** The copy of the current revision, or null when the catalogue is too large to hold (query SQL). */
  snapshot(): Promise<CatalogueSnapshot | null> {
    const current = this.#current;
    if (
      current !== undefined &&
      current.generation === this.#generation &&
      this.#now() - current.checkedAt < this.#freshMs
    ) {
      return Promise.resolve(current.snapshot);
    }
    // Calls during a check share it, unless it began before an invalidation (it may predate the change).
    if (this.#running?.generation === this.#generation) return this.#running.promise;
    const generation = this.#generation;
    const promise = this.#check(generation).finally(() => {
      if (this.#running?.promise === promise) this.#running = undefined;
    });
    this.#running = { generation, promise };
    return promise;
  }

  /** This process changed the catalogue: the next call reads the revision again. */
  invalidate(): void {
    this.#generation += 1;
  }

  async #check(generation: number): Promise<CatalogueSnapshot | null> {
    const checkedAt = this.#now();
    const revision = await this.#source.revision();
    let snapshot: CatalogueSnapshot | null;
    if (this.#current?.revision === revision) {
      snapshot = this.#current.snapshot;
    } else {
      const total = await this.#source.count();
      // Loaded after reading the revision: a change in between makes a later check load again, never the reverse.
      snapshot = total > this.#maxGames ? null : new CatalogueSnapshot(await this.#source.load());
    }
    // A check begun before an invalidation answers its own callers but is not kept.
    if (generation === this.#generation)
      this.#current = { revision, snapshot, checkedAt, generation };
    return snapshot;
  }
}
