import { availableParallelism } from 'node:os';
import { ApiError } from '../http/errors.ts';

/**
 * A cap on password hashes running at once, with a bounded queue behind it: a burst of logins
 * then takes at most `limit` cores, the other calls keep the rest, and a burst beyond the queue is
 * refused (429) rather than piling up memory and latency for everyone.
 */
export class HashSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most hashes seen running at once, for tests and diagnostics. */
  peakActive = 0;
  peakWaiting = 0;

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new ApiError(429, 'too.many.requests', 'Too many requests, please try again later');
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        this.peakWaiting = Math.max(this.peakWaiting, this.waiting.length);
      });
    } else {
      this.active += 1;
    }
    this.peakActive = Math.max(this.peakActive, this.active);
    try {
      return await work();
    } finally {
      // A waiting hash takes over the slot directly, so `active` never drops below what runs.
      const next = this.waiting.shift();
      if (next === undefined) this.active -= 1;
      else next();
    }
  }
}

// One core left for everything else; a 2-core machine hashes one password at a time.
const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
// About two seconds of queued logins at ~20 ms of CPU each per slot.
const HASH_QUEUE = 100;

export const passwordHashSlots = new HashSlots(HASH_CONCURRENCY, HASH_QUEUE);
