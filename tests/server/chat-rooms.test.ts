import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerRanks, wallets } from '../../server/db/schema.ts';
import { roomListSchema, enterRoomSchema } from '../../shared/contract/calls/rooms.ts';
import {
  auth,
  call,
  expectFailure,
  expectFieldError,
  switchOff,
  useContentFixture,
} from './helpers/content.ts';

// The chat hosts' rooms and who may enter them (requirements B7.3, B9.4; docs/api.md "Chat rooms").
// The seeded rooms: 11 free (Riya), 12 VIP 3 (Tanvir), 13 pay per view at 2,000.00 (Nusrat), 14 free.

const content = useContentFixture();

const enter = (roomId: unknown, headers: Record<string, string>, extra: object = {}) =>
  call(content.fixture.app, '/wps/relay/CBS_enterRoom', {
    method: 'POST',
    body: { roomId, language: 'EN', backUrl: '/m/webEmail', ...extra },
    headers,
  });

const chatUrlOf = (answer: Awaited<ReturnType<typeof enter>>) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return new URL(enterRoomSchema.parse(answer.body.value).chatUrl, 'http://site.test');
};

describe('GET /wps/relay/CBS_roomList', () => {
  it('lists each host’s room with its type, for a visitor too, in the contract’s shape', async () => {
    const answer = await call(content.fixture.app, '/wps/relay/CBS_roomList');
    expect(answer.status).toBe(200);
    expect(roomListSchema.parse(answer.body.value).list).toEqual([
      { roomId: 11, anchorId: 1, roomType: 'free', vipLevel: null, price: null },
      { roomId: 12, anchorId: 2, roomType: 'vip', vipLevel: 3, price: null },
      { roomId: 13, anchorId: 3, roomType: 'payPerView', vipLevel: null, price: '2000.00' },
      { roomId: 14, anchorId: 4, roomType: 'free', vipLevel: null, price: null },
    ]);
  });
});

describe('POST /wps/relay/CBS_enterRoom', () => {
  it('admits any member to a free room, with the chat page titled by the host', async () => {
    const url = chatUrlOf(await enter(11, auth(content.token.second)));
    expect(url.pathname).toBe('/chat/demo');
    expect(url.searchParams.get('title')).toBe('Riya');
    expect(url.searchParams.get('back')).toBe('/m/webEmail');
    expect(
      chatUrlOf(await enter(11, auth(content.token.player), { language: 'BN' })).searchParams.get(
        'title',
      ),
    ).toBe('রিয়া');
  });

  it('sends a visitor to log in and refuses a trial player, whatever the room', async () => {
    for (const room of [11, 12, 13]) {
      expectFailure(await enter(room, {}), 401, 'login.not.session');
      expectFailure(await enter(room, auth(content.token.trial)), 403, 'trial.not.allowed');
    }
  });

  it('refuses a VIP room below its level with both levels, and admits from the level up', async () => {
    const refused = await enter(12, auth(content.token.player));
    expectFailure(refused, 403, 'room.vip.required');
    expect(refused.body.value).toEqual({ required: 3, level: 2 });
    // No rank at all is level 0.
    const none = await enter(12, auth(content.token.second));
    expectFailure(none, 403, 'room.vip.required');
    expect(none.body.value).toEqual({ required: 3, level: 0 });
    chatUrlOf(await enter(12, auth(content.token.agent)));
    // Exactly the room's level is enough.
    await content.fixture.database.db
      .update(playerRanks)
      .set({ labelId: 'VIP3' })
      .where(eq(playerRanks.userName, 'demo_player'));
    chatUrlOf(await enter(12, auth(content.token.player)));
  });

  it('refuses a pay-per-view room when the balance does not cover the price, and charges nothing', async () => {
    const refused = await enter(13, auth(content.token.second));
    expectFailure(refused, 403, 'room.balance.insufficient');
    expect(refused.body.value).toEqual({ price: '2000.00' });
    chatUrlOf(await enter(13, auth(content.token.player)));
    const [player] = await content.fixture.database.db
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(eq(wallets.userName, 'demo_player'));
    expect(player?.balance).toBe('25380.75');
    // A balance of exactly the price is enough.
    await content.fixture.database.db
      .update(wallets)
      .set({ balance: '2000.00' })
      .where(eq(wallets.userName, 'demo_player2'));
    chatUrlOf(await enter(13, auth(content.token.second)));
  });

  it('answers bad input with request_param_err naming the field, never a 500', async () => {
    const member = auth(content.token.player);
    for (const roomId of [0, -1, 1.5, '11', null, 'x', 2 ** 31])
      expectFieldError(await enter(roomId, member), 'roomId');
    expectFieldError(await enter(999, member), 'roomId');
    expectFieldError(await enter(11, member, { backUrl: 'https://evil.test/' }), 'backUrl');
    const empty = await call(content.fixture.app, '/wps/relay/CBS_enterRoom', {
      method: 'POST',
      rawBody: '{"roomId": ',
      headers: member,
    });
    expectFailure(empty, 400, 'request_param_err');
  });

  it('is off with the chat module', async () => {
    await switchOff(content.fixture.app, 'CBS3');
    expectFailure(
      await call(content.fixture.app, '/wps/relay/CBS_roomList'),
      400,
      'function.not.available',
    );
    expectFailure(await enter(11, auth(content.token.player)), 400, 'function.not.available');
  });
});
