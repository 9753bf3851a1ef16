import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createApiEvents } from '../../src/api/events';
import { isApiError } from '../../src/api/api-error';
import {
  announcementsQueryOptions,
  fetchAnnouncements,
  ANNOUNCEMENTS_KEY,
} from '../../src/api/endpoints/announcements';
import { claimReward } from '../../src/api/endpoints/claim-reward';
import { joinPromotion } from '../../src/api/endpoints/join-promotion';
import { markAnnouncementRead } from '../../src/api/endpoints/mark-announcement-read';
import { requestReward } from '../../src/api/endpoints/request-reward';
import { fail, fakeAdapter, header, ok, type Reply } from './helpers/fake-adapter';

// A promotion exactly as the reference server answers it (server/README.md "Announcement fields").
const serverPromotion = {
  id: 104,
  type: 'PR',
  title: 'Weekly deposit bonus',
  content: '<p>Bonus</p>',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: null,
  noExpiry: 1,
  promoAnnouncementCategoryIds: [1, 2],
  announcementImages: [
    { sequence: 1, url: '/content/art/announcement/104-1.png', width: 720, height: 360 },
  ],
  bannerUrl: '/content/art/announcement/104-1.png',
  linkType: 'NONE',
  linkUrl: null,
  linkedPromotionId: null,
  groupName: null,
  execution: null,
  promotionType: 'APPLY',
  imageRequired: 'Y',
  remarkRequired: 'Y',
  hot: 1,
  read: false,
  status: 'Claim',
};

function setup(reply: (url: string) => Reply) {
  const server = fakeAdapter((config) => reply(config.url ?? ''));
  return {
    client: createApiClient({ adapter: server.adapter, events: createApiEvents() }),
    requests: server.requests,
  };
}
const body = (data: unknown) => (typeof data === 'string' ? (JSON.parse(data) as unknown) : data);

describe('promotion and announcement endpoints', () => {
  it('reads the five lists with the kinds, group and language asked', async () => {
    const { client, requests } = setup(() =>
      ok({
        promotion: [serverPromotion],
        banners: [],
        player: [{ ...serverPromotion, id: 301, type: 'PL', status: null, promotionType: null }],
        popup: [],
        hot: [],
      }),
    );
    const lists = await fetchAnnouncements(
      { kinds: ['PR', 'B'], groupName: 'm_promotion', language: 'EN' },
      client,
    );
    expect(lists.promotion[0]).toMatchObject({
      id: 104,
      status: 'Claim',
      promotionType: 'APPLY',
      imageRequired: 'Y',
    });
    expect(lists.player[0]?.status).toBeNull();
    expect(requests[0]?.params).toEqual({
      types: 'PR,B',
      platform: 'M',
      language: 'EN',
      groupName: 'm_promotion',
    });
    expect(header(requests[0], 'ModuleId')).toBe('COMM3');
  });

  it('turns an unknown status into no status rather than failing the list', async () => {
    const { client } = setup(() =>
      ok({
        promotion: [{ ...serverPromotion, status: 'Future' }],
        banners: [],
        player: [],
        popup: [],
        hot: [],
      }),
    );
    expect(
      (await fetchAnnouncements({ kinds: ['PR'], language: 'EN' }, client)).promotion[0]?.status,
    ).toBeNull();
  });

  it('keys the query by kinds, group, language and session', () => {
    const a = announcementsQueryOptions(
      { kinds: ['PR', 'B'], groupName: 'm_promotion', language: 'BN' },
      'tok',
    );
    const b = announcementsQueryOptions(
      { kinds: ['B', 'PR'], groupName: 'm_promotion', language: 'BN' },
      null,
    );
    expect(a.queryKey.slice(0, 1)).toEqual([...ANNOUNCEMENTS_KEY]);
    expect(a.queryKey.slice(0, 4)).toEqual(b.queryKey.slice(0, 4));
    expect(a.queryKey[4]).not.toBe(b.queryKey[4]);
  });

  it('posts read marks, joins, claims and reward requests with their modules and bodies', async () => {
    const answers: Record<string, unknown> = {
      '/wps/relay/MCSFE_markAnnouncementAsRead': null,
      '/wps/relay/MCSFE_signUpJoinPromotion': { success: true, status: 'Joined' },
      '/wps/relay/MCSFE_signUpClaimReward': { success: false, status: 'Process' },
      '/wps/relay/MCSFE_signUpRequestReward': { success: true, status: 'Applying', requestId: 9 },
    };
    const { client, requests } = setup((url) => ok(answers[url]));
    await markAnnouncementRead(301, true, client);
    expect(await joinPromotion(102, client)).toEqual({ success: true, status: 'Joined' });
    expect(await claimReward(103, 'key-aaaaaaaaaaaaaaaa', client)).toEqual({
      success: false,
      status: 'Process',
    });
    // A money call (requirements D0.3): the claim carries its idempotency key.
    expect(header(requests.at(-1)!, 'Idempotency-Key')).toBe('key-aaaaaaaaaaaaaaaa');
    expect(
      await requestReward(
        { promotionId: 104, remarks: 'hi', pictures: ['data:image/png;base64,AA=='] },
        client,
      ),
    ).toEqual({
      success: true,
      status: 'Applying',
      requestId: 9,
    });
    await requestReward({ promotionId: 107 }, client);
    expect(requests.map((r) => [r.method, r.url, header(r, 'ModuleId'), body(r.data)])).toEqual([
      [
        'post',
        '/wps/relay/MCSFE_markAnnouncementAsRead',
        'COMM3',
        { announcementId: 301, read: true },
      ],
      ['post', '/wps/relay/MCSFE_signUpJoinPromotion', 'COMM3', { promotionId: 102 }],
      ['post', '/wps/relay/MCSFE_signUpClaimReward', 'REWCEN3', { promotionId: 103 }],
      [
        'post',
        '/wps/relay/MCSFE_signUpRequestReward',
        'REWCEN3',
        { promotionId: 104, remarks: 'hi', pictures: ['data:image/png;base64,AA=='] },
      ],
      ['post', '/wps/relay/MCSFE_signUpRequestReward', 'REWCEN3', { promotionId: 107 }],
    ]);
  });

  it('passes the server refusals on as codes', async () => {
    const { client } = setup(() => fail(403, 'trial.not.allowed'));
    await expect(joinPromotion(102, client)).rejects.toSatisfy((e) =>
      isApiError(e, 'trial.not.allowed'),
    );
    const upload = setup(() =>
      fail(400, 'upload.type', { fields: [{ field: 'pictures.0', reason: 'type' }] }),
    );
    await expect(
      requestReward({ promotionId: 105, pictures: ['x'] }, upload.client),
    ).rejects.toSatisfy((e) => isApiError(e, 'upload.type'));
  });
});
