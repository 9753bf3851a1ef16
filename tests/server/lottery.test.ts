import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCatalogue } from '../../server/db/seed/catalogue.ts';
import { playTypesOf } from '../../server/services/lottery-games.ts';
import { openCatalogue, sessionToken, type CatalogueFixture } from './helpers/games.ts';
import { call, overrideSite } from './helpers/test-app.ts';

// The lottery calls (docs/api.md, server/README.md "Lottery"): shapes, the module switch, refusals of bad
// input, and draws that move with the server's clock. The clock is driven with fake Date only, so the
// database and the request handling keep their real timers.

let fixture: CatalogueFixture;
beforeAll(async () => {
  fixture = await openCatalogue();
  // A fresh migrated and seeded database takes long on a busy two-core machine (as in openapi.test.ts).
}, 180_000);
afterAll(async () => fixture.database.close());
afterEach(() => {
  vi.useRealTimers();
});

const catalogue = buildCatalogue();
// The seed's rows leave out what the table defaults (playType null); the launch code every lottery row sets.
const offeredPlayTypes = (row: (typeof catalogue)[number]) =>
  playTypesOf({
    vendorCode: row.vendorCode,
    launchCode: row.launchCode!,
    playType: row.playType ?? null,
  });
const lotteryRows = (category: string) =>
  catalogue
    .filter((row) => row.gameCategory === category)
    .sort((a, b) => a.sortOrder - b.sortOrder || (a.id ?? 0) - (b.id ?? 0));

interface Draw {
  numero: string;
  closeAt: number;
  drawAt: number;
}
interface Result {
  numero: string;
  drawAt: number;
  result: string[];
}
interface ListEntry {
  vendor: string;
  gameCode: string;
  gameName: string;
  nodeId: number;
  gameId: string;
  iconUrl: string;
  prizeMode: string;
  playTypes: string[];
  drawIntervalSeconds: number;
}
interface CentreEntry {
  vendor: string;
  gameCode: string;
  gameName: string;
  iconUrl: string;
  nodeId: number;
  gameId: string;
  prizeMode: string;
  playType: string | null;
  current: Draw;
  last: Result | null;
}

