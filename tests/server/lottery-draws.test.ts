import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../server/db/seed/catalogue.ts';
import {
  drawIntervalSeconds,
  drawsAt,
  numeroOf,
  scheduleOf,
  type DrawSchedule,
} from '../../server/services/lottery-draws.ts';
import { drawResult } from '../../server/services/lottery-results.ts';

// The draw schedule of the lottery calls (server/README.md "Lottery"), as pure functions of the game and
// the clock. The oracles read the wall clock of Asia/Dhaka and Vietnam through Intl, not through the
// offsets the schedule itself uses.

const at = (iso: string) => Date.parse(iso);
const minutes = (n: number) => n * 60_000;
const every = (minutesApart: number): DrawSchedule => ({
  kind: 'interval',
  intervalMs: minutes(minutesApart),
});

/** Wall-clock parts of a moment in a time zone, read by Intl. */
function wallClock(
  timeZone: string,
  moment: number,
): { date: string; hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(moment));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}${part('month')}${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
  };
}

const lotteryRows = buildCatalogue().filter(
  (row) => row.gameCategory === 'LOTT' || row.gameCategory === 'ELOTT',
);
const intervalRows = lotteryRows.filter((row) => row.vendorCode !== 'TCG_LOTTO_VN');
const vnRows = lotteryRows.filter((row) => row.vendorCode === 'TCG_LOTTO_VN');

describe('draw intervals', () => {
  it('gives every interval lottery one of 3, 5, 10 or 15 minutes, the same on every call, and uses all four', () => {
    const seen = new Set<number>();
    for (const row of intervalRows) {
      const schedule = scheduleOf(row.vendorCode, row.launchCode ?? '');
      expect(schedule).toEqual(scheduleOf(row.vendorCode, row.launchCode ?? ''));
      seen.add(drawIntervalSeconds(schedule));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([180, 300, 600, 900]);
  });

  it('gives Vietnam lotteries one draw a day in one of the three regions, each region holding some', () => {
    const regions = new Set<string>();
    for (const row of vnRows) {
      const schedule = scheduleOf(row.vendorCode, row.launchCode ?? '');
      expect(drawIntervalSeconds(schedule)).toBe(86_400);
      if (schedule.kind === 'daily') regions.add(schedule.region);
    }
    expect([...regions].sort()).toEqual(['CENTRAL', 'NORTH', 'SOUTH']);
  });

  it('tells games of one code but different vendors apart (codes repeat across vendors)', () => {
    const codes = new Set(
      intervalRows.filter((row) => row.vendorCode === 'LOTT').map((row) => row.launchCode),
    );
    const differs = intervalRows
      .filter((row) => row.vendorCode === 'ELOTT' && codes.has(row.launchCode))
      .some(
        (row) =>
          drawIntervalSeconds(scheduleOf('LOTT', row.launchCode ?? '')) !==
          drawIntervalSeconds(scheduleOf('ELOTT', row.launchCode ?? '')),
      );
    expect(differs).toBe(true);
  });
});

describe('interval draws', () => {
  it('fall on multiples of the interval: current is the first after now, next the one after, last the latest drawn', () => {
    const now = at('2026-11-25T10:07:12Z');
    expect(drawsAt(every(5), now)).toEqual({
      lastDraw: {
        numero: '20261125-194',
        closeAt: at('2026-11-25T10:04:30Z'),
        drawAt: at('2026-11-25T10:05:00Z'),
      },
      current: {
        numero: '20261125-195',
        closeAt: at('2026-11-25T10:09:30Z'),
        drawAt: at('2026-11-25T10:10:00Z'),
      },
      next: {
        numero: '20261125-196',
        closeAt: at('2026-11-25T10:14:30Z'),
        drawAt: at('2026-11-25T10:15:00Z'),
      },
    });
  });

  it('at the moment of a draw, that draw is drawn and the current one is the following', () => {
    const draws = drawsAt(every(3), at('2026-11-25T10:06:00Z'));
    expect(draws.lastDraw.drawAt).toBe(at('2026-11-25T10:06:00Z'));
    expect(draws.current.drawAt).toBe(at('2026-11-25T10:09:00Z'));
    const justBefore = drawsAt(every(3), at('2026-11-25T10:05:59.999Z'));
    expect(justBefore.current.drawAt).toBe(at('2026-11-25T10:06:00Z'));
  });

  it('holds for any moment and interval: last ≤ now < current, one interval apart, betting closed 30 s before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z') }),
        fc.constantFrom(3, 5, 10, 15),
        (now, gap) => {
          const { lastDraw, current, next } = drawsAt(every(gap), now);
          expect(lastDraw.drawAt).toBeLessThanOrEqual(now);
          expect(current.drawAt).toBeGreaterThan(now);
          expect(current.drawAt - lastDraw.drawAt).toBe(minutes(gap));
          expect(next.drawAt - current.drawAt).toBe(minutes(gap));
          expect(current.drawAt % minutes(gap)).toBe(0);
          for (const draw of [lastDraw, current, next])
            expect(draw.drawAt - draw.closeAt).toBe(30_000);
        },
      ),
    );
  });
});

