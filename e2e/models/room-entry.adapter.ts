import { expect, type Locator, type Request } from '@playwright/test';
import {
  roomEntryMachine,
  type EnterableRoom,
  type RoomEntryContext,
} from '../../machines/room-entry.machine.ts';
import { ENTER_ROOM_PATH } from '../../shared/contract/calls/rooms.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type Lang, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * Entering a chat host's room from the host list (requirements B7.3), against the real server and its
 * seeded rooms (server/db/seed/content-players.ts): Riya's is free, Tanvir's VIP 3, Nusrat's pay per
 * view at 2,000.00. The member is demo_player2 (no VIP level, 1,000.00): the server admits them to
 * Riya's room and refuses the other two with its own answer. The enter call is held to show the busy
 * button, aborted to show the network failure and its Try again; one other refusal (the feature
 * unavailable) is answered by the run in the server's envelope, as no seeded room gives it.
 *
 * Bounds: the network failure and the other refusal are driven on Riya's room only (which room does
 * not change the path); a failure is tried again once.
 */

const VISITOR = 'a visitor presses Enter';
const TRIAL = 'a trial player presses Enter';
const MEMBER = 'a member presses Enter';

/** demo_player2's session type: an ordinary member. */
const MEMBER_TYPE = 0;
const TRIAL_TYPE = 4;

const RIYA: EnterableRoom = { roomId: 11 };
const TANVIR: EnterableRoom = { roomId: 12 };
const NUSRAT: EnterableRoom = { roomId: 13 };

/** The hosts' names as the server lists them in each language (the seed's anchors). */
const HOSTS: Record<Lang, Record<number, string>> = {
  en: { 11: 'Riya', 12: 'Tanvir', 13: 'Nusrat' },
  bn: { 11: 'রিয়া', 12: 'তানভীর', 13: 'নুসরাত' },
};

const enter = (room: EnterableRoom, sessionType: number | null): ModelEvent => ({
  type: 'room.enter',
  room,
  sessionType,
});
const admitted: ModelEvent = {
  type: 'xstate.done.actor.enterRoom',
  output: { chatUrl: '/chat/demo' },
};
const vipRefusal: ModelEvent = {
  type: 'xstate.error.actor.enterRoom',
  error: { code: 'room.vip.required', value: { required: 3, level: 0 } },
};
const balanceRefusal: ModelEvent = {
  type: 'xstate.error.actor.enterRoom',
  error: { code: 'room.balance.insufficient', value: { price: '2000.00' } },
};
const unavailable: ModelEvent = {
  type: 'xstate.error.actor.enterRoom',
  error: { code: 'function.not.available' },
};
const offline: ModelEvent = {
  type: 'xstate.error.actor.enterRoom',
  error: { code: 'network.offline' },
};
const retry: ModelEvent = { type: 'room.retry' };

/** The other refusal, in the server's envelope (docs/api.md "Errors"). */
const UNAVAILABLE = {
  success: false,
  errorCode: 'function.not.available',
  message: 'Account does not have permission or feature unavailable',
};

interface RoomWorld extends BaseWorld {
  /** The enter calls, held until the path's answer. */
  entries: HeldRequests;
  /** Every enter call the page sent. */
  sent: Request[];
  /** The room of the last press. */
  room: EnterableRoom | null;
}

const errorCodeOf = (event: ModelEvent) => (event.error as { code?: string } | undefined)?.code;

const hostName = (world: BaseWorld, room: EnterableRoom) => HOSTS[world.lang][room.roomId] ?? '';
const hostRow = (world: BaseWorld, room: EnterableRoom): Locator =>
  world.page
    .getByRole('list', { name: world.t('All chat hosts'), exact: true })
    .getByRole('listitem')
    .filter({ hasText: hostName(world, room) });
const enterButton = (world: BaseWorld, room: EnterableRoom): Locator =>
  world.page.getByRole('button', {
    name: world.t("Enter {name}'s room").replace('{name}', hostName(world, room)),
    exact: true,
  });
