import { expect } from 'vitest';
import {
  popupsFor,
  type AnnouncementPopupsContext,
  type PopupAudience,
} from '../../../machines/announcement-popups.machine.ts';
import {
  actionsIn,
  expectEffects,
  type Effect,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

/** The audiences marked as shown so far on this path. */
const marked = (history: Effect[]) =>
  actionsIn(history)
    .filter((effect) => 'action' in effect && effect.action === 'markVisitShown')
    .map((effect) => (effect as { params: { audience: PopupAudience } }).params.audience);

/** Closed: no slide on screen and nothing to page through. */
const closed = (context: AnnouncementPopupsContext) => {
  expect(context.slides).toEqual([]);
  expect(context.index).toBe(0);
};

/** The popups always follow the session on screen: a sign-in or sign-out changes the audience at once. */
const followsAudience = ({ context, event }: StepView<AnnouncementPopupsContext>) => {
  if (event.type === 'audience.changed') expect(context.audience).toBe(event.audience);
};

/** The chart always knows whether another exclusive popup shows: the view tells it at once. */
const followsOtherPopup = ({ context, event, previous }: StepView<AnnouncementPopupsContext>) => {
  if (event.type === 'exclusive.changed') expect(context.otherPopupShown).toBe(event.shown);
  else if (previous)
    expect(context.otherPopupShown).toBe(
      (previous.context as AnnouncementPopupsContext).otherPopupShown,
    );
};

/** What must hold in each state of the announcement popups' chart. */
export const announcementPopupsOracle: Oracle<AnnouncementPopupsContext> = {
  checkingVisit: (step) => {
    const { context, effects, hasTag, running, entered, previous, event } = step;
    followsAudience(step);
    // The same audience again (a re-render) restarts nothing.
    if (event.type === 'audience.changed' && event.audience === previous?.context.audience)
      expect(effects).toEqual([]);
    closed(context);
    expect(hasTag('open')).toBe(false);
    expect(running).toEqual(['checkVisitMark']);
    // The mark is looked up for the audience now on screen, and only that one.
    if (entered)
      expectEffects(effects, [
        { invoke: 'checkVisitMark', id: 'checkVisitMark', input: { audience: context.audience } },
      ]);
    // A new audience starts from an empty list: the previous session's list never shows to it.
    if (entered && previous) {
      expect(context.audience).not.toBe(previous.context.audience);
      expect(context.received).toEqual([]);
    }
  },
  waitingForPopups: (step) => {
    const { context, hasTag, running, event, previous } = step;
    followsAudience(step);
    followsOtherPopup(step);
    closed(context);
    expect(hasTag('open')).toBe(false);
    expect(running).toEqual([]);
    // Sent back from showing only by another popup opening over them.
    if (previous?.matches('showing') && event.type !== 'audience.changed')
      expect(event).toEqual({ type: 'exclusive.changed', shown: true });
    // Waiting means this audience's popups were not shown earlier in the visit (or the mark could not be read).
    if (event.type === 'xstate.done.actor.checkVisitMark') expect(event.output).toBe(false);
  },
  showing: (step) => {
    const { context, hasTag, effects, entered, running, previous, event } = step;
    followsAudience(step);
    followsOtherPopup(step);
    // One popup at a time: never over login, register, forgot password or the help centre.
    expect(context.otherPopupShown).toBe(false);
    // Closing always closes them.
    expect(event.type).not.toBe('popup.close');
    expect(hasTag('open')).toBe(true);
    expect(running).toEqual([]);
    // Only this audience's popups, every one of them, each in its turn.
    expect(context.slides.length).toBeGreaterThan(0);
    expect(popupsFor(context.slides, context.audience)).toEqual(context.slides);
    expect(context.index).toBeGreaterThanOrEqual(0);
    expect(context.index).toBeLessThan(context.slides.length);
    if (entered) {
      expect(context.index).toBe(0);
      // They open once both are known: not shown yet this visit, and a list with this audience's popups.
      // (or once the other popup they waited for closed).
      expect([
        'popups.received',
        'xstate.done.actor.checkVisitMark',
        'xstate.error.actor.checkVisitMark',
        'exclusive.changed',
      ]).toContain(event.type);
      if (event.type === 'xstate.done.actor.checkVisitMark') expect(event.output).toBe(false);
      // Every one of this audience's popups, in the server's order.
      expect(context.slides).toEqual(popupsFor(context.received, context.audience));
      // Opening marks this audience as shown for the visit, once.
      expectEffects(effects, [
        { action: 'markVisitShown', params: { audience: context.audience } },
      ]);
      return;
    }
    // Paging marks nothing, and a list answered again while they are open does not change the slides.
    expect(effects).toEqual([]);
    expect(context.slides).toEqual(previous?.context.slides);
    const before = previous?.context.index ?? 0;
    const count = context.slides.length;
    if (event.type === 'popup.next') expect(context.index).toBe((before + 1) % count);
    if (event.type === 'popup.previous') expect(context.index).toBe((before - 1 + count) % count);
    if (event.type === 'popup.select')
      expect(context.index).toBe(Math.min(event.index as number, count - 1));
  },
  seenThisVisit: (step) => {
    const { context, hasTag, running, entered, event, effects, history } = step;
    followsAudience(step);
    followsOtherPopup(step);
    closed(context);
    expect(hasTag('open')).toBe(false);
    expect(running).toEqual([]);
    expect(actionsIn(effects)).toEqual([]);
    if (!entered) return;
    if (event.type === 'xstate.done.actor.checkVisitMark') {
      // Already shown earlier in the visit: not shown again, not marked again.
      expect(event.output).toBe(true);
    } else {
      expect(event.type).toBe('popup.close');
      expect(marked(history)).toContain(context.audience);
    }
  },
};
