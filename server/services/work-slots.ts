import { ApiError } from '../http/errors.ts';

/**
 * A cap on heavy work running at once (password hashes, picture uploads and their decoding), with a
 * bounded queue behind it: a burst then takes at most `limit` slots, the other calls keep the rest,
 * and a burst beyond the queue is refused (429) rather than piling up memory and latency for everyone.
 */
export class WorkSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most work seen running at once, for tests and diagnostics. */
  peakActive = 0;
  peakWaiting = 0;

  constructor(
    readonly limit: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting)
        throw new ApiError(429, 'too.many.requests', 'Too many requests, please try again later');
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