async function value<T>(path: string): Promise<T> {
  const answer = await call(fixture.app, path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body.value as T;
}

async function refusal(
  path: string,
): Promise<{ status: number; errorCode?: string; fields?: { field: string; reason: string }[] }> {
  const answer = await call(fixture.app, path);
  return {
    status: answer.status,
    errorCode: answer.body.errorCode,
    fields: (answer.body.value as { fields?: { field: string; reason: string }[] } | undefined)
      ?.fields,
  };
}

function setClock(iso: string): number {
  vi.useFakeTimers({ toFake: ['Date'] });
  const now = Date.parse(iso);
  vi.setSystemTime(now);
  return now;
}

describe('GET /wps/relay/LOTTFE_lotteryList', () => {
  it('lists every game of the category in catalogue order, with names in the language', async () => {
    const now = setClock('2026-11-25T10:07:12Z');
    const { serverTime, list } = await value<{ serverTime: number; list: ListEntry[] }>(
      '/wps/relay/LOTTFE_lotteryList?category=LOTT&language=BN',
    );
    expect(serverTime).toBe(now);
    const rows = lotteryRows('LOTT');
    expect(list.map((entry) => entry.gameId)).toEqual(rows.map((row) => row.code));
    const first = rows[0]!;
    expect(list[0]).toEqual({
      vendor: first.vendorCode,
      gameCode: first.launchCode,
      gameName: first.nameBn,
      nodeId: first.id,
      gameId: first.code,
      iconUrl: `/games/art/game/${first.code}.png`,
      prizeMode: first.vendorCode === 'TCG_SEA' ? 'SEA' : 'lottery',
      playTypes: offeredPlayTypes(first),
      drawIntervalSeconds: expect.any(Number),
    });
    const english = await value<{ list: ListEntry[] }>(
      '/wps/relay/LOTTFE_lotteryList?category=LOTT&language=EN',
    );
    expect(english.list[0]!.gameName).toBe(first.nameEn);
  });

  it('gives prize modes by vendor (SEA for TCG_SEA, elottery for ELOTT vendors), play types and intervals of 3, 5, 10, 15 minutes or a day', async () => {
    const lott = (await value<{ list: ListEntry[] }>('/wps/relay/LOTTFE_lotteryList?category=LOTT'))
      .list;
    const elott = (
      await value<{ list: ListEntry[] }>('/wps/relay/LOTTFE_lotteryList?category=elott')
    ).list;
    const modes = (list: ListEntry[]) =>
      Object.fromEntries(list.map((entry) => [entry.vendor, entry.prizeMode]));
    expect(modes(lott)).toEqual({ TCG_SEA: 'SEA', LOTT: 'lottery' });
    expect(modes(elott)).toEqual({ TCG_LOTTO_VN: 'elottery', ELOTT: 'elottery' });
    for (const entry of [...lott, ...elott]) {
      if (entry.vendor === 'LOTT' || entry.vendor === 'ELOTT') {
        expect(entry.playTypes.length, entry.gameId).toBeGreaterThanOrEqual(1);
        expect(new Set(entry.playTypes).size, entry.gameId).toBe(entry.playTypes.length);
        for (const playType of entry.playTypes)
          expect(['Tradition', 'Entertainment'], entry.gameId).toContain(playType);
      } else {
        expect(entry.playTypes, entry.gameId).toEqual([]);
      }
      if (entry.vendor === 'TCG_LOTTO_VN')
        expect(entry.drawIntervalSeconds, entry.gameId).toBe(86_400);
      else expect([180, 300, 600, 900], entry.gameId).toContain(entry.drawIntervalSeconds);
    }
  });

  it('narrows to one vendor; a vendor without lotteries of the category is refused on vendor', async () => {
    const sea = (
      await value<{ list: ListEntry[] }>(
        '/wps/relay/LOTTFE_lotteryList?category=LOTT&vendor=TCG_SEA',
      )
    ).list;
    expect(sea.length).toBe(
      lotteryRows('LOTT').filter((row) => row.vendorCode === 'TCG_SEA').length,
    );
    expect(new Set(sea.map((entry) => entry.vendor))).toEqual(new Set(['TCG_SEA']));
    for (const vendor of ['TCG_LOTTO_VN', 'JILI', 'NOPE']) {
      expect(
        await refusal(`/wps/relay/LOTTFE_lotteryList?category=LOTT&vendor=${vendor}`),
      ).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
        fields: [{ field: 'vendor' }],
      });
    }
  });
});

describe('GET /wps/relay/LOTTFE_lotteryMenu', () => {
  it("groups a play-type vendor's games as Tradition, then Entertainment, named in the language", async () => {
    const { vendor, menus } = await value<{
      vendor: string;
      menus: { playType: string; name: string; games: { gameCode: string; gameName: string }[] }[];
    }>('/wps/relay/LOTTFE_lotteryMenu?vendor=ELOTT&language=BN');
    expect(vendor).toBe('ELOTT');
    expect(menus.map((menu) => [menu.playType, menu.name])).toEqual([
      ['Tradition', 'ঐতিহ্যবাহী'],
      ['Entertainment', 'বিনোদন'],
    ]);
    const rows = lotteryRows('ELOTT').filter((row) => row.vendorCode === 'ELOTT');
    for (const menu of menus) {
      expect(menu.games).toEqual(
        rows
          .filter((row) => offeredPlayTypes(row).includes(menu.playType))
          .map((row) => ({ gameCode: row.launchCode, gameName: row.nameBn })),
      );
    }
    // Every game is under its own play type; some under both (the site asks which, then).
    for (const row of rows)
      expect(
        menus.find((menu) => menu.playType === row.playType)?.games.map((game) => game.gameCode),
        row.code,
      ).toContain(row.launchCode);
    const both = rows.filter((row) => offeredPlayTypes(row).length === 2);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(rows.length);
  });

  it('puts a vendor without play types in one Standard group', async () => {
    const { menus } = await value<{
      menus: { playType: string; name: string; games: unknown[] }[];
    }>('/wps/relay/LOTTFE_lotteryMenu?vendor=TCG_SEA&language=EN');
    expect(menus.map((menu) => [menu.playType, menu.name])).toEqual([['Standard', 'Standard']]);
    expect(menus[0]!.games.length).toBe(
      lotteryRows('LOTT').filter((row) => row.vendorCode === 'TCG_SEA').length,
    );
  });

  it('refuses a missing or unknown vendor, or one that sells no lottery', async () => {
    for (const query of ['', '?vendor=', '?vendor=NOPE', '?vendor=JILI', '?vendor=LO%20TT']) {
      expect(await refusal(`/wps/relay/LOTTFE_lotteryMenu${query}`), query).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
        fields: [{ field: 'vendor' }],
      });
    }
  });
});

