import {
  CASHIER_LIMITS,
  type RecordStatusFilter,
  type RecordTypeFilter,
} from '../../shared/contract/cashier.ts';

// The records' filters as rules (requirements C5.2, C6.2): which days a date preset means, and
// whether a custom range can be asked for. Days are Bangladesh days written YYYY-MM-DD, the days the
// server's `from` and `to` mean (shared/contract/calls/transaction-records.ts); the caller passes
// today's Bangladesh day, read from its own clock, so these rules hold no clock of their own.

/** The date filter's choices: today, the last 7 days, the last 30 days, or a range the player picks. */
export const PERIOD_PRESETS = ['today', 'week', 'month', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** How many days each preset covers, today included. */
export const PRESET_DAYS = { today: 1, week: 7, month: 30 } as const;

export interface Period {
  preset: PeriodPreset;
  /** The picked range's days, used only by `custom` ('' while not picked). */
  from: string;
  to: string;
}

/** Both lists' filters in one shape: the transaction record reads type and status, the betting record the category. */
export interface RecordFilter {
  type: RecordTypeFilter;
  status: RecordStatusFilter;
  /** A catalogue category (shared/game-categories.ts) or `all`. */
  category: string;
  period: Period;
}

export const DEFAULT_FILTER: RecordFilter = {
  type: 'all',
  status: 'all',
  category: 'all',
  period: { preset: 'today', from: '', to: '' },
};

/**
 * Why a custom range cannot be asked for: a day missing, the end before the start, more days than
 * one query covers (the server refuses them too), or a day after today.
 */
export type RangeProblem = 'range.missing' | 'range.order' | 'range.long' | 'range.future';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2025-02-30 is none). */
export function isDay(text: string): boolean {
  const parts = DAY.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The calendar day `days` after `day` (negative: before). */
export function shiftDay(day: string, days: number): string {
  const parts = DAY.exec(day);
  if (!parts) return day;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]) + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The first problem of a picked range, or null. Without `today` only the order is judged (the
 * chart's check); the view passes today so a day to come is refused too. YYYY-MM-DD days compare
 * as text in calendar order.
 */
export function rangeProblem(from: string, to: string, today?: string): RangeProblem | null {
  if (!isDay(from) || !isDay(to)) return 'range.missing';
  if (to < from) return 'range.order';
  if (to > shiftDay(from, CASHIER_LIMITS.recordRangeDays - 1)) return 'range.long';
  if (today !== undefined && to > today) return 'range.future';
  return null;
}

/** Whether a filter can be asked for: a custom period needs a range without problem. */
export function isAskable(filter: RecordFilter): boolean {
  return (
    filter.period.preset !== 'custom' || rangeProblem(filter.period.from, filter.period.to) === null
  );
}

/** The days a period asks for, both included: a preset counts back from today, today included. */
export function periodRange(period: Period, today: string): { from: string; to: string } {
  if (period.preset === 'custom') return { from: period.from, to: period.to };
  return { from: shiftDay(today, 1 - PRESET_DAYS[period.preset]), to: today };
}
