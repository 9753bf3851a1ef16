import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameList,
  openCatalogue,
  sessionToken,
  type CatalogueFixture,
  type GameDto,
} from './helpers/games.ts';
import { call } from './helpers/test-app.ts';

let fixture: CatalogueFixture;
let member: string;
let trial: string;
let freeGame: GameDto;
let paidSlot: GameDto;

beforeAll(async () => {
  fixture = await openCatalogue();
  member = await sessionToken(fixture.database, 'launch_member', 0);
  trial = await sessionToken(fixture.database, 'trial_0123456789', 4);
  const slots = (await gameList(fixture.app, { gameType: 'RNG', pageSize: '50' })).games;
  freeGame = slots.find((game) => game.supportPlay === 0) as GameDto;
  paidSlot = slots.find((game) => game.supportPlay === 1) as GameDto;
});
afterAll(async () => fixture.database.close());

async function launch(token: string, query: string) {
  return call(fixture.app, `/wps/game/launchGame?${query}`, { headers: { Authorization: token } });
}

async function urlOf(token: string, query: string): Promise<URL> {
  const answer = await launch(token, query);
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
  return new URL((answer.body.value as { gameUrl: string }).gameUrl, 'http://site.test');
}

describe('GET /wps/game/launchGame', () => {
  it('answers a same-origin demo page URL; a member plays for real unless asking for free play', async () => {
    const real = await urlOf(
      member,
      `nodeId=${freeGame.nodeId}&vendor=${freeGame.vassalage}&category=RNG`,
    );
    expect(real.pathname).toBe(`/games/play/${freeGame.gameId}`);
    expect(real.searchParams.get('mode')).toBe('real');
    expect(
      (await urlOf(member, `nodeId=${freeGame.nodeId}&freeplay=1`)).searchParams.get('mode'),
    ).toBe('free');
    // A game without free play stays real even when asked.
    expect(
      (await urlOf(member, `nodeId=${paidSlot.nodeId}&freeplay=1`)).searchParams.get('mode'),
    ).toBe('real');
  });

  it('sets the free-play flag for a trial session, and refuses a trial on a game without free play', async () => {
    expect((await urlOf(trial, `nodeId=${freeGame.nodeId}`)).searchParams.get('mode')).toBe('free');
    const refused = await launch(trial, `nodeId=${paidSlot.nodeId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('trial.not.allowed');
  });

  it('launches lottery and lobby products by vendor and game code (requirements B4)', async () => {
    const sea = await urlOf(member, 'vendor=TCG_SEA&gameCode=1001');
    expect(sea.pathname).toBe('/games/play/TCG_SEA-0001');
    expect(sea.searchParams.get('prizeMode')).toBe('SEA');
    const vn = await urlOf(member, 'vendor=TCG_LOTTO_VN&gameCode=1002&prizeMode=elottery');
    expect(vn.searchParams.get('prizeMode')).toBe('elottery');
    expect(
      (await urlOf(member, 'vendor=LOTT&gameCode=1001&playType=Entertainment')).searchParams.get(
        'playType',
      ),
    ).toBe('Entertainment');
    expect((await urlOf(member, 'vendor=ARENA&gameCode=lobby')).pathname).toBe(
      '/games/play/ARENA-0001',
    );
  });

  it('refuses a play type the game is not offered in with 400 on playType, before the trial check', async () => {
    const list = await call(fixture.app, '/wps/relay/LOTTFE_lotteryList?category=LOTT&vendor=LOTT');
    const single = (
      list.body.value as { list: { gameCode: string; playTypes: string[] }[] }
    ).list.find((entry) => entry.playTypes.length === 1)!;
    const other = single.playTypes[0] === 'Tradition' ? 'Entertainment' : 'Tradition';
    for (const [token, query] of [
      [member, `vendor=LOTT&gameCode=${single.gameCode}&playType=${other}`],
      [trial, `vendor=LOTT&gameCode=${single.gameCode}&playType=${other}`],
      // A lottery without play types, and a slot, have none to ask for.
      [member, 'vendor=TCG_SEA&gameCode=1001&playType=Tradition'],
      [member, `nodeId=${paidSlot.nodeId}&playType=Entertainment`],
    ] as const) {
      const answer = await launch(token, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errorCode, query).toBe('request_param_err');
      expect(
        (answer.body.value as { fields: { field: string }[] }).fields.map((field) => field.field),
        query,
      ).toEqual(['playType']);
    }
    // Its own play type launches.
    expect(
      (
        await urlOf(
          member,
          `vendor=LOTT&gameCode=${single.gameCode}&playType=${single.playTypes[0]}`,
        )
      ).searchParams.get('playType'),
    ).toBe(single.playTypes[0]);
  });

  it('answers 404 for an unknown game and 401 without a session', async () => {
    for (const query of ['nodeId=999999', 'vendor=NOPE', `nodeId=${freeGame.nodeId}&vendor=PG`]) {
      const answer = await launch(member, query);
      expect(answer.status, query).toBe(404);
      expect(answer.body.errorCode).toBe('not.found');
    }
    const anonymous = await call(fixture.app, `/wps/game/launchGame?nodeId=${freeGame.nodeId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe('login.not.session');
  });
});

describe('the demo game page', () => {
  it('is an accessible HTML page that fits the site CSP: no inline script or style, same-origin image', async () => {
    const url = await urlOf(member, `nodeId=${freeGame.nodeId}&freeplay=1&language=EN`);
    const response = await fixture.app.request(`${url.pathname}${url.search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    // The slot's script is a same-origin file (/games/play.js), never inline.
    expect(html).not.toMatch(
      /<script(?! src="\/games\/play\.js" defer><\/script>)|<style|\sstyle=|\son[a-z]+=/i,
    );
    expect(html).toContain(`<h1>${freeGame.gameName}</h1>`);
    expect(html).toContain(`<img src="${freeGame.iconUrl}" alt="${freeGame.gameName}"`);
    expect(html).toMatch(/<p class="mode free" role="status">Free play/);
    expect(html).toContain('<link rel="stylesheet" href="/games/play.css">');
    const css = await fixture.app.request('/games/play.css');
    expect(css.headers.get('Content-Type')).toMatch(/^text\/css/);
  });

  it('shows Bengali names for lang=bn and answers 404 for an unknown game', async () => {
    const bn = await (await fixture.app.request(`/games/play/${freeGame.gameId}?lang=bn`)).text();
    expect(bn).toContain('<html lang="bn">');
    expect(bn).toMatch(/<h1>[^<]*[\u0980-\u09FF]/);
    expect((await fixture.app.request('/games/play/NOPE-0001')).status).toBe(404);
    expect((await fixture.app.request('/games/play/<script>')).status).toBe(404);
  });
});
