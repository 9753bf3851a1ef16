import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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

const JOIN = '/wps/relay/MCSFE_signUpJoinPromotion';
const CLAIM = '/wps/relay/MCSFE_signUpClaimReward';
// The claim is a money call (requirements D0.3): each carries an Idempotency-Key like the site's.
const post = (path: string, body: unknown, headers: Record<string, string>) =>
  call(content.fixture.app, path, {
    method: 'POST',
    body,
    headers: path === CLAIM ? { 'Idempotency-Key': randomUUID(), ...headers } : headers,
  });

async function statusOf(
  id: number,
  headers: Record<string, string>,
): Promise<string | null | undefined> {
  const answer = await call(content.fixture.app, '/wps/relay/MCSFE_getListAnnouncements?types=PR', {
    headers,
  });
  return (
    answer.body.value as { promotion: { id: number; status: string | null }[] }
  ).promotion.find((entry) => entry.id === id)?.status;
}

describe('sign-up promotion join (MCSFE_signUpJoinPromotion)', () => {
  it('joins: Join → Joined, and joining again is success with the same status', async () => {
    const fresh = await sessionToken(content.fixture.database, 'join_player');
    expect(await statusOf(102, auth(fresh))).toBe('Join');
    expect((await post(JOIN, { promotionId: 102 }, auth(fresh))).body).toEqual({
      success: true,
      value: { success: true, status: 'Joined' },
    });
    expect(await statusOf(102, auth(fresh))).toBe('Joined');
    expect((await post(JOIN, { promotionId: '102' }, auth(fresh))).body.value).toEqual({
      success: true,
      status: 'Joined',
    });
    // The seeded player is further along: joining again keeps the progress.
    expect((await post(JOIN, { promotionId: 103 }, auth(content.token.player))).body.value).toEqual(
      { success: true, status: 'Process' },
    );
  });

  it('answers success false for an ended promotion and for one claimed by application', async () => {
    expect((await post(JOIN, { promotionId: 111 }, auth(content.token.second))).body.value).toEqual(
      { success: false, status: 'Close' },
    );
    expect((await post(JOIN, { promotionId: 104 }, auth(content.token.second))).body.value).toEqual(
      { success: false, status: 'Claim' },
    );
    expect(await statusOf(111, auth(content.token.second))).toBe('Close');
  });

  it('answers 404 for an unknown id, a banner, a notice or a promotion not yet started', async () => {
    const future = await call(content.fixture.app, '/dev/content/announcements', {
      method: 'POST',
      body: {
        kind: 'promotion',
        promotionType: 'JOIN',
        titleBn: 'শীঘ্রই',
        titleEn: 'Soon',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    const { id } = future.body.value as { id: number };
    expect(await statusOf(id, auth(content.token.player))).toBeUndefined();
    for (const promotionId of [999_999, 201, 301, id])
      expectFailure(
        await post(JOIN, { promotionId }, auth(content.token.player)),
        404,
        'not.found',
      );
  });
});

describe('sign-up reward claim (MCSFE_signUpClaimReward)', () => {
  it('claims a reward whose condition is met: Claim → Claimed, twice is success', async () => {
    expect(await statusOf(101, auth(content.token.player))).toBe('Claim');
    expect(
      (await post(CLAIM, { promotionId: 101 }, auth(content.token.player))).body.value,
    ).toEqual({ success: true, status: 'Claimed' });
    expect(await statusOf(101, auth(content.token.player))).toBe('Claimed');
    expect(
      (await post(CLAIM, { promotionId: 101 }, auth(content.token.player))).body.value,
    ).toEqual({ success: true, status: 'Claimed' });
  });

  it('answers success false while not claimable or for a promotion claimed by application', async () => {
    expect(
      (await post(CLAIM, { promotionId: 102 }, auth(content.token.player))).body.value,
    ).toEqual({ success: false, status: 'Joined' });
    expect(
      (await post(CLAIM, { promotionId: 103 }, auth(content.token.player))).body.value,
    ).toEqual({ success: false, status: 'Process' });
    expect(
      (await post(CLAIM, { promotionId: 101 }, auth(content.token.second))).body.value,
    ).toEqual({ success: false, status: 'Join' });
    expect(
      (await post(CLAIM, { promotionId: 107 }, auth(content.token.player))).body.value,
    ).toEqual({ success: false, status: 'Claim' });
  });

  it('needs REWCEN3 (join needs only COMM3)', async () => {
    await switchOff(content.fixture.app, 'REWCEN3');
    expectFailure(
      await post(CLAIM, { promotionId: 101 }, auth(content.token.player)),
      400,
      'function.not.available',
    );
    expect((await post(JOIN, { promotionId: 102 }, auth(content.token.second))).status).toBe(200);
    await switchOff(content.fixture.app, 'COMM3');
    expectFailure(
      await post(JOIN, { promotionId: 102 }, auth(content.token.second)),
      400,
      'function.not.available',
    );
  });
});

describe('both promotion actions', () => {
  it('need a session and refuse a trial player', async () => {
    for (const path of [JOIN, CLAIM]) {
      expectFailure(await post(path, { promotionId: 102 }, {}), 401, 'login.not.session');
      expectFailure(
        await post(path, { promotionId: 102 }, auth(content.token.trial)),
        403,
        'trial.not.allowed',
      );
    }
  });

  it('reject bad bodies with the field named', async () => {
    for (const path of [JOIN, CLAIM]) {
      expectFieldError(await post(path, {}, auth(content.token.player)), 'promotionId');
      expectFieldError(
        await post(path, { promotionId: 'abc' }, auth(content.token.player)),
        'promotionId',
      );
      expectFieldError(
        await post(path, { promotionId: -1 }, auth(content.token.player)),
        'promotionId',
      );
      expectFieldError(
        await post(path, { promotionId: 1.5 }, auth(content.token.player)),
        'promotionId',
      );
      expectFieldError(
        await call(content.fixture.app, path, {
          method: 'POST',
          rawBody: 'nope',
          headers: auth(content.token.player),
        }),
        'body',
      );
    }
  });
});