const retryButton = (world: BaseWorld, room: EnterableRoom): Locator =>
  world.page.getByRole('button', {
    name: world.t("Try {name}'s room again").replace('{name}', hostName(world, room)),
    exact: true,
  });
const refusalBy = (world: RoomWorld): Locator =>
  hostRow(world, world.room ?? RIYA).getByRole('alert');

/** The player is on the host list, nothing busy and no page opened. */
async function expectOnList(world: RoomWorld): Promise<void> {
  await expect(world.page).toHaveURL(/\/m\/webEmail(\?|$)/);
  for (const room of [RIYA, TANVIR, NUSRAT])
    await expect(enterButton(world, room)).not.toHaveAttribute('aria-busy', 'true');
}

export const roomEntryAdapter = defineAdapter<RoomWorld>({
  chart: 'room-entry',
  machine: roomEntryMachine,
  events: {
    [VISITOR]: [enter(TANVIR, null)],
    [TRIAL]: [enter(TANVIR, TRIAL_TYPE)],
    [MEMBER]: [
      enter(RIYA, MEMBER_TYPE),
      enter(TANVIR, MEMBER_TYPE),
      enter(NUSRAT, MEMBER_TYPE),
      admitted,
      vipRefusal,
      balanceRefusal,
      unavailable,
      offline,
      retry,
    ],
  },
  // The server's answer for each room: only Riya's admits, Tanvir's refuses the level, Nusrat's the
  // balance; the network failure and the other refusal are driven on Riya's room.
  canSend(_keys, event, context: RoomEntryContext) {
    if (
      event.type !== 'xstate.done.actor.enterRoom' &&
      event.type !== 'xstate.error.actor.enterRoom'
    )
      return true;
    const roomId = context.room?.roomId;
    if (event.type === 'xstate.done.actor.enterRoom') return roomId === RIYA.roomId;
    const code = errorCodeOf(event);
    if (code === 'room.vip.required') return roomId === TANVIR.roomId;
    if (code === 'room.balance.insufficient') return roomId === NUSRAT.roomId;
    return roomId === RIYA.roomId;
  },
  sequences: {
    // The network fails, the player tries again and the server admits.
    [MEMBER]: [[enter(RIYA, MEMBER_TYPE), offline, retry, admitted]],
  },
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    const lang = base.lang.toUpperCase();
    const entries = await HeldRequests.install(
      base.page,
      new RegExp(`${ENTER_ROOM_PATH}(\\?|$)`),
      'room entry',
    );
    const sent: Request[] = [];
    base.page.on('request', (request) => {
      if (new URL(request.url()).pathname === ENTER_ROOM_PATH) sent.push(request);
    });
    if (path.scenario === MEMBER) {
      const session = await apiLogin(base.request, 'demo_player2', 'Demo1234');
      expect(session.type, 'demo_player2 is an ordinary member').toBe(MEMBER_TYPE);
      await base.page.addInitScript(
        (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
        session,
      );
    }
    if (path.scenario === TRIAL) {
      // The header's Free play starts a trial session and goes home.
      await base.page.goto(`/m/slot-games?lang=${lang}`);
      await base.page.getByRole('button', { name: base.t('Free play'), exact: true }).click();
      await expect(base.page).toHaveURL(/\/m\/home(\?|$)/);
    }
    await base.page.goto(`/m/webEmail?lang=${lang}`);
    const world: RoomWorld = { ...base, entries, sent, room: null };
    await expect(enterButton(world, RIYA)).toBeVisible();
    return world;
  },
  states: {
    choosing: {
      words: 'the host list',
      unseen: 'shown through its states: no message yet, or the refusal by the pressed room',
    },
    'choosing.idle': {
      words: 'rooms listed with their types',
      async see(world) {
        await expect(hostRow(world, RIYA)).toContainText(world.t('Free'));
        await expect(hostRow(world, TANVIR)).toContainText(
          world.t('VIP {level}+').replace('{level}', '3'),
        );
        await expect(hostRow(world, NUSRAT)).toContainText(
          world.t('Pay per view {price}').replace('{price}', '2,000.00'),
        );
        await expect(world.page.getByRole('alert')).toHaveCount(0);
        await expectOnList(world);
      },
    },
    'choosing.trialRefused': {
      words: 'actual account asked for',
      async see(world) {
        await expect(refusalBy(world)).toHaveText(
          world.t('Please login an actual account to use this function'),
        );
        await expectOnList(world);
        expect(world.sent, 'the server is not asked').toEqual([]);
      },
    },
    'choosing.vipRefused': {
      words: 'VIP level too low',
      async see(world) {
        await expect(refusalBy(world)).toHaveText(
          world
            .t('This room is for VIP {required} members and above. Your level is {level}.')
            .replace('{required}', '3')
            .replace('{level}', '0'),
        );
        await expectOnList(world);
      },
    },
    'choosing.balanceRefused': {
      words: 'balance too low',
      async see(world) {
        await expect(refusalBy(world)).toHaveText(
          world
            .t('This pay-per-view room costs {price}. Please deposit to watch.')
            .replace('{price}', '2,000.00'),
        );
        await expectOnList(world);
      },
    },
    'choosing.refused': {
      words: 'refused for another reason',
      async see(world) {
        await expect(refusalBy(world)).toHaveText(
          world.t('Account does not have permission or feature unavailable'),
        );
        await expect(retryButton(world, world.room ?? RIYA)).toHaveCount(0);
        await expectOnList(world);
      },
    },
    'choosing.failed': {
      words: 'no connection: Try again offered',
      async see(world) {
        await expect(refusalBy(world)).toHaveText(world.t('No internet connection'));
        await expect(retryButton(world, world.room ?? RIYA)).toBeVisible();
        await expectOnList(world);
      },
    },
    sendingToLogin: {
      words: 'sent to the login',
      async see(world) {
        await expect(world.page).toHaveURL(/\/m\/login(\?|$)/);
        expect(world.sent, 'the server is not asked').toEqual([]);
      },
    },
    entering: {
      words: 'Enter busy, asking the server',
      async see(world) {
        await world.entries.expectHeld();
        await expect(enterButton(world, world.room ?? RIYA)).toHaveAttribute('aria-busy', 'true');
        const body = world.sent.at(-1)?.postDataJSON() as { roomId?: number } | undefined;
        expect(body?.roomId).toBe(world.room?.roomId);
      },
    },
    entered: {
      words: "the room's chat page opened",
      async see(world) {
        await expect(world.page).toHaveURL(/\/chat\/demo\?.*title=/);
      },
    },
  },
  on: {
    'room.enter': {
      words: (event) => `press Enter on room ${(event.room as EnterableRoom).roomId}`,
      async cause(world, event) {
        world.entries.hold();
        world.room = event.room as EnterableRoom;
        await enterButton(world, world.room).click();
      },
    },
    'room.retry': {
      words: () => 'press Try again',
      async cause(world) {
        world.entries.hold();
        await retryButton(world, world.room ?? RIYA).click();
      },
    },
    'xstate.done.actor.enterRoom': {
      words: () => 'the server admits the member',
      cause: ({ entries }) => entries.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.enterRoom': {
      words: (event) =>
        ({
          'room.vip.required': 'the server refuses: VIP level too low',
          'room.balance.insufficient': 'the server refuses: balance too low',
          'network.offline': 'the network fails',
        })[errorCodeOf(event) ?? ''] ?? 'the server refuses: feature unavailable',
      cause: ({ entries }, event) => {
        const code = errorCodeOf(event);
        if (code === 'network.offline') return entries.answer({ kind: 'abort' });
        if (code === 'function.not.available')
          return entries.answer({ kind: 'fulfil', status: 200, json: UNAVAILABLE });
        return entries.answer({ kind: 'continue' });
      },
    },
  },
});
