import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  announcementPopupsMachine,
  popupsFor,
  type PopupAnnouncement,
  type PopupAudience,
} from '../../machines/announcement-popups.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { announcementPopupsOracle } from './oracles/announcement-popups.oracle.ts';

const popup = (id: number, execution: 'A' | 'B' | null): PopupAnnouncement => ({
  id,
  title: `Popup ${id}`,
  execution,
  announcementImages: [],
});
const visitorsTwo = [popup(1, 'B'), popup(2, 'B'), popup(3, 'A')];
const membersOnly = [popup(3, 'A')];
// Three visitors' popups: paging forward and back differ only with more than two.
const visitorsThree = [popup(1, 'B'), popup(2, 'B'), popup(4, 'B'), popup(3, 'A')];

describeChartModel('announcement popups chart (model-based)', announcementPopupsMachine, {
  oracle: announcementPopupsOracle,
  models: {
    visitor: {
      input: { audience: 'B' },
      events: [
        { type: 'xstate.done.actor.checkVisitMark', output: false },
        { type: 'xstate.done.actor.checkVisitMark', output: true },
        { type: 'popups.received', popups: visitorsTwo },
        { type: 'popups.received', popups: membersOnly },
        { type: 'popup.next' },
        { type: 'popup.previous' },
        { type: 'popup.select', index: 1 },
        { type: 'popup.close' },
        // Another popup (login, help centre…) opening and closing.
        { type: 'exclusive.changed', shown: true },
        { type: 'exclusive.changed', shown: false },
      ],
      sequences: [
        // The help centre opened before the list arrived: the popups wait until it closes.
        [
          { type: 'xstate.done.actor.checkVisitMark', output: false },
          { type: 'exclusive.changed', shown: true },
          { type: 'popups.received', popups: visitorsTwo },
          { type: 'exclusive.changed', shown: false },
        ],
        // Another popup opening over them sends them back to waiting; they open again after it.
        [
          { type: 'xstate.done.actor.checkVisitMark', output: false },
          { type: 'popups.received', popups: visitorsTwo },
          { type: 'popup.next' },
          { type: 'exclusive.changed', shown: true },
          { type: 'exclusive.changed', shown: false },
        ],
        // The list answered before the visit's mark: the popups open as soon as the mark says not yet.
        [
          { type: 'popups.received', popups: visitorsTwo },
          { type: 'xstate.done.actor.checkVisitMark', output: false },
        ],
        // The mark cannot be read: the popups may show again.
        [
          { type: 'xstate.error.actor.checkVisitMark', error: new Error('storage blocked') },
          { type: 'popups.received', popups: visitorsTwo },
        ],
        // Paging back and to a chosen popup.
        [
          { type: 'xstate.done.actor.checkVisitMark', output: false },
          { type: 'popups.received', popups: visitorsThree },
          { type: 'popup.previous' },
          { type: 'popup.previous' },
          { type: 'popup.next' },
          { type: 'popup.select', index: 0 },
          { type: 'popup.select', index: 5 },
        ],
        // The same audience again (a re-render) changes nothing.
        [
          { type: 'audience.changed', audience: 'B' },
          { type: 'xstate.done.actor.checkVisitMark', output: false },
        ],
      ],
    },
    'sign-in during the visit': {
      input: { audience: 'B' },
      events: [],
      sequences: [
        // Signing in while the mark is looked up looks it up again for members.
        [
          { type: 'audience.changed', audience: 'A' },
          { type: 'xstate.done.actor.checkVisitMark', output: false },
        ],
        // Signing in while waiting for the list.
        [
          { type: 'xstate.done.actor.checkVisitMark', output: false },
          { type: 'audience.changed', audience: 'A' },
          { type: 'xstate.done.actor.checkVisitMark', output: false },
          { type: 'popups.received', popups: membersOnly },
        ],
        // Signing in while the visitors' popups are open; then signing in after they were closed.
        [
          { type: 'xstate.done.actor.checkVisitMark', output: false },
          { type: 'popups.received', popups: visitorsTwo },
          { type: 'audience.changed', audience: 'A' },
          { type: 'xstate.done.actor.checkVisitMark', output: true },
        ],
        [
          { type: 'xstate.done.actor.checkVisitMark', output: true },
          { type: 'audience.changed', audience: 'A' },
          { type: 'xstate.done.actor.checkVisitMark', output: false },
          { type: 'popups.received', popups: membersOnly },
          { type: 'popup.close' },
        ],
      ],
    },
  },
});

