import { expect, type Locator } from '@playwright/test';
import {
  noticeReadingMachine,
  type NoticeReadingContext,
  type NoticeReadingInput,
} from '../../machines/notice-reading.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin, MERCHANT } from '../member-session.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';

/**
 * Read marks of the player's notices on /m/notice (requirements B2.6, B7 "Mark as read": throttled
 * 150 ms). A member's unread notices carry an "(unread)" mark; opening one shows it read at once
 * and its mark goes to the server at once; a second one opened within 150 ms shows read at once too,
 * but its mark waits for the end of the interval. The page's clock stands still, so each 150 ms
 * passes only in the step that lets it. A visitor sees no unread notice, and opening one marks
 * nothing.
 */

const MEMBER = 'a member opens unread notices';
const VISITOR = 'a visitor opens a notice';

/** The demo member's unread notices (seed: 301 is already read, 302 and 303 are not). */
const FIRST = 302;
const SECOND = 303;
/** Requirements B7 / limits table: read marks reach the server at most once per 150 ms. */
/** Requirements B7.1: read marks are throttled 150 ms (the table of the requirements). */
const THROTTLE_MS = TIMINGS.markReadThrottle.ms;

const AFTER_THROTTLE = 'xstate.after.markReadThrottle.noticeReading.tracking.throttled';
const open = (id: number): ModelEvent => ({ type: 'notice.opened', id, read: false });

