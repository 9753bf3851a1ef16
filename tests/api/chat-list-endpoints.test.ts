import { describe, expect, it } from 'vitest';
import { isApiError } from '../../src/api/api-error';
import { createApiClient } from '../../src/api/client';
import { fetchChatFocus } from '../../src/api/endpoints/chat-focus';
import { followAnchor, unfollowAnchor } from '../../src/api/endpoints/chat-follow';
import { fetchLiveAnchors } from '../../src/api/endpoints/chat-live';
import { createApiEvents } from '../../src/api/events';
import { fail, fakeAdapter, header, ok, type Reply } from './helpers/fake-adapter';

// The chat focus, follow and live calls (docs/api.md; requirements B7.2).

function setup(reply: (url: string) => Reply) {
  const server = fakeAdapter((config) => reply(config.url ?? ''));
  return {
    client: createApiClient({ adapter: server.adapter, events: createApiEvents() }),
    requests: server.requests,
  };
}
const riya = {
  anchorId: 1,
  nickname: 'Riya',
  avatarUrl: '/content/art/anchor/1.png',
  online: true,
};

describe('chat list endpoints', () => {
  it('reads the focus list and the live list with CBS3 in the asked language', async () => {
    const live = { ...riya, liveSince: '2026-11-25T10:00:00.000Z', viewers: 240 };
    const { client, requests } = setup((url) =>
      ok(url.endsWith('CBS_focusList') ? { list: [riya] } : { list: [live] }),
    );
    expect(await fetchChatFocus('EN', client)).toEqual([riya]);
    expect(await fetchLiveAnchors('BN', client)).toEqual([live]);
    expect(
      requests.map((request) => [
        request.method,
        request.url,
        header(request, 'ModuleId'),
        request.params,
      ]),
    ).toEqual([
      ['get', '/wps/relay/CBS_focusList', 'CBS3', { language: 'EN' }],
      ['get', '/wps/relay/CBS_liveModelList', 'CBS3', { language: 'BN' }],
    ]);
  });

  it('takes the start of a show with any offset, to the second or to a fraction of it', async () => {
    for (const liveSince of [
      '2024-02-29T10:00:00Z',
      '2026-11-25T16:00:00+06:00',
      '2026-11-25T04:30:15.5-05:30',
    ]) {
      const { client } = setup(() => ok({ list: [{ ...riya, liveSince, viewers: 3 }] }));
      expect(await fetchLiveAnchors('EN', client)).toEqual([{ ...riya, liveSince, viewers: 3 }]);
    }
  });

  it('refuses answers that break the shape', async () => {
    for (const value of [
      { list: [{ ...riya, liveSince: 'yesterday', viewers: 3 }] },
      // Without its offset, without seconds, a month, a day or an hour out of range.
      { list: [{ ...riya, liveSince: '2026-11-25T10:00:00', viewers: 3 }] },
      { list: [{ ...riya, liveSince: '2026-11-25T10:00Z', viewers: 3 }] },
      { list: [{ ...riya, liveSince: '2026-13-25T10:00:00Z', viewers: 3 }] },
      { list: [{ ...riya, liveSince: '2026-11-32T10:00:00Z', viewers: 3 }] },
      { list: [{ ...riya, liveSince: '2026-11-25T24:00:00Z', viewers: 3 }] },
      { list: [{ ...riya, liveSince: '2026-11-25T10:00:00.000Z', viewers: -1 }] },
      [riya],
    ]) {
      const { client } = setup(() => ok(value));
      await expect(fetchLiveAnchors('EN', client)).rejects.toMatchObject({
        code: 'response.invalid',
      });
    }
    const { client } = setup(() => ok({ list: [{ anchorId: 'x' }] }));
    await expect(fetchChatFocus('EN', client)).rejects.toMatchObject({ code: 'response.invalid' });
  });

  it('follows with POST and unfollows with DELETE, the anchor id in the body', async () => {
    const { client, requests } = setup(() => ok({}));
    await followAnchor(3, client);
    await unfollowAnchor(3, client);
    expect(
      requests.map((request) => [
        request.method,
        request.url,
        header(request, 'ModuleId'),
        JSON.parse(String(request.data)),
      ]),
    ).toEqual([
      ['post', '/wps/relay/CBS_followAnchor', 'CBS3', { anchorId: 3 }],
      ['delete', '/wps/relay/CBS_followAnchor', 'CBS3', { anchorId: 3 }],
    ]);
  });

  it('reaches the caller with the cap code', async () => {
    const { client } = setup(() => fail(409, 'follow.limit.reached', { limit: 200 }));
    const error: unknown = await followAnchor(4, client).catch((caught: unknown) => caught);
    expect(isApiError(error) && [error.code, error.status, error.value]).toEqual([
      'follow.limit.reached',
      409,
      { limit: 200 },
    ]);
  });
});
