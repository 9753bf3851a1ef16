import { pino } from 'pino';
import type { Logger } from '../../../server/logger.ts';
import type { DeliveryPolicy } from '../../../server/services/gateway-delivery.ts';

/** Short waits between tries, so a file with failures and retries runs in a few seconds; a try may take its time on a busy machine. */
export const FAST_DELIVERY: DeliveryPolicy = {
  attempts: 3,
  firstBackoffMs: 50,
  attemptTimeoutMs: 5_000,
};
/** For a gateway that never answers: each try ends after 300 ms. */
export const HANGING_DELIVERY: DeliveryPolicy = { ...FAST_DELIVERY, attemptTimeoutMs: 300 };

export interface CapturedLog {
  logger: Logger;
  /** Every line written so far, parsed. */
  entries(): Record<string, unknown>[];
  /** Every line written so far, as written (to look for what must never be there). */
  text(): string;
}

/** A real pino logger whose lines stay in memory. */
export function captureLog(): CapturedLog {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return {
    logger,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join(''),
  };
}

/** Polls until `check` returns a value other than undefined, or fails after `withinMs`. */
export async function eventually<T>(
  check: () => T | undefined,
  withinMs = 5_000,
  what = 'the condition',
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