interface NoticeWorld extends BaseWorld {
  token: string | null;
  /** The notices' titles in the run's language, by id. */
  titles: Map<number, string>;
  /** The number of notices shown unread before anything was opened. */
  unreadAtStart: number;
  /** The notices opened so far on this screen, in order. */
  opened: number[];
  /** The ids of the read marks the server was sent, in order. */
  marks: number[];
  /** Whether an interval has ended since the first notice was opened. */
  intervalEnded: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const list = (world: BaseWorld): Locator =>
  world.page.getByRole('list', { name: world.t('Announcements'), exact: true });
const unreadNotices = (world: BaseWorld): Locator =>
  list(world).getByRole('button', { name: new RegExp(`\\(${escape(world.t('unread'))}\\)`) });
const notice = (world: NoticeWorld, id: number): Locator =>
  list(world).getByRole('button', {
    name: new RegExp(`^${escape(world.titles.get(id) ?? `notice ${id}`)}`),
  });

/** Whether the notice's button is marked unread for a screen reader (the dot beside it is hidden). */
async function expectShownRead(world: NoticeWorld, id: number, read: boolean): Promise<void> {
  const name = new RegExp(`\\(${escape(world.t('unread'))}\\)`);
  if (read) await expect(notice(world, id)).not.toHaveAccessibleName(name);
  else await expect(notice(world, id)).toHaveAccessibleName(name);
}

/** The ids the server keeps read for the member (its own list, not the page's). */
async function serverRead(world: NoticeWorld): Promise<number[]> {
  const answer = await world.request.get(
    `/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=M&language=${world.lang.toUpperCase()}`,
    { headers: { Merchant: MERCHANT, Authorization: world.token ?? '' } },
  );
  const player = (
    (await answer.json()) as { value: { player: Array<{ id: number; read: boolean }> } }
  ).value.player;
  return player.filter((n) => n.read).map((n) => n.id);
}

export const noticeReadingAdapter = defineAdapter<NoticeWorld>({
  chart: 'notice-reading',
  machine: noticeReadingMachine,
  input: { reader: 'member', customerType: 1 } satisfies NoticeReadingInput,
  scenarioInputs: {
    [VISITOR]: { reader: null, customerType: null } satisfies NoticeReadingInput,
  },
  events: {
    [MEMBER]: [open(FIRST), open(SECOND), { type: AFTER_THROTTLE }],
    [VISITOR]: [open(FIRST)],
  },
  // The first notice opens from a fresh screen; the second only while the first's interval runs
  // (opened later it would be the first path again with another notice).
  canSend: (keys, event, context: NoticeReadingContext) => {
    if (event.type !== 'notice.opened') return true;
    if (event.id === FIRST) return context.readHere.length === 0;
    return keys.includes('tracking.throttled') && context.readHere.length === 1;
  },
  notDriven: {
    'reader.changed':
      'a new session while the notices screen stays up (a login or logout in another tab) is not offered on this screen: signing in or out leaves it, and the screen starts its own reader on return',
  },
  async setUp(base, path) {
    await resetSite(base.request);
    const lang = base.lang.toUpperCase();
    let token: string | null = null;
    if (path.scenario === MEMBER) {
      const session = await apiLogin(base.request, 'demo_player', 'Demo1234');
      token = session.token;
      await base.page.addInitScript(
        (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
        session,
      );
    }
    const answer = await base.request.get(
      `/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=M&language=${lang}`,
      { headers: { Merchant: MERCHANT, Authorization: token ?? '' } },
    );
    const player = (
      (await answer.json()) as { value: { player: Array<{ id: number; title: string }> } }
    ).value.player;
    const marks: number[] = [];
    await base.page.route(/\/wps\/relay\/MCSFE_markAnnouncementAsRead/, async (route) => {
      const body = route.request().postDataJSON() as { announcementId: number };
      marks.push(body.announcementId);
      await route.continue();
    });
    await base.page.clock.install();
    await base.page.goto(`/m/notice?lang=${lang}`);
    const world: NoticeWorld = {
      ...base,
      token,
      titles: new Map(player.map((n) => [n.id, n.title])),
      unreadAtStart: 0,
      opened: [],
      marks,
      intervalEnded: false,
    };
    await expect(notice(world, FIRST)).toBeVisible();
    if (token !== null) {
      await expectShownRead(world, FIRST, false);
      await expectShownRead(world, SECOND, false);
    }
    world.unreadAtStart = await unreadNotices(world).count();
    // From here the throttle's 150 ms pass only in the step that lets them (a moment ahead of the
    // page's time: the clock runs while this is sent).
    await base.page.clock.pauseAt((await base.page.evaluate(() => Date.now())) + 2000);
    return world;
  },
  states: {
    choosingReader: {
      words: 'whose notices',
      unseen: 'decided as the screen opens: a member keeps read marks, a visitor does not',
    },
    notTracking: {
      words: 'no read marks (visitor)',
      async see(world) {
        await expect(notice(world, FIRST)).toBeVisible();
        await expect(unreadNotices(world)).toHaveCount(0);
        // Opening a notice shows it and sends no mark.
        await notice(world, FIRST).click();
        await expect(notice(world, FIRST)).toHaveAttribute('aria-expanded', 'true');
        await world.page.clock.runFor(THROTTLE_MS);
        await expect(unreadNotices(world)).toHaveCount(0);
        expect(world.marks, 'no read mark is sent').toEqual([]);
      },
    },
    tracking: {
      words: 'member',
      unseen: 'shown through its idle and throttled states',
    },
    'tracking.idle': {
      words: 'marks sent',
      async see(world) {
        await expect(unreadNotices(world)).toHaveCount(world.unreadAtStart - world.opened.length);
        for (const id of world.opened) await expectShownRead(world, id, true);
        // Each opened notice's mark went to the server once, and the server keeps it.
        await expect.poll(() => world.marks).toEqual(world.opened);
        await expect
          .poll(() => serverRead(world))
          .toEqual(expect.arrayContaining([...world.opened]));
        if (!world.opened.includes(SECOND)) await expectShownRead(world, SECOND, false);
      },
    },
    'tracking.throttled': {
      words: 'within 150 ms of a mark',
      async see(world) {
        // Every opened notice shows read at once; the last opened is open.
        const last = world.opened[world.opened.length - 1] ?? FIRST;
        await expect(notice(world, last)).toHaveAttribute('aria-expanded', 'true');
        for (const id of world.opened) await expectShownRead(world, id, true);
        await expect(unreadNotices(world)).toHaveCount(world.unreadAtStart - world.opened.length);
        // The first mark went at once; a mark made within the interval waits for its end.
        await expect.poll(() => world.marks).toEqual(world.intervalEnded ? world.opened : [FIRST]);
      },
    },
  },
  on: {
    'notice.opened': {
      words: (event) => `opens notice ${String(event.id)}`,
      async cause(world, event) {
        const id = event.id as number;
        await notice(world, id).click();
        world.opened.push(id);
      },
    },
    [AFTER_THROTTLE]: {
      words: () => '150 ms pass',
      async cause(world) {
        await world.page.clock.runFor(THROTTLE_MS);
        world.intervalEnded = true;
      },
    },
  },
});
