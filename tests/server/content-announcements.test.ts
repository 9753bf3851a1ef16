import { describe, expect, it } from 'vitest';
import type { AnnouncementDto } from '../../server/services/announcement-dto.ts';
import {
  auth,
  call,
  expectFailure,
  expectFieldError,
  switchOff,
  useContentFixture,
} from './helpers/content.ts';

const content = useContentFixture();

interface Groups {
  promotion: AnnouncementDto[];
  banners: AnnouncementDto[];
  player: AnnouncementDto[];
  popup: AnnouncementDto[];
  hot: AnnouncementDto[];
}

const LIST = '/wps/relay/MCSFE_getListAnnouncements';

async function list(query: string, headers: Record<string, string> = {}): Promise<Groups> {
  const answer = await call(content.fixture.app, `${LIST}?${query}`, { headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value as Groups;
}

const ids = (entries: AnnouncementDto[]) => entries.map((entry) => entry.id);
const statusById = (entries: AnnouncementDto[]) =>
  Object.fromEntries(entries.map((entry) => [entry.id, entry.status]));

describe('GET MCSFE_getListAnnouncements', () => {
  it('answers every group with the seeded content for a visitor', async () => {
    const all = await list('types=B,PL,PU,PR,H&platform=M&merchantCode=bdbt');
    expect(all.promotion).toHaveLength(13);
    // 201–211 the page groups, 212–223 the content groups of requirements B9.4.
    expect(ids(all.banners)).toEqual(Array.from({ length: 23 }, (_, index) => 201 + index));
    expect(ids(all.player)).toEqual([301, 302, 303, 304, 305, 306]);
    // Visitors see the popups of execution B only.
    expect(all.popup.map((entry) => [entry.id, entry.execution])).toEqual([
      [403, 'B'],
      [404, 'B'],
    ]);
    expect(ids(all.hot)).toEqual(expect.arrayContaining([101, 104, 107, 302]));
  });

  it('gives the spec fields: images with sequence and size, Y/N flags, dates, links', async () => {
    const { promotion, banners } = await list('types=PR,B', { Language: 'EN' });
    const refer = promotion.find((entry) => entry.id === 104);
    expect(refer).toMatchObject({
      type: 'PR',
      title: 'Refer a friend and earn ৳500',
      imageRequired: 'Y',
      remarkRequired: 'Y',
      promotionType: 'APPLY',
      noExpiry: 0,
      promoAnnouncementCategoryIds: [1],
      bannerUrl: '/content/art/announcement/104-1.png',
      announcementImages: [
        { sequence: 1, url: '/content/art/announcement/104-1.png', width: 720, height: 360 },
        { sequence: 2, url: '/content/art/announcement/104-2.png', width: 720, height: 360 },
      ],
      read: false,
    });
    expect(refer?.content).toContain('<ol>');
    expect(Date.parse(refer?.startDate ?? '')).toBeLessThan(Date.now());
    expect(Date.parse(refer?.endDate ?? '')).toBeGreaterThan(Date.now());
    const welcome = promotion.find((entry) => entry.id === 101);
    expect([
      welcome?.noExpiry,
      welcome?.endDate,
      welcome?.imageRequired,
      welcome?.remarkRequired,
    ]).toEqual([1, null, 'N', 'N']);
    const links = banners.map((banner) => [
      banner.id,
      banner.linkType,
      banner.linkUrl,
      banner.linkedPromotionId,
    ]);
    expect(links).toContainEqual([201, 'PROMOTION', null, 101]);
    expect(links).toContainEqual([202, 'ROUTE', '/m/slot-games', null]);
    expect(links).toContainEqual([204, 'EXTERNAL', 'https://t.me/banglabet_support', null]);
    expect(
      banners.every(
        (banner) =>
          banner.announcementImages[0]?.width === 720 &&
          banner.announcementImages[0].height === 288,
      ),
    ).toBe(true);
  });

  it('filters banners by group: five for m_home, three for m_promotion, three for m_video, none for an unknown group', async () => {
    expect(ids((await list('types=B&groupName=m_home')).banners)).toEqual([
      201, 202, 203, 204, 205,
    ]);
    expect(ids((await list('types=B&groupName=m_promotion')).banners)).toEqual([206, 207, 208]);
    const videos = (await list('types=B&groupName=m_video', { Language: 'EN' })).banners;
    // Each with its link (external, a route of the site, a promotion) and a picture.
    expect(
      videos.map((banner) => [
        banner.id,
        banner.linkType,
        banner.linkUrl ?? null,
        banner.linkedPromotionId ?? null,
      ]),
    ).toEqual([
      [209, 'EXTERNAL', 'https://www.youtube.com/@banglabet', null],
      [210, 'ROUTE', '/m/sport-games', null],
      [211, 'PROMOTION', null, 103],
    ]);
    expect(videos.every((banner) => banner.announcementImages[0]?.url)).toBe(true);
    expect((await list('types=B&groupName=m_nothing')).banners).toEqual([]);
  });

  it('answers only the asked types; the other groups are empty; A asks for all', async () => {
    const banners = await list('types=B');
    expect([banners.promotion, banners.player, banners.popup, banners.hot]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect(banners.banners.length).toBeGreaterThan(0);
    const three = await list('types=b,%20pl,PU');
    expect([
      three.banners.length > 0,
      three.player.length,
      three.popup.length,
      three.promotion.length,
    ]).toEqual([true, 6, 2, 0]);
    expect((await list('types=A')).promotion).toHaveLength(13);
    expect((await list('')).promotion).toHaveLength(13);
  });

  it('follows the language: BN by default and for BN, English otherwise; the language parameter wins', async () => {
    const title = async (query: string, headers: Record<string, string> = {}) =>
      (await list(`types=PL&${query}`, headers)).player[0]?.title;
    expect(await title('')).toBe('প্রতি মঙ্গলবার ০২:০০–০৪:০০ সাপ্তাহিক রক্ষণাবেক্ষণ');
    expect(await title('', { Language: 'EN' })).toBe(
      'Weekly maintenance every Tuesday, 02:00–04:00',
    );
    expect(await title('', { Language: 'TH' })).toBe(
      'Weekly maintenance every Tuesday, 02:00–04:00',
    );
    expect(await title('language=BN', { Language: 'EN' })).toBe(
      'প্রতি মঙ্গলবার ০২:০০–০৪:০০ সাপ্তাহিক রক্ষণাবেক্ষণ',
    );
  });

  it('gives a member popups of execution A, the read marks and every promotion status of requirements B9', async () => {
    const all = await list('types=PR,PL,PU', auth(content.token.player));
    expect(all.popup.map((entry) => [entry.id, entry.execution])).toEqual([
      [401, 'A'],
      [402, 'A'],
    ]);
    expect(all.player.filter((entry) => entry.read).map((entry) => entry.id)).toEqual([301]);
    expect(statusById(all.promotion)).toEqual({
      101: 'Claim',
      102: 'Joined',
      103: 'Process',
      104: 'Claim',
      105: 'Claim',
      106: 'Claim',
      107: 'Claim',
      108: 'Applying',
      109: 'Rejected',
      110: 'Issued',
      111: 'Close',
      112: 'Claimed',
      113: 'Join',
    });
    expect(new Set(Object.values(statusById(all.promotion)).concat('Join'))).toEqual(
      new Set([
        'Join',
        'Claim',
        'Applying',
        'Close',
        'Rejected',
        'Issued',
        'Claimed',
        'Process',
        'Joined',
      ]),
    );
  });

  it('gives visitors and trial players first-step statuses and no read marks', async () => {
    for (const headers of [{}, auth(content.token.trial)]) {
      const { promotion, player } = await list('types=PR,PL', headers);
      expect(statusById(promotion)).toMatchObject({
        101: 'Join',
        102: 'Join',
        104: 'Claim',
        108: 'Claim',
        111: 'Close',
        112: 'Join',
      });
      expect(player.some((entry) => entry.read)).toBe(false);
    }
    // A trial session is logged in: popups of execution A.
    expect(ids((await list('types=PU', auth(content.token.trial))).popup)).toEqual([401, 402]);
  });

  it('answers 401 for a dead token, rather than treating the caller as a visitor', async () => {
    expectFailure(
      await call(content.fixture.app, `${LIST}?types=B`, { headers: auth('no-such-token') }),
      401,
      'login.not.session',
    );
  });

  it('shows a new banner at once and hides one removed or not yet started (cache invalidated on change)', async () => {
    expect(ids((await list('types=B&groupName=m_home')).banners)).toHaveLength(5);
    const created = await call(content.fixture.app, '/dev/content/announcements', {
      method: 'POST',
      body: {
        kind: 'banner',
        groupName: 'm_home',
        titleBn: 'নতুন ব্যানার',
        titleEn: 'New banner',
        sortOrder: -1,
        motif: 'dice',
      },
    });
    const { id } = created.body.value as { id: number };
    expect(ids((await list('types=B&groupName=m_home')).banners)).toEqual([
      id,
      201,
      202,
      203,
      204,
      205,
    ]);
    const later = await call(content.fixture.app, '/dev/content/announcements', {
      method: 'POST',
      body: {
        kind: 'banner',
        groupName: 'm_home',
        titleBn: 'পরে',
        titleEn: 'Later',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(later.status).toBe(200);
    expect(ids((await list('types=B&groupName=m_home')).banners)).toEqual([
      id,
      201,
      202,
      203,
      204,
      205,
    ]);
    expect(
      (await call(content.fixture.app, `/dev/content/announcements/${id}`, { method: 'DELETE' }))
        .status,
    ).toBe(200);
    expect(ids((await list('types=B&groupName=m_home')).banners)).toEqual([
      201, 202, 203, 204, 205,
    ]);
  });

  it('answers function.not.available when COMM3 is off', async () => {
    await switchOff(content.fixture.app, 'COMM3');
    expectFailure(
      await call(content.fixture.app, `${LIST}?types=B`),
      400,
      'function.not.available',
    );
    expectFailure(
      await call(content.fixture.app, '/wps/relay/MCSFE_markAnnouncementAsRead', {
        method: 'POST',
        body: { announcementId: 301 },
        headers: auth(content.token.player),
      }),
      400,
      'function.not.available',
    );
  });

  it('rejects bad parameters by name', async () => {
    const cases: [string, string][] = [
      ['types=X', 'types.0'],
      ['types=B,ZZ', 'types.1'],
      ['groupName=m%20home', 'groupName'],
      [`groupName=${'m'.repeat(41)}`, 'groupName'],
      ['platform=W', 'platform'],
      ['language=bengali', 'language'],
    ];
    for (const [query, field] of cases)
      expectFieldError(await call(content.fixture.app, `${LIST}?${query}`), field);
    expectFieldError(await call(content.fixture.app, LIST, { merchant: null }), 'Merchant');
  });
});

describe('POST MCSFE_markAnnouncementAsRead', () => {
  const mark = (body: unknown, headers: Record<string, string>) =>
    call(content.fixture.app, '/wps/relay/MCSFE_markAnnouncementAsRead', {
      method: 'POST',
      body,
      headers,
    });
  const readIds = async (headers: Record<string, string>) =>
    (await list('types=PL,PU', headers)).player
      .filter((entry) => entry.read)
      .map((entry) => entry.id);

  it('marks a notice read for this player only (twice is fine) and unread again with read false', async () => {
    expect(
      (await mark({ announcementId: 303, read: true }, auth(content.token.player))).body,
    ).toEqual({ success: true, value: null });
    expect((await mark({ announcementId: '303' }, auth(content.token.player))).status).toBe(200);
    expect(await readIds(auth(content.token.player))).toEqual([301, 303]);
    expect(await readIds(auth(content.token.second))).toEqual([]);
    await mark({ announcementId: 303, read: false }, auth(content.token.player));
    expect(await readIds(auth(content.token.player))).toEqual([301]);
  });

  it('refuses a trial player (never marked read), a missing session and an unknown announcement', async () => {
    expectFailure(
      await mark({ announcementId: 303 }, auth(content.token.trial)),
      403,
      'trial.not.allowed',
    );
    expect(
      (await list('types=PL', auth(content.token.trial))).player.some((entry) => entry.read),
    ).toBe(false);
    expectFailure(await mark({ announcementId: 303 }, {}), 401, 'login.not.session');
    expectFailure(
      await mark({ announcementId: 999_999 }, auth(content.token.player)),
      404,
      'not.found',
    );
  });

  it('rejects bad bodies with the field named', async () => {
    expectFieldError(await mark({}, auth(content.token.player)), 'announcementId');
    expectFieldError(
      await mark({ announcementId: 'x' }, auth(content.token.player)),
      'announcementId',
    );
    expectFieldError(
      await mark({ announcementId: 0 }, auth(content.token.player)),
      'announcementId',
    );
    expectFieldError(
      await mark({ announcementId: 301, read: 'yes' }, auth(content.token.player)),
      'read',
    );
    const malformed = await call(content.fixture.app, '/wps/relay/MCSFE_markAnnouncementAsRead', {
      method: 'POST',
      rawBody: '{"announcementId":',
      headers: auth(content.token.player),
    });
    expectFieldError(malformed, 'body');
  });
});