describe('GET /wps/relay/LOTTFE_numero', () => {
  const lott = () => lotteryRows('LOTT').find((row) => row.vendorCode === 'LOTT')!;

  it('answers the current and next draws and the last result, which is in the past', async () => {
    const now = setClock('2026-11-25T10:07:12Z');
    const game = lott();
    const answer = await value<{ serverTime: number; current: Draw; next: Draw; last: Result }>(
      `/wps/relay/LOTTFE_numero?vendor=LOTT&gameCode=${game.launchCode}`,
    );
    expect(answer.serverTime).toBe(now);
    const interval = answer.next.drawAt - answer.current.drawAt;
    expect([180_000, 300_000, 600_000, 900_000]).toContain(interval);
    expect(answer.current.drawAt % interval).toBe(0);
    expect(answer.current.drawAt).toBeGreaterThan(now);
    expect(answer.current.drawAt - interval).toBeLessThanOrEqual(now);
    expect(answer.current.closeAt).toBe(answer.current.drawAt - 30_000);
    expect(answer.next.closeAt).toBe(answer.next.drawAt - 30_000);
    expect(answer.current.numero).toMatch(/^20261125-\d{3}$/);
    expect(answer.last.drawAt).toBe(answer.current.drawAt - interval);
    expect(answer.last.drawAt).toBeLessThanOrEqual(now);
    expect(answer.last.result).toEqual([
      expect.stringMatching(/^\d$/),
      expect.stringMatching(/^\d$/),
      expect.stringMatching(/^\d$/),
      expect.stringMatching(/^\d$/),
      expect.stringMatching(/^\d$/),
    ]);
    // Deterministic: the same draw has the same result on a second call.
    expect(
      (
        await value<{ last: Result }>(
          `/wps/relay/LOTTFE_numero?vendor=LOTT&gameCode=${game.launchCode}`,
        )
      ).last,
    ).toEqual(answer.last);
  });

  it('moves across a draw boundary: the current draw becomes the last, with its result, and the next becomes current', async () => {
    setClock('2026-11-25T10:07:12Z');
    const path = `/wps/relay/LOTTFE_numero?vendor=LOTT&gameCode=${lott().launchCode}`;
    const before = await value<{ current: Draw; next: Draw; last: Result }>(path);
    vi.setSystemTime(before.current.closeAt - 1);
    expect((await value<{ current: Draw }>(path)).current).toEqual(before.current);
    vi.setSystemTime(before.current.closeAt);
    expect((await value<{ current: Draw }>(path)).current).toEqual(before.current);
    vi.setSystemTime(before.current.drawAt);
    const after = await value<{ serverTime: number; current: Draw; last: Result }>(path);
    expect(after.serverTime).toBe(before.current.drawAt);
    expect(after.current).toEqual(before.next);
    expect(after.last).toMatchObject({
      numero: before.current.numero,
      drawAt: before.current.drawAt,
    });
    expect(after.last.result).toHaveLength(5);
  });

  it('gives TCG_SEA three two-digit numbers and a Vietnam lottery a daily draw with a 6-digit special prize', async () => {
    const now = setClock('2026-11-25T08:00:00Z');
    const sea = lotteryRows('LOTT').find((row) => row.vendorCode === 'TCG_SEA')!;
    const seaAnswer = await value<{ last: Result }>(
      `/wps/relay/LOTTFE_numero?vendor=TCG_SEA&gameCode=${sea.launchCode}`,
    );
    expect(seaAnswer.last.result).toEqual([
      expect.stringMatching(/^\d\d$/),
      expect.stringMatching(/^\d\d$/),
      expect.stringMatching(/^\d\d$/),
    ]);
    const vn = lotteryRows('ELOTT').find((row) => row.vendorCode === 'TCG_LOTTO_VN')!;
    const vnAnswer = await value<{ current: Draw; next: Draw; last: Result }>(
      `/wps/relay/LOTTFE_numero?vendor=TCG_LOTTO_VN&gameCode=${vn.launchCode}`,
    );
    expect(vnAnswer.current.numero).toBe('20261125-001');
    expect(vnAnswer.next.numero).toBe('20261126-001');
    expect(vnAnswer.current.drawAt - vnAnswer.current.closeAt).toBe(15 * 60_000);
    expect(vnAnswer.current.drawAt).toBeGreaterThan(now);
    expect(vnAnswer.last).toMatchObject({
      numero: '20261124-001',
      result: [expect.stringMatching(/^\d{6}$/)],
    });
  });

  it('refuses an unknown vendor on vendor and an unknown game code on gameCode, never with a 500', async () => {
    expect(await refusal('/wps/relay/LOTTFE_numero?vendor=NOPE&gameCode=1001')).toMatchObject({
      status: 400,
      errorCode: 'request_param_err',
      fields: [{ field: 'vendor' }],
    });
    expect(await refusal('/wps/relay/LOTTFE_numero?vendor=JILI&gameCode=1001')).toMatchObject({
      status: 400,
      fields: [{ field: 'vendor' }],
    });
    expect(await refusal('/wps/relay/LOTTFE_numero?vendor=LOTT&gameCode=9999')).toMatchObject({
      status: 400,
      errorCode: 'request_param_err',
      fields: [{ field: 'gameCode' }],
    });
    expect(await refusal('/wps/relay/LOTTFE_numero?vendor=LOTT')).toMatchObject({
      status: 400,
      fields: [{ field: 'gameCode' }],
    });
    expect(await refusal('/wps/relay/LOTTFE_numero?vendor=LOTT&gameCode=%27%3B--')).toMatchObject({
      status: 400,
      fields: [{ field: 'gameCode' }],
    });
    expect(
      await refusal(`/wps/relay/LOTTFE_numero?vendor=LOTT&gameCode=${'1'.repeat(65)}`),
    ).toMatchObject({ status: 400, fields: [{ field: 'gameCode' }] });
    expect(
      await refusal('/wps/relay/LOTTFE_numero?vendor=LOTT&gameCode=1001&gameCode=1002'),
    ).toMatchObject({ status: 400, fields: [{ field: 'gameCode' }] });
  });
});