describe('numero', () => {
  it('is the Dhaka date and the index of the draw within that Dhaka day, 3 digits', () => {
    // From 2010: Bangladesh kept summer time (UTC+7) in the second half of 2009 and UTC+6 ever since.
    fc.assert(
      fc.property(
        fc.integer({ min: at('2010-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z') }),
        fc.constantFrom(3, 5, 10, 15),
        (moment, gap) => {
          const drawAt = Math.floor(moment / minutes(gap)) * minutes(gap);
          const local = wallClock('Asia/Dhaka', drawAt);
          const index = (local.hour * 60 + local.minute) / gap + 1;
          expect(numeroOf(every(gap), drawAt)).toBe(
            `${local.date}-${String(index).padStart(3, '0')}`,
          );
        },
      ),
    );
  });

  it('rolls over at midnight in Dhaka (18:00 UTC), not at midnight UTC', () => {
    expect(numeroOf(every(5), at('2026-11-25T17:55:00Z'))).toBe('20261125-288');
    expect(numeroOf(every(5), at('2026-11-25T18:00:00Z'))).toBe('20261126-001');
    expect(numeroOf(every(5), at('2026-11-26T00:00:00Z'))).toBe('20261126-073');
    expect(numeroOf(every(3), at('2026-11-25T17:57:00Z'))).toBe('20261125-480');
    expect(numeroOf(every(15), at('2026-11-25T17:45:00Z'))).toBe('20261125-096');
    expect(numeroOf(every(10), at('2026-12-31T18:00:00Z'))).toBe('20270101-001');
    // Across a draw boundary at Dhaka midnight: the current draw moves to the new day.
    expect(drawsAt(every(5), at('2026-11-25T17:59:59Z')).current.numero).toBe('20261126-001');
    expect(drawsAt(every(5), at('2026-11-25T18:00:00Z')).current.numero).toBe('20261126-002');
  });
});

describe('Vietnam daily draws', () => {
  const regionTimes = { SOUTH: [16, 15], CENTRAL: [17, 15], NORTH: [18, 15] } as const;

  it('draw at 16:15 (South), 17:15 (Central) and 18:15 (North) Vietnam time, closing 15 minutes before, numbered YYYYMMDD-001', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z') }),
        fc.constantFrom('SOUTH', 'CENTRAL', 'NORTH' as const),
        (now, region) => {
          const { lastDraw, current, next } = drawsAt({ kind: 'daily', region }, now);
          expect(lastDraw.drawAt).toBeLessThanOrEqual(now);
          expect(current.drawAt).toBeGreaterThan(now);
          expect(current.drawAt - lastDraw.drawAt).toBe(86_400_000);
          expect(next.drawAt - current.drawAt).toBe(86_400_000);
          for (const draw of [lastDraw, current, next]) {
            const local = wallClock('Asia/Ho_Chi_Minh', draw.drawAt);
            expect([local.hour, local.minute, local.second]).toEqual([...regionTimes[region], 0]);
            expect(draw.drawAt - draw.closeAt).toBe(minutes(15));
            expect(draw.numero).toBe(`${wallClock('Asia/Dhaka', draw.drawAt).date}-001`);
          }
        },
      ),
    );
  });

  it('move to the next day once drawn, and count days in Vietnam time', () => {
    const south = { kind: 'daily', region: 'SOUTH' } as const;
    expect(drawsAt(south, at('2026-11-25T09:14:59Z')).current).toEqual({
      numero: '20261125-001',
      closeAt: at('2026-11-25T09:00:00Z'),
      drawAt: at('2026-11-25T09:15:00Z'),
    });
    expect(drawsAt(south, at('2026-11-25T09:15:00Z')).current.numero).toBe('20261126-001');
    expect(drawsAt(south, at('2026-11-25T09:15:00Z')).lastDraw.numero).toBe('20261125-001');
    // 23:30 on the 25th and 00:30 on the 26th in Vietnam: the same next draw, the 26th's.
    expect(drawsAt(south, at('2026-11-25T16:30:00Z')).current.drawAt).toBe(
      at('2026-11-26T09:15:00Z'),
    );
    expect(drawsAt(south, at('2026-11-25T17:30:00Z')).current.drawAt).toBe(
      at('2026-11-26T09:15:00Z'),
    );
    expect(
      drawsAt({ kind: 'daily', region: 'NORTH' }, at('2026-11-25T10:00:00Z')).current.drawAt,
    ).toBe(at('2026-11-25T11:15:00Z'));
  });
});

describe('results', () => {
  const draw = { numero: '20261125-143', drawAt: at('2026-11-25T05:50:00Z') };

  it('are the same for one draw on every call, and in the format of the vendor', () => {
    expect(drawResult('LOTT', '1001', draw)).toEqual(drawResult('LOTT', '1001', draw));
    expect(drawResult('LOTT', '1001', draw)).toMatchObject({
      numero: draw.numero,
      drawAt: draw.drawAt,
    });
    for (const vendor of ['LOTT', 'ELOTT']) {
      const { result } = drawResult(vendor, '1001', draw);
      expect(result).toHaveLength(5);
      for (const digit of result) expect(digit).toMatch(/^\d$/);
    }
    const sea = drawResult('TCG_SEA', '1001', draw).result;
    expect(sea).toHaveLength(3);
    for (const number of sea) expect(number).toMatch(/^\d\d$/);
    expect(
      drawResult('TCG_LOTTO_VN', '1001', { numero: '20261125-001', drawAt: draw.drawAt }).result,
    ).toEqual([expect.stringMatching(/^\d{6}$/)]);
  });

  it('differ between draws and between games, and use every digit', () => {
    const numeros = Array.from(
      { length: 200 },
      (_, index) => `20261125-${String(index + 1).padStart(3, '0')}`,
    );
    const results = new Set(
      numeros.map((numero) => drawResult('LOTT', '1001', { numero, drawAt: 0 }).result.join('')),
    );
    expect(results.size).toBeGreaterThan(190);
    expect(drawResult('LOTT', '1001', draw).result).not.toEqual(
      drawResult('LOTT', '1002', draw).result,
    );
    const digits = new Set(
      numeros.flatMap((numero) => drawResult('ELOTT', '1003', { numero, drawAt: 0 }).result),
    );
    expect([...digits].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});
