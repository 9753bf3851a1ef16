import { createHash } from 'node:crypto';

// The lottery draw schedule (server/README.md "Lottery"). Nothing is stored: every draw follows from the
// game and the clock, so the demo's draws always move with the time and every process agrees on them.

/** Vietnam lotteries draw once a day per region; every other lottery on a fixed interval. */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** The intervals a lottery game may draw on, in seconds (3, 5, 10 or 15 minutes). */
export const DRAW_INTERVALS_SECONDS = [180, 300, 600, 900] as const;
/** Betting on an interval draw closes this long before the draw. */
export const INTERVAL_CLOSE_MS = 30_000;
/** Betting on a daily Vietnam draw closes this long before the draw. */
export const DAILY_CLOSE_MS = 15 * 60_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Numeros count in Asia/Dhaka time: UTC+6 all year (Bangladesh's summer time ended with 2009). */
const DHAKA_OFFSET_MS = 6 * HOUR_MS;
/** Vietnam draw times are Vietnam time (UTC+7 all year). */
const VIETNAM_OFFSET_MS = 7 * HOUR_MS;

export const VN_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** Each region's daily draw, Vietnam time: South 16:15, Central 17:15, North 18:15. */
export const VN_DRAW_TIMES: Readonly<Record<VnRegion, { hour: number; minute: number }>> = {
  SOUTH: { hour: 16, minute: 15 },
  CENTRAL: { hour: 17, minute: 15 },
  NORTH: { hour: 18, minute: 15 },
};

export type DrawSchedule =
  { kind: 'interval'; intervalMs: number } | { kind: 'daily'; region: VnRegion };

export interface Draw {
  numero: string;
  closeAt: number;
  drawAt: number;
}

/** The draws around a moment: `current` is the first still to come, `next` the one after, `lastDrawAt` the latest drawn. */
export interface DrawsAt {
  current: Draw;
  next: Draw;
  lastDraw: Draw;
}

/** A stable number from a text (the first 4 bytes of its SHA-256). */
export function stableNumber(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** Vendor and game code together: game codes repeat across vendors (`1001` is a game of every lottery vendor). */
const gameKey = (vendor: string, gameCode: string) => `${vendor}:${gameCode}`;

/** The Vietnam region a VN lottery game draws in, fixed by its code. */
export function vnRegionOf(vendor: string, gameCode: string): VnRegion {
  return VN_REGIONS[
    stableNumber(`region ${gameKey(vendor, gameCode)}`) % VN_REGIONS.length
  ] as VnRegion;
}

/** A lottery game's schedule: daily per region for Vietnam lotteries, else one of the intervals, fixed by its code. */
export function scheduleOf(vendor: string, gameCode: string): DrawSchedule {
  if (vendor === VN_LOTTERY_VENDOR) return { kind: 'daily', region: vnRegionOf(vendor, gameCode) };
  const seconds = DRAW_INTERVALS_SECONDS[
    stableNumber(`interval ${gameKey(vendor, gameCode)}`) % DRAW_INTERVALS_SECONDS.length
  ] as number;
  return { kind: 'interval', intervalMs: seconds * 1000 };
}

/** Seconds between two draws of the schedule (a day for the daily Vietnam draws). */
export function drawIntervalSeconds(schedule: DrawSchedule): number {
  return (schedule.kind === 'interval' ? schedule.intervalMs : DAY_MS) / 1000;
}

/** YYYYMMDD of a moment in Asia/Dhaka. */
export function dhakaDate(at: number): string {
  const local = new Date(at + DHAKA_OFFSET_MS);
  const month = String(local.getUTCMonth() + 1).padStart(2, '0');
  const day = String(local.getUTCDate()).padStart(2, '0');
  return `${local.getUTCFullYear()}${month}${day}`;
}

/**
 * The draw's number: its date in Asia/Dhaka, a dash and its index within that day, 3 digits. An interval
 * draw at Dhaka midnight is 001 of the new day; a daily draw is always 001.
 */
export function numeroOf(schedule: DrawSchedule, drawAt: number): string {
  if (schedule.kind === 'daily') return `${dhakaDate(drawAt)}-001`;
  const sinceMidnight = (((drawAt + DHAKA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  const index = Math.floor(sinceMidnight / schedule.intervalMs) + 1;
  return `${dhakaDate(drawAt)}-${String(index).padStart(3, '0')}`;
}

function drawAt(schedule: DrawSchedule, at: number): Draw {
  const closeMs = schedule.kind === 'interval' ? INTERVAL_CLOSE_MS : DAILY_CLOSE_MS;
  return { numero: numeroOf(schedule, at), closeAt: at - closeMs, drawAt: at };
}

/** The daily draw time of a region on the Vietnam calendar day that contains `at`. */
function vietnamDrawOfDay(region: VnRegion, at: number): number {
  const dayStart = Math.floor((at + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
  const { hour, minute } = VN_DRAW_TIMES[region];
  return dayStart + hour * HOUR_MS + minute * MINUTE_MS;
}

/** The first draw strictly after `now`, the one after it, and the latest at or before `now`. */
export function drawsAt(schedule: DrawSchedule, now: number): DrawsAt {
  if (schedule.kind === 'interval') {
    const step = schedule.intervalMs;
    const last = Math.floor(now / step) * step;
    return {
      lastDraw: drawAt(schedule, last),
      current: drawAt(schedule, last + step),
      next: drawAt(schedule, last + 2 * step),
    };
  }
  const today = vietnamDrawOfDay(schedule.region, now);
  const last = today <= now ? today : today - DAY_MS;
  return {
    lastDraw: drawAt(schedule, last),
    current: drawAt(schedule, last + DAY_MS),
    next: drawAt(schedule, last + 2 * DAY_MS),
  };
}