describe('announcement popups chart (rules)', () => {
  function start(audience: PopupAudience, marks: Set<PopupAudience>, otherPopupShown = false) {
    const actor = createActor(
      announcementPopupsMachine.provide({
        actors: { checkVisitMark: fromPromise(async ({ input }) => marks.has(input.audience)) },
        actions: { markVisitShown: (_, { audience: shown }) => void marks.add(shown) },
      }),
      { input: { audience, otherPopupShown } },
    ).start();
    return actor;
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("picks each audience's popups, and leaves out one with nothing to show", () => {
    const empty = { ...popup(9, 'B'), title: '' };
    expect(
      popupsFor([popup(1, 'A'), popup(2, 'B'), popup(4, null), empty], 'B').map(
        (entry) => entry.id,
      ),
    ).toEqual([2, 4]);
    expect(
      popupsFor([popup(1, 'A'), popup(2, 'B'), popup(4, null)], 'A').map((entry) => entry.id),
    ).toEqual([1, 4]);
  });

  it('never opens over another popup: they wait for it to close, and give way to one opening over them', async () => {
    // The help centre is already up when home starts.
    const actor = start('B', new Set(), true);
    actor.send({ type: 'popups.received', popups: visitorsTwo });
    await settled();
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'exclusive.changed', shown: false });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'popup.next' });
    // The login popup opens over them: they close, and open again from the first once it has gone.
    actor.send({ type: 'exclusive.changed', shown: true });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().context.slides).toEqual([]);
    actor.send({ type: 'exclusive.changed', shown: false });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it("shows a visitor the popups once per visit, and a member's popups after signing in during it", async () => {
    const marks = new Set<PopupAudience>();
    const first = start('B', marks);
    first.send({ type: 'popups.received', popups: visitorsTwo });
    await settled();
    expect(first.getSnapshot().hasTag('open')).toBe(true);
    expect(first.getSnapshot().context.slides.map((slide) => slide.id)).toEqual([1, 2]);
    first.send({ type: 'popup.close' });
    first.stop();

    const again = start('B', marks);
    again.send({ type: 'popups.received', popups: visitorsTwo });
    await settled();
    expect(again.getSnapshot().hasTag('open')).toBe(false);
    again.send({ type: 'audience.changed', audience: 'A' });
    await settled();
    again.send({ type: 'popups.received', popups: membersOnly });
    expect(again.getSnapshot().hasTag('open')).toBe(true);
    expect(again.getSnapshot().context.slides.map((slide) => slide.id)).toEqual([3]);
    expect([...marks]).toEqual(['B', 'A']);
  });

  /** An actor whose visit checks are recorded and answered by the test (`answer`). */
  function recorded(audience: PopupAudience) {
    const asked: PopupAudience[] = [];
    let answer: (shown: boolean) => void = () => undefined;
    const actor = createActor(
      announcementPopupsMachine.provide({
        actors: {
          checkVisitMark: fromPromise(
            ({ input }) =>
              new Promise<boolean>((resolve) => {
                asked.push(input.audience);
                answer = resolve;
              }),
          ),
        },
        actions: { markVisitShown: () => undefined },
      }),
      { input: { audience, otherPopupShown: false } },
    ).start();
    return { actor, asked, answer: (shown: boolean) => answer(shown) };
  }

  it("signing in while a visitor's mark is still looked up looks it up again, for members", () => {
    const { actor, asked } = recorded('B');
    expect(asked).toEqual(['B']);
    actor.send({ type: 'audience.changed', audience: 'A' });
    expect(asked).toEqual(['B', 'A']);
    expect(actor.getSnapshot().value).toBe('checkingVisit');
    expect(actor.getSnapshot().context.audience).toBe('A');
  });

  it('the same audience again (a re-render) changes nothing, whatever the popups are doing', async () => {
    const { actor, asked, answer } = recorded('B');
    answer(false);
    await settled();
    expect(actor.getSnapshot().value).toBe('waitingForPopups');
    actor.send({ type: 'audience.changed', audience: 'B' });
    expect(actor.getSnapshot().value).toBe('waitingForPopups');
    actor.send({ type: 'popups.received', popups: visitorsTwo });
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'popup.next' });
    actor.send({ type: 'audience.changed', audience: 'B' });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'audience.changed', audience: 'B' });
    expect(actor.getSnapshot().value).toBe('seenThisVisit');
    // The visit's mark was looked up once, at the start.
    expect(asked).toEqual(['B']);
  });
});