describe('GET /wps/relay/LOTTFE_vnLotteryList', () => {
  it("lists the Vietnam lotteries by region, North, Central, South, each game once, with its region's daily draw", async () => {
    const now = setClock('2026-11-25T10:00:00Z');
    const { serverTime, regions } = await value<{
      serverTime: number;
      regions: {
        region: string;
        name: string;
        draws: (Draw & {
          vendor: string;
          gameCode: string;
          gameName: string;
          last: Result | null;
        })[];
      }[];
    }>('/wps/relay/LOTTFE_vnLotteryList?language=BN');
    expect(serverTime).toBe(now);
    expect(regions.map((region) => [region.region, region.name])).toEqual([
      ['NORTH', 'উত্তর'],
      ['CENTRAL', 'মধ্য'],
      ['SOUTH', 'দক্ষিণ'],
    ]);
    const vn = lotteryRows('ELOTT').filter((row) => row.vendorCode === 'TCG_LOTTO_VN');
    const listed = regions.flatMap((region) => region.draws.map((draw) => draw.gameCode));
    expect([...listed].sort()).toEqual(vn.map((row) => row.launchCode).sort());
    // 10:00 UTC is 17:00 in Vietnam: the South has drawn today (16:15), Central (17:15) and North (18:15) not yet.
    const drawAt = {
      NORTH: Date.parse('2026-11-25T11:15:00Z'),
      CENTRAL: Date.parse('2026-11-25T10:15:00Z'),
      SOUTH: Date.parse('2026-11-26T09:15:00Z'),
    };
    for (const region of regions) {
      expect(region.draws.length, region.region).toBeGreaterThan(0);
      for (const draw of region.draws) {
        const row = vn.find((candidate) => candidate.launchCode === draw.gameCode)!;
        expect(draw).toMatchObject({
          vendor: 'TCG_LOTTO_VN',
          gameName: row.nameBn,
          drawAt: drawAt[region.region as keyof typeof drawAt],
          closeAt: drawAt[region.region as keyof typeof drawAt] - 15 * 60_000,
        });
        expect(draw.numero).toBe(region.region === 'SOUTH' ? '20261126-001' : '20261125-001');
        expect(draw.last).toMatchObject({
          drawAt: draw.drawAt - 86_400_000,
          result: [expect.stringMatching(/^\d{6}$/)],
        });
        expect(draw.last!.drawAt).toBeLessThanOrEqual(now);
      }
    }
  });
});

