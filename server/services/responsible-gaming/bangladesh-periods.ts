import type { LimitPeriod } from '../../../shared/contract/rewards.ts';

// The Bangladesh calendar of deposit limits (requirements D5.1): the day from 00:00, the week from
// Monday, the month from the 1st, in Bangladesh time, which is UTC+6 all year (no daylight saving;
// the same zone as src/lib/bangladesh-time.ts and the cashier's record days).

const OFFSET_MS = 6 * 60 * 60 * 1000;

/** The instant the period containing `now` started. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  // The instant moved to UTC+6, so its UTC fields read as the Bangladesh wall clock.
  const wall = new Date(now.getTime() + OFFSET_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  let day = wall.getUTCDate();
  if (period === 'month') day = 1;
  // getUTCDay: Sunday 0 … Saturday 6; a week starts on Monday.
  if (period === 'week') day -= (wall.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(year, month, day) - OFFSET_MS);
}
