import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../server/db/schema.ts';
import { overrideSite } from './helpers/test-app.ts';
import {
  auth,
  call,
  expectFailure,
  expectFieldError,
  sessionToken,
  switchOff,
  useContentFixture,
} from './helpers/content.ts';

const content = useContentFixture();

describe('GET /wps/v2/wallets/balance', () => {
  const balance = (headers: Record<string, string>) =>
    call(content.fixture.app, '/wps/v2/wallets/balance', { headers });

  it('answers the seeded balances as decimal strings with the region currency', async () => {
    expect((await balance(auth(content.token.player))).body).toEqual({
      success: true,
      value: { sumBalance: '25380.75', currency: 'BDT' },
    });
    expect((await balance(auth(content.token.second))).body.value).toEqual({
      sumBalance: '1000.00',
      currency: 'BDT',
    });
    expect((await balance(auth(content.token.agent))).body.value).toEqual({
      sumBalance: '152430.50',
      currency: 'BDT',
    });
  });

  it('answers 0.00 for a member without a wallet and for a trial player (free play has no wallet)', async () => {
    const fresh = await sessionToken(content.fixture.database, 'no_wallet');
    expect((await balance(auth(fresh))).body.value).toEqual({
      sumBalance: '0.00',
      currency: 'BDT',
    });
    expect((await balance(auth(content.token.trial))).body.value).toEqual({
      sumBalance: '0.00',
      currency: 'BDT',
    });
  });

  it('needs a session and COMM3', async () => {
    expectFailure(await balance({}), 401, 'login.not.session');
    await switchOff(content.fixture.app, 'COMM3');
    expectFailure(await balance(auth(content.token.player)), 400, 'function.not.available');
  });
});

describe('GET MCSFE_getPlayerRankProgress', () => {
  const progress = (headers: Record<string, string>) =>
    call(content.fixture.app, '/wps/relay/MCSFE_getPlayerRankProgress', { headers });

  it('answers the seeded progress, and no label for players without a rank', async () => {
    expect((await progress(auth(content.token.player))).body.value).toEqual({
      currentProgress: { completedConditions: 3, totalExpectedConditions: 5 },
      playerRankProgress: { labelId: 'VIP2' },
    });
    const none = {
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: null },
    };
    expect((await progress(auth(content.token.second))).body.value).toEqual(none);
    expect((await progress(auth(content.token.trial))).body.value).toEqual(none);
  });

  it('needs a session and COMM3', async () => {
    expectFailure(await progress({}), 401, 'login.not.session');
    await switchOff(content.fixture.app, 'COMM3');
    expectFailure(await progress(auth(content.token.player)), 400, 'function.not.available');
  });
});

describe('GET MCSFE_promoCodeEnabled', () => {
  it('follows the site configuration, with no session needed', async () => {
    expect((await call(content.fixture.app, '/wps/relay/MCSFE_promoCodeEnabled')).body).toEqual({
      success: true,
      value: { enabled: true },
    });
    await overrideSite(content.fixture.app, { promoCode: { enabled: false } });
    expect(
      (await call(content.fixture.app, '/wps/relay/MCSFE_promoCodeEnabled')).body.value,
    ).toEqual({ enabled: false });
    await switchOff(content.fixture.app, 'COMM3');
    expectFailure(
      await call(content.fixture.app, '/wps/relay/MCSFE_promoCodeEnabled'),
      400,
      'function.not.available',
    );
  });
});

describe('GET /wps/system/helpCenter', () => {
  interface HelpItem {
    id: number;
    title: string;
    content: string;
    tag: string;
  }
  const help = async (query: string, headers: Record<string, string> = {}) => {
    const answer = await call(content.fixture.app, `/wps/system/helpCenter?${query}`, { headers });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as HelpItem[];
  };

  it('answers the ten mobile entries in order with their tags, terms included', async () => {
    const items = await help('lang=EN&device=MOBILE');
    expect(items.map((item) => item.tag)).toEqual([
      'about',
      'register',
      'deposit',
      'withdraw',
      'promotion',
      'security',
      'responsible',
      'terms',
      'privacy',
      'contact',
    ]);
    expect(items.find((item) => item.tag === 'terms')).toMatchObject({
      id: 8,
      title: 'Terms and conditions',
    });
    expect(items[7]?.content).toContain('<h3>Eligibility</h3>');
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['content', 'id', 'tag', 'title']);
  });

  it('picks the language from lang, else the Language header; the desktop entry only for WEB', async () => {
    expect((await help('lang=BN&device=MOBILE'))[7]?.title).toBe('শর্তাবলি');
    expect((await help('device=MOBILE', { Language: 'EN' }))[7]?.title).toBe(
      'Terms and conditions',
    );
    expect((await help(''))[7]?.title).toBe('শর্তাবলি');
    const web = await help('lang=EN&device=web');
    expect(web).toHaveLength(11);
    expect(web.at(-1)?.tag).toBe('desktop');
  });

  it('rejects a bad device or language and needs COMM3', async () => {
    expectFieldError(await call(content.fixture.app, '/wps/system/helpCenter?device=TV'), 'device');
    expectFieldError(await call(content.fixture.app, '/wps/system/helpCenter?lang=123'), 'lang');
    await switchOff(content.fixture.app, 'COMM3');
    expectFailure(
      await call(content.fixture.app, '/wps/system/helpCenter?device=MOBILE'),
      400,
      'function.not.available',
    );
  });
});