describe('GET /wps/relay/LOTTFE_lotteryCenter', () => {
  it('gives every lottery of the category its current draw, last result, prize mode and default play type', async () => {
    const now = setClock('2026-11-25T10:07:12Z');
    const { serverTime, list } = await value<{ serverTime: number; list: CentreEntry[] }>(
      '/wps/relay/LOTTFE_lotteryCenter?category=ELOTT&language=EN',
    );
    expect(serverTime).toBe(now);
    const rows = lotteryRows('ELOTT');
    expect(list.map((entry) => entry.nodeId)).toEqual(rows.map((row) => row.id));
    for (const [index, entry] of list.entries()) {
      const row = rows[index]!;
      expect(entry).toMatchObject({
        vendor: row.vendorCode,
        gameCode: row.launchCode,
        gameName: row.nameEn,
        gameId: row.code,
        iconUrl: `/games/art/game/${row.code}.png`,
        prizeMode: 'elottery',
        playType: row.playType,
      });
      expect(entry.current.drawAt).toBeGreaterThan(now);
      expect(entry.last!.drawAt).toBeLessThanOrEqual(now);
      expect(entry.current.drawAt - entry.current.closeAt).toBe(
        row.vendorCode === 'TCG_LOTTO_VN' ? 15 * 60_000 : 30_000,
      );
    }
    // The centre's draw is the numero call's current draw.
    const sample = list.find((entry) => entry.vendor === 'ELOTT')!;
    const numero = await value<{ current: Draw; last: Result }>(
      `/wps/relay/LOTTFE_numero?vendor=ELOTT&gameCode=${sample.gameCode}`,
    );
    expect(numero.current).toEqual(sample.current);
    expect(numero.last).toEqual(sample.last);
  });

  it('launches an entry for a member with its prize mode and play type', async () => {
    const { list } = await value<{ list: CentreEntry[] }>(
      '/wps/relay/LOTTFE_lotteryCenter?category=LOTT',
    );
    const token = await sessionToken(fixture.database, 'lottery_member');
    for (const entry of [
      list.find((candidate) => candidate.vendor === 'TCG_SEA')!,
      list.find((candidate) => candidate.vendor === 'LOTT')!,
    ]) {
      const query = new URLSearchParams({
        vendor: entry.vendor,
        gameCode: entry.gameCode,
        prizeMode: entry.prizeMode,
        ...(entry.playType === null ? {} : { playType: entry.playType }),
      });
      const answer = await call(fixture.app, `/wps/game/launchGame?${query.toString()}`, {
        headers: { Authorization: token },
      });
      expect(answer.status).toBe(200);
      const url = new URL((answer.body.value as { gameUrl: string }).gameUrl, 'http://localhost');
      expect(url.pathname).toBe(`/games/play/${entry.gameId}`);
      if (entry.vendor === 'TCG_SEA') expect(url.searchParams.get('prizeMode')).toBe('SEA');
      else expect(url.searchParams.get('playType')).toBe(entry.playType);
    }
  });

  it('launches a game offered in both play types in the one asked for, the other than its default', async () => {
    const { list } = await value<{ list: ListEntry[] }>(
      '/wps/relay/LOTTFE_lotteryList?category=LOTT&vendor=LOTT',
    );
    const entry = list.find((candidate) => candidate.playTypes.length === 2)!;
    const token = await sessionToken(fixture.database, 'lottery_member');
    const query = new URLSearchParams({
      vendor: entry.vendor,
      gameCode: entry.gameCode,
      prizeMode: entry.prizeMode,
      playType: entry.playTypes[1]!,
    });
    const answer = await call(fixture.app, `/wps/game/launchGame?${query.toString()}`, {
      headers: { Authorization: token },
    });
    expect(answer.status).toBe(200);
    const url = new URL((answer.body.value as { gameUrl: string }).gameUrl, 'http://localhost');
    expect(url.searchParams.get('playType')).toBe(entry.playTypes[1]);
    expect(url.searchParams.get('prizeMode')).toBe('lottery');
  });
});

