import { describe, expect, it } from 'vitest';
import {
  auth,
  call,
  expectFailure,
  expectFieldError,
  switchOff,
  useContentFixture,
} from './helpers/content.ts';

const content = useContentFixture();

interface InboxPage {
  list: { id: number; title: string; createdAt: string; read: boolean }[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  unReadCount: number;
}

const get = (path: string, headers: Record<string, string> = auth(content.token.player)) =>
  call(content.fixture.app, path, { headers });
const unread = async (headers: Record<string, string> = auth(content.token.player)) =>
  ((await get('/wps/relay/CSP_unreadCount', headers)).body.value as { unReadCount: number })
    .unReadCount;

describe('inbox (MAILCEN)', () => {
  it('counts unread messages per player', async () => {
    expect((await get('/wps/relay/CSP_unreadCount')).body).toEqual({
      success: true,
      value: { unReadCount: 3 },
    });
    expect(await unread(auth(content.token.second))).toBe(1);
    expect(await unread(auth(content.token.agent))).toBe(1);
  });

  it('lists messages newest first, paged, in the request language', async () => {
    const page = (
      await get('/wps/relay/CSP_messageList?pageNo=1&pageSize=4', {
        ...auth(content.token.player),
        Language: 'EN',
      })
    ).body.value as InboxPage;
    expect([page.pageNum, page.totalPages, page.totalCount, page.unReadCount]).toEqual([
      1, 2, 6, 3,
    ]);
    expect(page.list.map((message) => [message.title, message.read])).toEqual([
      ['Your welcome bonus is ready to claim', false],
      ['Security reminder', false],
      ['You reached VIP 2', false],
      ['New promotion: weekly slots cashback', true],
    ]);
    expect(Date.parse(page.list[0]?.createdAt ?? '')).toBeGreaterThan(
      Date.parse(page.list[1]?.createdAt ?? ''),
    );
    const second = (await get('/wps/relay/CSP_messageList?pageNo=2&pageSize=4&language=BN')).body
      .value as InboxPage;
    expect(second.list.map((message) => message.title)).toEqual([
      'আপনার মোবাইল নম্বর যাচাই হয়েছে',
      'BanglaBet-এ স্বাগতম',
    ]);
    const past = (await get('/wps/relay/CSP_messageList?pageNo=9')).body.value as InboxPage;
    expect([past.list, past.totalCount]).toEqual([[], 6]);
  });

  it('shows a message of the player only; reading the detail leaves it unread', async () => {
    const [newest] = ((await get('/wps/relay/CSP_messageList')).body.value as InboxPage).list;
    const detail = await get(`/wps/relay/CSP_messageDetail?id=${newest?.id}&language=EN`);
    expect(detail.body.value).toEqual({
      id: newest?.id,
      title: 'Your welcome bonus is ready to claim',
      createdAt: newest?.createdAt,
      read: false,
      content: expect.stringContaining('tap Claim'),
    });
    expect(await unread()).toBe(3);
    expectFailure(
      await get(`/wps/relay/CSP_messageDetail?id=${newest?.id}`, auth(content.token.second)),
      404,
      'not.found',
    );
    expectFailure(await get('/wps/relay/CSP_messageDetail?id=999999'), 404, 'not.found');
  });

  it('marks messages read and answers the new unread count; ids of others change nothing', async () => {
    const list = ((await get('/wps/relay/CSP_messageList')).body.value as InboxPage).list;
    const unreadIds = list.filter((message) => !message.read).map((message) => message.id);
    const theirs = (
      (await get('/wps/relay/CSP_messageList', auth(content.token.second))).body.value as InboxPage
    ).list.map((message) => message.id);
    const mark = (ids: number[]) =>
      call(content.fixture.app, '/wps/relay/CSP_markAsRead', {
        method: 'POST',
        body: { ids },
        headers: auth(content.token.player),
      });
    expect((await mark([unreadIds[0] ?? 0, ...theirs])).body.value).toEqual({ unReadCount: 2 });
    expect(await unread(auth(content.token.second))).toBe(1);
    expect((await mark(unreadIds)).body.value).toEqual({ unReadCount: 0 });
    expect((await get(`/wps/relay/CSP_messageDetail?id=${unreadIds[0]}`)).body.value).toMatchObject(
      { read: true },
    );
  });

  it('refuses a trial player (no unread counts for type 4), a missing session, and MAILCEN off', async () => {
    for (const path of [
      '/wps/relay/CSP_unreadCount',
      '/wps/relay/CSP_messageList',
      '/wps/relay/CSP_messageDetail?id=1',
    ]) {
      expectFailure(await get(path, auth(content.token.trial)), 403, 'trial.not.allowed');
      expectFailure(await get(path, {}), 401, 'login.not.session');
    }
    expectFailure(
      await call(content.fixture.app, '/wps/relay/CSP_markAsRead', {
        method: 'POST',
        body: { ids: [1] },
        headers: auth(content.token.trial),
      }),
      403,
      'trial.not.allowed',
    );
    await switchOff(content.fixture.app, 'MAILCEN');
    expectFailure(await get('/wps/relay/CSP_unreadCount'), 400, 'function.not.available');
    expectFailure(
      await call(content.fixture.app, '/wps/relay/CSP_markAsRead', {
        method: 'POST',
        body: { ids: [1] },
        headers: auth(content.token.player),
      }),
      400,
      'function.not.available',
    );
  });

  it('rejects bad parameters by name', async () => {
    expectFieldError(await get('/wps/relay/CSP_messageList?pageSize=101'), 'pageSize');
    expectFieldError(await get('/wps/relay/CSP_messageList?pageNo=0'), 'pageNo');
    expectFieldError(await get('/wps/relay/CSP_messageDetail'), 'id');
    expectFieldError(await get('/wps/relay/CSP_messageDetail?id=abc'), 'id');
    const mark = (body: unknown) =>
      call(content.fixture.app, '/wps/relay/CSP_markAsRead', {
        method: 'POST',
        body,
        headers: auth(content.token.player),
      });
    expectFieldError(await mark({}), 'ids');
    expectFieldError(await mark({ ids: [] }), 'ids');
    expectFieldError(await mark({ ids: ['x'] }), 'ids.0');
    expectFieldError(await mark({ ids: Array.from({ length: 101 }, (_, i) => i + 1) }), 'ids');
  });
});

describe('chat (CBS3)', () => {
  it('lists the hosts with their generated pictures, in the request language', async () => {
    const anchors = (
      await call(content.fixture.app, '/wps/relay/CBS_anchorList', { headers: { Language: 'EN' } })
    ).body.value as {
      anchorId: number;
      nickname: string;
      avatarUrl: string;
      online: boolean;
    }[];
    expect(anchors.map((anchor) => [anchor.anchorId, anchor.nickname, anchor.online])).toEqual([
      [1, 'Riya', true],
      [2, 'Tanvir', true],
      [3, 'Nusrat', false],
      [4, 'Arif', false],
    ]);
    expect(
      (await call(content.fixture.app, '/wps/relay/CBS_anchorList')).body.value,
    ).toContainEqual(expect.objectContaining({ nickname: 'রিয়া' }));
    const picture = await content.fixture.app.request(anchors[0]?.avatarUrl ?? '');
    expect([picture.status, picture.headers.get('Content-Type')]).toEqual([200, 'image/png']);
  });

  it('counts unread chat messages; launching marks them read and answers the demo chat page', async () => {
    expect((await get('/wps/relay/CBS_unreadCount')).body.value).toEqual({ unReadCount: 2 });
    const launch = await get(
      '/wps/relay/CBS_launchChat?b2c=1&backUrl=%2Fm%2Fhome%3Ftab%3D1&headerColor=%23F5B70A&title=Support&template=v2&language=EN',
    );
    const url = new URL((launch.body.value as { chatUrl: string }).chatUrl, 'http://localhost');
    expect(url.pathname).toBe('/chat/demo');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      back: '/m/home?tab=1',
      accent: 'f5b70a',
      title: 'Support',
    });
    expect((await get('/wps/relay/CBS_unreadCount')).body.value).toEqual({ unReadCount: 0 });
    const page = await content.fixture.app.request(`${url.pathname}${url.search}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<title>Support</title>');
    expect(html).toContain('href="/m/home?tab=1"');
    expect(html).toContain('href="/chat/chat.css?accent=f5b70a"');
    expect(html).not.toContain('<script');
    const css = await content.fixture.app.request('/chat/chat.css?accent=f5b70a');
    expect([css.status, css.headers.get('Content-Type')]).toEqual([200, 'text/css; charset=utf-8']);
    expect(await css.text()).toContain('background:#f5b70a');
  });

  it('launches in Bengali with the site colour by default', async () => {
    const launch = await get('/wps/relay/CBS_launchChat');
    expect((launch.body.value as { chatUrl: string }).chatUrl).toBe(
      '/chat/demo?lang=bn&back=%2Fm%2Fhome&accent=f5b70a',
    );
    const html = await (
      await content.fixture.app.request('/chat/demo?lang=bn&back=%2Fm%2Fhome&accent=f5b70a')
    ).text();
    expect(html).toContain('লাইভ চ্যাট');
  });

  it('refuses a back address outside the site, a bad colour and a long title', async () => {
    for (const backUrl of [
      'https://evil.example/',
      '//evil.example/m/',
      '/m/..%2F..%2Fx\\y',
      'javascript:alert(1)',
      '/mx',
    ]) {
      expectFieldError(
        await get(`/wps/relay/CBS_launchChat?backUrl=${encodeURIComponent(backUrl)}`),
        'backUrl',
      );
    }
    expectFieldError(await get('/wps/relay/CBS_launchChat?headerColor=red'), 'headerColor');
    expectFieldError(await get(`/wps/relay/CBS_launchChat?title=${'t'.repeat(41)}`), 'title');
    expectFieldError(await get('/wps/relay/CBS_launchChat?b2c=2'), 'b2c');
    expectFieldError(await get('/wps/relay/CBS_launchChat?template=v9'), 'template');
    expect(
      (await content.fixture.app.request('/chat/demo?back=https%3A%2F%2Fevil.example')).status,
    ).toBe(400);
    expect((await content.fixture.app.request('/chat/chat.css?accent=red;}')).status).toBe(400);
  });

  it('escapes the title on the page', async () => {
    const html = await (
      await content.fixture.app.request(
        `/chat/demo?lang=en&title=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
      )
    ).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('refuses a trial player, a missing session, and CBS3 off', async () => {
    for (const path of ['/wps/relay/CBS_unreadCount', '/wps/relay/CBS_launchChat']) {
      expectFailure(await get(path, auth(content.token.trial)), 403, 'trial.not.allowed');
      expectFailure(await get(path, {}), 401, 'login.not.session');
    }
    await switchOff(content.fixture.app, 'CBS3');
    for (const path of [
      '/wps/relay/CBS_unreadCount',
      '/wps/relay/CBS_launchChat',
      '/wps/relay/CBS_anchorList',
    ]) {
      expectFailure(await get(path), 400, 'function.not.available');
    }
  });
});