describe('feedback', () => {
  const send = (body: unknown, headers: Record<string, string> = auth(content.token.player)) =>
    call(content.fixture.app, '/wps/feedback', { method: 'PUT', body, headers });

  it('answers the configured bounds and stores feedback within them (trimmed)', async () => {
    expect((await call(content.fixture.app, '/wps/feedback/setting')).body.value).toEqual({
      minLength: 10,
      maxLength: 500,
    });
    expect(
      (
        await send(
          { content: '  গেমগুলো খুব দ্রুত লোড হয়, ধন্যবাদ!  ' },
          { ...auth(content.token.player), Language: 'BN' },
        )
      ).body,
    ).toEqual({
      success: true,
      value: null,
    });
    const rows = await content.fixture.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.userName, 'demo_player'));
    expect(rows.map((row) => [row.content, row.language])).toEqual([
      ['গেমগুলো খুব দ্রুত লোড হয়, ধন্যবাদ!', 'BN'],
    ]);
  });

  it('applies the bounds of the configuration in force', async () => {
    expectFieldError(await send({ content: 'too short' }), 'content');
    expectFieldError(await send({ content: 'x'.repeat(501) }), 'content');
    expect((await send({ content: 'x'.repeat(500) })).status).toBe(200);
    await overrideSite(content.fixture.app, { feedback: { minLength: 2, maxLength: 20 } });
    expect((await call(content.fixture.app, '/wps/feedback/setting')).body.value).toEqual({
      minLength: 2,
      maxLength: 20,
    });
    expect((await send({ content: 'ok!' })).status).toBe(200);
    expectFieldError(await send({ content: 'x'.repeat(21) }), 'content');
  });

  it('refuses a bounds override with minLength above maxLength', async () => {
    const answer = await call(content.fixture.app, '/dev/site', {
      method: 'PUT',
      body: { feedback: { minLength: 30, maxLength: 20 } },
    });
    expectFieldError(answer, 'feedback');
  });

  it('needs a session, a real account and COMM3; rejects bad bodies', async () => {
    const text = { content: 'A helpful suggestion for the site.' };
    expectFailure(await send(text, {}), 401, 'login.not.session');
    expectFailure(await send(text, auth(content.token.trial)), 403, 'trial.not.allowed');
    expectFieldError(await send({}), 'content');
    expectFieldError(await send({ content: 42 }), 'content');
    expectFieldError(
      await call(content.fixture.app, '/wps/feedback', {
        method: 'PUT',
        rawBody: '{',
        headers: auth(content.token.player),
      }),
      'body',
    );
    await switchOff(content.fixture.app, 'COMM3');
    expectFailure(await send(text), 400, 'function.not.available');
    expectFailure(
      await call(content.fixture.app, '/wps/feedback/setting'),
      400,
      'function.not.available',
    );
  });
});

describe('head icon (/wps/member/info/icon)', () => {
  const ICON = '/wps/member/info/icon';
  const choose = (icon: string, headers: Record<string, string> = auth(content.token.player)) =>
    content.fixture.app.request(ICON, {
      method: 'POST',
      headers: {
        Merchant: 'bdbt',
        'Content-Type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      body: new URLSearchParams({ icon }).toString(),
    });

  it('answers the chosen preset and the choices; a choice by number or path is stored', async () => {
    const seeded = (await call(content.fixture.app, ICON, { headers: auth(content.token.player) }))
      .body.value as { icon: string; choices: string[] };
    expect(seeded.icon).toBe('/content/art/avatar/3.png');
    expect(seeded.choices).toHaveLength(12);
    expect(
      (await call(content.fixture.app, ICON, { headers: auth(content.token.second) })).body.value,
    ).toMatchObject({ icon: '' });
    expect(await (await choose('7')).json()).toMatchObject({
      success: true,
      value: { icon: '/content/art/avatar/7.png' },
    });
    expect((await choose('/content/art/avatar/12.png')).status).toBe(200);
    expect(
      (await call(content.fixture.app, ICON, { headers: auth(content.token.player) })).body.value,
    ).toMatchObject({ icon: '/content/art/avatar/12.png' });
    const picture = await content.fixture.app.request(seeded.choices[0] ?? '');
    expect([picture.status, picture.headers.get('Content-Type')]).toEqual([200, 'image/png']);
    expect((await content.fixture.app.request('/content/art/avatar/13.png')).status).toBe(404);
  });

  it('refuses an icon that is not a preset, a trial player, a missing session and PROFPIC3 off', async () => {
    for (const icon of ['13', '0', 'https://evil.example/x.png', '/content/art/anchor/1.png', '']) {
      const answer = await choose(icon);
      expect(answer.status, icon).toBe(400);
      expect(await answer.json()).toMatchObject({
        errorCode: 'request_param_err',
        value: { fields: [{ field: 'icon' }] },
      });
    }
    expectFailure(
      await call(content.fixture.app, ICON, { headers: auth(content.token.trial) }),
      403,
      'trial.not.allowed',
    );
    expect((await choose('1', auth(content.token.trial))).status).toBe(403);
    expectFailure(await call(content.fixture.app, ICON), 401, 'login.not.session');
    await switchOff(content.fixture.app, 'PROFPIC3');
    expectFailure(
      await call(content.fixture.app, ICON, { headers: auth(content.token.player) }),
      400,
      'function.not.available',
    );
  });
});
