import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatAnchors } from '../../server/db/schema.ts';
import { CHAT_FOLLOW_LIMIT } from '../../server/routes/chat-lists.ts';
import {
  auth,
  call,
  expectFailure,
  expectFieldError,
  switchOff,
  useContentFixture,
} from './helpers/content.ts';

// The chat focus list with follow/unfollow and the live-model list (docs/api.md, server/README.md
// "Chat focus and live lists", requirements B7.2).

const content = useContentFixture();
afterEach(() => {
  vi.useRealTimers();
});

interface Anchor {
  anchorId: number;
  nickname: string;
  avatarUrl: string;
  online: boolean;
}
interface LiveAnchor extends Anchor {
  liveSince: string;
  viewers: number;
}

const FOLLOW = '/wps/relay/CBS_followAnchor';
const follow = (
  anchorId: unknown,
  headers: Record<string, string> = auth(content.token.player),
  method = 'POST',
) => call(content.fixture.app, FOLLOW, { method, body: { anchorId }, headers });
const unfollow = (
  anchorId: unknown,
  headers: Record<string, string> = auth(content.token.player),
) => follow(anchorId, headers, 'DELETE');
const focusList = async (
  headers: Record<string, string> = auth(content.token.player),
  query = '',
) => {
  const answer = await call(content.fixture.app, `/wps/relay/CBS_focusList${query}`, { headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.value as { list: Anchor[] }).list;
};
const liveAt = async (iso: string, query = '') => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  const answer = await call(content.fixture.app, `/wps/relay/CBS_liveModelList${query}`, {
    headers: { Language: 'EN' },
  });
  vi.useRealTimers();
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.value as { list: LiveAnchor[] }).list;
};