describe('input and module refusals', () => {
  it('refuses the launch of a lottery in a play type its list entry does not offer, on playType', async () => {
    const token = await sessionToken(fixture.database, 'lottery_member');
    const launch = (query: URLSearchParams) =>
      call(fixture.app, `/wps/game/launchGame?${query.toString()}`, {
        headers: { Authorization: token },
      });
    for (const category of ['LOTT', 'ELOTT']) {
      const { list } = await value<{ list: ListEntry[] }>(
        `/wps/relay/LOTTFE_lotteryList?category=${category}`,
      );
      const single = list.find((entry) => entry.playTypes.length === 1)!;
      const other = single.playTypes[0] === 'Tradition' ? 'Entertainment' : 'Tradition';
      const answer = await launch(
        new URLSearchParams({
          vendor: single.vendor,
          gameCode: single.gameCode,
          prizeMode: single.prizeMode,
          playType: other,
        }),
      );
      expect(answer.status, category).toBe(400);
      expect(answer.body.errorCode).toBe('request_param_err');
      expect((answer.body.value as { fields: { field: string; reason: string }[] }).fields).toEqual(
        [{ field: 'playType', reason: `this game is offered in ${single.playTypes[0]!} only` }],
      );
    }
    const { list } = await value<{ list: ListEntry[] }>(
      '/wps/relay/LOTTFE_lotteryList?category=LOTT&vendor=TCG_SEA',
    );
    const sea = await launch(
      new URLSearchParams({
        vendor: 'TCG_SEA',
        gameCode: list[0]!.gameCode,
        playType: 'Tradition',
      }),
    );
    expect(sea.status).toBe(400);
    expect((sea.body.value as { fields: unknown[] }).fields).toEqual([
      { field: 'playType', reason: 'this game has no play types' },
    ]);
  });

  it('refuses a missing or unknown category on category', async () => {
    for (const path of [
      '/wps/relay/LOTTFE_lotteryList',
      '/wps/relay/LOTTFE_lotteryList?category=RNG',
      '/wps/relay/LOTTFE_lotteryCenter?category=',
      '/wps/relay/LOTTFE_lotteryCenter?category=LOTTX',
    ]) {
      expect(await refusal(path), path).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
        fields: [{ field: 'category' }],
      });
    }
  });

  it('refuses control characters in any parameter, the unknown ones included', async () => {
    for (const path of [
      '/wps/relay/LOTTFE_lotteryList?category=LOTT%00',
      '/wps/relay/LOTTFE_lotteryMenu?vendor=LOTT%07',
      '/wps/relay/LOTTFE_numero?vendor=LOTT&gameCode=1001%1B',
      '/wps/relay/LOTTFE_vnLotteryList?language=EN%7F',
      '/wps/relay/LOTTFE_lotteryCenter?category=LOTT&token=%C2%85',
    ]) {
      const answer = await refusal(path);
      expect(answer, path).toMatchObject({ status: 400, errorCode: 'request_param_err' });
      expect(
        answer.fields!.some((field) => field.reason === 'control characters are not allowed'),
        path,
      ).toBe(true);
    }
  });

  it('answers function.not.available for every lottery call while LOTT3 is off, and serves them again when it is on', async () => {
    const paths = [
      '/wps/relay/LOTTFE_lotteryList?category=LOTT',
      '/wps/relay/LOTTFE_lotteryMenu?vendor=LOTT',
      '/wps/relay/LOTTFE_numero?vendor=LOTT&gameCode=1001',
      '/wps/relay/LOTTFE_vnLotteryList',
      '/wps/relay/LOTTFE_lotteryCenter?category=LOTT',
    ];
    await overrideSite(fixture.app, { whitelabel: [{ moduleId: 'LOTT3', enabled: false }] });
    try {
      for (const path of paths)
        expect(await refusal(path), path).toMatchObject({
          status: 400,
          errorCode: 'function.not.available',
        });
    } finally {
      await overrideSite(fixture.app, { whitelabel: [{ moduleId: 'LOTT3', enabled: true }] });
    }
    for (const path of paths) expect((await call(fixture.app, path)).status, path).toBe(200);
  });

  it('needs the Merchant header but no session', async () => {
    expect(
      (await call(fixture.app, '/wps/relay/LOTTFE_vnLotteryList', { merchant: null })).status,
    ).toBe(400);
    expect((await call(fixture.app, '/wps/relay/LOTTFE_vnLotteryList')).status).toBe(200);
  });
});