describe('focus list and follow (CBS3, members)', () => {
  it('starts empty, lists followed anchors newest follow first in the anchor shape, per member', async () => {
    expect(await focusList()).toEqual([]);
    expect((await follow(3)).body).toEqual({ success: true, value: {} });
    expect((await follow(1)).body).toEqual({ success: true, value: {} });
    const list = await focusList({ ...auth(content.token.player), Language: 'EN' });
    expect(list).toEqual([
      { anchorId: 1, nickname: 'Riya', avatarUrl: '/content/art/anchor/1.png', online: true },
      { anchorId: 3, nickname: 'Nusrat', avatarUrl: '/content/art/anchor/3.png', online: false },
    ]);
    expect(
      (await focusList(auth(content.token.player), '?language=BN')).map(
        (anchor) => anchor.nickname,
      ),
    ).toEqual(['রিয়া', 'নুসরাত']);
    expect(await focusList(auth(content.token.second))).toEqual([]);
  });

  it('is idempotent: following twice keeps the first time, unfollowing twice is still success', async () => {
    await follow(2);
    await follow(4);
    expect((await follow(2)).body).toEqual({ success: true, value: {} });
    expect((await focusList()).map((anchor) => anchor.anchorId)).toEqual([4, 2]);
    expect((await unfollow(4)).body).toEqual({ success: true, value: {} });
    expect((await unfollow(4)).body).toEqual({ success: true, value: {} });
    expect((await focusList()).map((anchor) => anchor.anchorId)).toEqual([2]);
    expect((await unfollow(1)).body).toEqual({ success: true, value: {} });
  });

  it("counts a member's follows against the cap, with its own code; following one already followed still succeeds", async () => {
    expect(CHAT_FOLLOW_LIMIT).toBe(200);
    const extra = Array.from({ length: CHAT_FOLLOW_LIMIT }, (_, index) => ({
      id: 100 + index,
      nicknameBn: `হোস্ট ${index}`,
      nicknameEn: `Host ${index}`,
      sortOrder: 100 + index,
    }));
    await content.fixture.database.db.insert(chatAnchors).values(extra);
    const answers = await Promise.all(
      extra.slice(0, CHAT_FOLLOW_LIMIT - 1).map((anchor) => follow(anchor.id)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Two at once at 199: the per-member lock lets exactly one of them in.
    const [left, right] = await Promise.all([follow(1), follow(2)]);
    expect([left.status, right.status].sort()).toEqual([200, 409]);
    expect(await focusList()).toHaveLength(CHAT_FOLLOW_LIMIT);
    const over = await follow(3);
    expectFailure(over, 409, 'follow.limit.reached');
    expect(over.body.value).toEqual({ limit: CHAT_FOLLOW_LIMIT });
    expect((await follow(100)).status).toBe(200);
    // Another member is not affected; unfollowing makes room again.
    expect((await follow(3, auth(content.token.second))).status).toBe(200);
    await unfollow(100);
    expect((await follow(3)).status).toBe(200);
    expect((await focusList())[0]?.anchorId).toBe(3);
  });

  it('refuses an unknown anchor, a bad id and control characters on anchorId, never a 500', async () => {
    expectFieldError(await follow(999), 'anchorId');
    expectFieldError(await unfollow(999), 'anchorId');
    for (const bad of [0, -1, 1.5, 'abc', null, 2_147_483_648, '1\u0000', '\u00071']) {
      expectFieldError(await follow(bad), 'anchorId');
      expectFieldError(await unfollow(bad), 'anchorId');
    }
    expectFieldError(
      await call(content.fixture.app, FOLLOW, {
        method: 'POST',
        body: {},
        headers: auth(content.token.player),
      }),
      'anchorId',
    );
    expectFieldError(
      await call(content.fixture.app, '/wps/relay/CBS_focusList?language=E%01N', {
        headers: auth(content.token.player),
      }),
      'language',
    );
    expect(await focusList()).toEqual([]);
  });

  it('refuses a trial player and a visitor, and everything with CBS3 off', async () => {
    for (const [headers, status, code] of [
      [auth(content.token.trial), 403, 'trial.not.allowed'],
      [{}, 401, 'login.not.session'],
    ] as const) {
      expectFailure(
        await call(content.fixture.app, '/wps/relay/CBS_focusList', { headers }),
        status,
        code,
      );
      expectFailure(await follow(1, headers), status, code);
      expectFailure(await unfollow(1, headers), status, code);
    }
    await switchOff(content.fixture.app, 'CBS3');
    expectFailure(
      await call(content.fixture.app, '/wps/relay/CBS_focusList', {
        headers: auth(content.token.player),
      }),
      400,
      'function.not.available',
    );
    expectFailure(await follow(1), 400, 'function.not.available');
    expectFailure(
      await call(content.fixture.app, '/wps/relay/CBS_liveModelList'),
      400,
      'function.not.available',
    );
  });

  it('drops follows with the anchor', async () => {
    await follow(4);
    await content.fixture.database.db.delete(chatAnchors);
    expect(await focusList()).toEqual([]);
  });
});

describe('live model list (CBS3, no session)', () => {
  it('answers the anchor shape with liveSince and viewers, needing no session, biggest audience first', async () => {
    const list = await liveAt('2026-11-25T10:05:00Z');
    // At :05 anchor 1 (live from :00) and anchor 4 (from :45 the hour before, until :10) are live.
    expect(list.map((anchor) => anchor.anchorId).sort()).toEqual([1, 4]);
    const riya = list.find((anchor) => anchor.anchorId === 1);
    expect(riya).toMatchObject({
      nickname: 'Riya',
      avatarUrl: '/content/art/anchor/1.png',
      online: true,
      liveSince: '2026-11-25T10:00:00.000Z',
    });
    expect(list.find((anchor) => anchor.anchorId === 4)?.liveSince).toBe(
      '2026-11-25T09:45:00.000Z',
    );
    for (const anchor of list)
      expect(Number.isInteger(anchor.viewers) && anchor.viewers >= 120).toBe(true);
    expect(list.map((anchor) => anchor.viewers)).toEqual(
      list.map((anchor) => anchor.viewers).sort((a, b) => b - a),
    );
    expect(
      (await liveAt('2026-11-25T10:05:00Z', '?language=BN'))
        .map((anchor) => anchor.nickname)
        .sort(),
    ).toEqual(['আরিফ', 'রিয়া'].sort());
  });

  it('moves with the clock: the same moment gives the same answer, a later one other anchors', async () => {
    expect(await liveAt('2026-11-25T10:05:00Z')).toEqual(await liveAt('2026-11-25T10:05:00Z'));
    expect((await liveAt('2026-11-25T10:12:00Z')).map((anchor) => anchor.anchorId)).toEqual([1]);
    expect((await liveAt('2026-11-25T10:20:00Z')).map((anchor) => anchor.anchorId).sort()).toEqual([
      1, 2,
    ]);
    expect((await liveAt('2026-11-25T10:30:00Z')).map((anchor) => anchor.anchorId).sort()).toEqual([
      2, 3,
    ]);
    expect((await liveAt('2026-11-25T10:59:59Z')).map((anchor) => anchor.anchorId)).toEqual([4]);
    const early = (await liveAt('2026-11-25T10:01:00Z')).find((anchor) => anchor.anchorId === 1);
    const later = (await liveAt('2026-11-25T10:20:00Z')).find((anchor) => anchor.anchorId === 1);
    expect(later?.liveSince).toBe(early?.liveSince);
    expect(later?.viewers ?? 0).toBeGreaterThan(early?.viewers ?? 0);
  });

  it('refuses control characters in the language', async () => {
    expectFieldError(
      await call(content.fixture.app, '/wps/relay/CBS_liveModelList?language=%00'),
      'language',
    );
  });
});
