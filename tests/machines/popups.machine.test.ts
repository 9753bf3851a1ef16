import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { popupsMachine, type PopupsEvent } from '../../machines/popups.machine.ts';
import { TIMINGS } from '../requirements/timings.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { popupsOracle } from './oracles/popups.oracle.ts';

/** Requirements A4.5: popups animate in over 225 ms (the table, not the chart). */
const POPUP_ANIMATION_MS = TIMINGS.popupAnimation.ms;

const after = (state: string) => ({ type: `xstate.after.popupAnimation.popups.${state}` });

describeChartModel('popups chart (model-based)', popupsMachine, {
  oracle: popupsOracle,
  // A switch on the first popup's page while it still animates in (no shortest path needs it).
  sequences: [
    [
      { type: 'popup.open', popup: 'login' },
      { type: 'popup.open', popup: 'forgot', pathname: '/m/login' },
    ],
    // The help centre asked for again while it animates in: only its tab moves.
    [
      { type: 'help.open', tab: 2 },
      { type: 'help.open', tab: 0 },
    ],
    // The help centre closed while it animates in, over an account popup's page (its button, then Back).
    [
      { type: 'help.open', tab: 2 },
      { type: 'popup.close', pathname: '/m/login' },
    ],
    [
      { type: 'help.open', tab: 2 },
      { type: 'popup.close', pathname: '', landedOn: '/m/login' },
    ],
  ],
  events: [
    { type: 'popup.open', popup: 'login' },
    { type: 'popup.open', popup: 'register' },
    { type: 'popup.open', popup: 'forgot' },
    { type: 'popup.open', popup: 'forgot', pathname: '/m/login' },
    { type: 'popup.open', popup: 'login', pathname: '/m/register.html' },
    { type: 'popup.close', pathname: '/m/login' },
    { type: 'popup.close', pathname: '/m/home' },
    // The browser's Back left the popup's address or history entry.
    { type: 'popup.close', pathname: '' },
    // ... landing back on an account popup's page, or on another page.
    { type: 'popup.close', pathname: '', landedOn: '/m/login' },
    { type: 'popup.close', pathname: '', landedOn: '/m/home' },
    { type: 'help.open', tab: 2 },
    { type: 'help.select', tab: 1 },
    after('opening'),
    after('closing'),
  ],
});

describe('popups chart (rules)', () => {
  afterEach(() => {});

  function start() {
    vi.useFakeTimers();
    const calls: string[] = [];
    const record = (name: string) => () => void calls.push(name);
    const actor = createActor(
      popupsMachine.provide({
        actions: {
          lockScroll: record('lockScroll'),
          unlockScroll: record('unlockScroll'),
          replaceHome: record('replaceHome'),
          replacePopupPage: (_, params: { page: string }) =>
            void calls.push(`replacePopupPage ${params.page}`),
          pushHelpEntry: record('pushHelpEntry'),
          leaveHelpEntry: record('leaveHelpEntry'),
        },
      }),
    ).start();
    return { actor, calls };
  }

  /** Sends the event and lets the popup it shows (or closes) finish animating. */
  function settle(actor: Actor<typeof popupsMachine>, event: PopupsEvent) {
    actor.send(event);
    vi.advanceTimersByTime(POPUP_ANIMATION_MS);
  }

  it('animates in and out in 225 ms, locking scroll while shown', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    expect(calls).toEqual(['lockScroll']);
    vi.advanceTimersByTime(POPUP_ANIMATION_MS - 1);
    expect(actor.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('open');
    settle(actor, { type: 'popup.close', pathname: '/m/home' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['lockScroll', 'unlockScroll']);
  });

  it('opening one popup replaces the other: only one is ever shown', () => {
    const { actor, calls } = start();
    settle(actor, { type: 'popup.open', popup: 'login' });
    actor.send({ type: 'popup.open', popup: 'register' });
    expect(actor.getSnapshot().context.popup).toBe('register');
    vi.advanceTimersByTime(POPUP_ANIMATION_MS);
    settle(actor, { type: 'popup.open', popup: 'forgot' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.popup).toBe('forgot');
    expect(calls).toEqual(['lockScroll']);
  });

  it.each([
    ['login', '/m/login', true],
    ['register', '/m/register', true],
    ['register', '/m/register.html', true],
    ['forgot', '/m/forget', true],
    ['login', '/m/register', false],
    ['forgot', '/m/home', false],
  ] as const)(
    'closing %s on %s replaces the route with /m/home: %s',
    (popup, pathname, replaces) => {
      const { actor, calls } = start();
      settle(actor, { type: 'popup.open', popup });
      actor.send({ type: 'popup.close', pathname });
      expect(calls.includes('replaceHome')).toBe(replaces);
    },
  );

  it.each([
    ['login', '/m/login', 'forgot', '/m/forget'],
    ['register', '/m/register', 'login', '/m/login'],
    ['register', '/m/register.html', 'login', '/m/login'],
    ['forgot', '/m/forget', 'login', '/m/login'],
  ] as const)(
    'switching from %s on %s to %s moves the address to %s, and closing there goes home',
    (from, pathname, to, page) => {
      const { actor, calls } = start();
      settle(actor, { type: 'popup.open', popup: from });
      actor.send({ type: 'popup.open', popup: to, pathname });
      expect(actor.getSnapshot().context.popup).toBe(to);
      expect(calls).toEqual(['lockScroll', `replacePopupPage ${page}`]);
      vi.advanceTimersByTime(POPUP_ANIMATION_MS);
      actor.send({ type: 'popup.close', pathname: page });
      expect(calls.at(-1)).toBe('replaceHome');
    },
  );

  it('a popup switched to while the first still animates in animates in for the full 225 ms', () => {
    const { actor } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'popup.open', popup: 'register' });
    vi.advanceTimersByTime(POPUP_ANIMATION_MS - 1);
    expect(actor.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.popup).toBe('register');
  });

  it('switching while the first popup still animates in moves the address too, and the new one animates in for 225 ms', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'popup.open', popup: 'register', pathname: '/m/login' });
    expect(calls).toEqual(['lockScroll', 'replacePopupPage /m/register']);
    vi.advanceTimersByTime(POPUP_ANIMATION_MS - 1);
    expect(actor.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('closing a popup while it still animates in closes it (on its own page, going home)', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'popup.close', pathname: '/m/login' });
    expect(actor.getSnapshot().value).toBe('closing');
    vi.advanceTimersByTime(POPUP_ANIMATION_MS);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['lockScroll', 'replaceHome', 'unlockScroll']);
  });

  it('opening the popup that is animating in again does not restart its animation', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(POPUP_ANIMATION_MS - 100);
    expect(actor.getSnapshot().value).toBe('open');
    expect(calls).toEqual(['lockScroll']);
  });

  it.each([
    ['login', '/m/login', 'register', '/m/register'],
    ['forgot', '/m/forget', 'login', '/m/login'],
  ] as const)(
    'opening %s while it animates out on %s moves the address to the page of %s',
    (from, pathname, to, page) => {
      const { actor, calls } = start();
      settle(actor, { type: 'popup.open', popup: from });
      // Closed without the chart's own move home (the route left by going back, or was closed elsewhere).
      actor.send({ type: 'popup.close', pathname: '' });
      actor.send({ type: 'popup.open', popup: to, pathname });
      expect(actor.getSnapshot().context.popup).toBe(to);
      expect(calls).toEqual(['lockScroll', `replacePopupPage ${page}`]);
      vi.advanceTimersByTime(POPUP_ANIMATION_MS);
      expect(actor.getSnapshot().value).toBe('open');
    },
  );

  it('opening a popup while the last one animates out over another page leaves the address alone', () => {
    const { actor, calls } = start();
    settle(actor, { type: 'popup.open', popup: 'login' });
    actor.send({ type: 'popup.close', pathname: '/m/login' });
    actor.send({ type: 'popup.open', popup: 'register', pathname: '/m/home' });
    expect(actor.getSnapshot().context.popup).toBe('register');
    expect(calls).toEqual(['lockScroll', 'replaceHome']);
  });

  it.each([
    ['a switch over another page', 'login', 'forgot', '/m/home'],
    ['a route opening its own popup', 'login', 'forgot', undefined],
    ['opening the popup already shown', 'login', 'login', '/m/login'],
  ] as const)('%s leaves the address alone', (_, from, to, pathname) => {
    const { actor, calls } = start();
    settle(actor, { type: 'popup.open', popup: from });
    actor.send(
      pathname === undefined
        ? { type: 'popup.open', popup: to }
        : { type: 'popup.open', popup: to, pathname },
    );
    expect(calls).toEqual(['lockScroll']);
  });

  it('the help centre opens on the tab asked, locks the scroll and adds one history entry', () => {
    const { actor, calls } = start();
    actor.send({ type: 'help.open', tab: 3 });
    expect(actor.getSnapshot().context).toEqual({ popup: 'help', helpTab: 3 });
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry']);
    vi.advanceTimersByTime(POPUP_ANIMATION_MS - 1);
    expect(actor.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('picking a tab shows that group without moving the address or the animation', () => {
    const { actor, calls } = start();
    actor.send({ type: 'help.open', tab: 0 });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'help.select', tab: 2 });
    expect(actor.getSnapshot().context.helpTab).toBe(2);
    vi.advanceTimersByTime(POPUP_ANIMATION_MS - 100);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'help.select', tab: 1 });
    expect(actor.getSnapshot().context).toEqual({ popup: 'help', helpTab: 1 });
    // Asked for again while shown (no second entry, no new animation): the tab moves.
    actor.send({ type: 'help.open', tab: 4 });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.helpTab).toBe(4);
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry']);
  });

  it.each([
    ['its close button', '/m/home', ['leaveHelpEntry']],
    ["the browser's Back", '', []],
  ] as const)(
    'closing the help centre with %s leaves its history entry once, then the page scrolls',
    (_, pathname, moves) => {
      const { actor, calls } = start();
      settle(actor, { type: 'help.open', tab: 1 });
      actor.send({ type: 'popup.close', pathname });
      expect(actor.getSnapshot().value).toBe('closing');
      // The Back that the close button's step back causes arrives while it animates out: nothing more moves.
      settle(actor, { type: 'popup.close', pathname: '' });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(calls).toEqual(['lockScroll', 'pushHelpEntry', ...moves, 'unlockScroll']);
    },
  );

  it.each([
    [
      'its close button',
      { type: 'popup.close', pathname: '/m/login' },
      ['leaveHelpEntry'],
      'login',
    ],
    [
      'its close button',
      { type: 'popup.close', pathname: '/m/register.html' },
      ['leaveHelpEntry'],
      'register',
    ],
    [
      "the browser's Back",
      { type: 'popup.close', pathname: '', landedOn: '/m/forget' },
      [],
      'forgot',
    ],
  ] as const)(
    "closing the help centre with %s over an account popup's page shows that page's popup again",
    (_, close, moves, popup) => {
      const { actor, calls } = start();
      settle(actor, { type: 'popup.open', popup });
      settle(actor, { type: 'help.open', tab: 1 });
      actor.send(close);
      expect(actor.getSnapshot().value).toBe('opening');
      expect(actor.getSnapshot().context).toEqual({ popup, helpTab: 1 });
      vi.advanceTimersByTime(POPUP_ANIMATION_MS);
      expect(actor.getSnapshot().value).toBe('open');
      // The scroll stays locked and the help centre's entry is left once.
      expect(calls).toEqual(['lockScroll', 'pushHelpEntry', ...moves]);
    },
  );

  it.each([
    ['its close button', { type: 'popup.close', pathname: '/m/login' }],
    ["the browser's Back", { type: 'popup.close', pathname: '', landedOn: '/m/login' }],
  ] as const)(
    "the page's popup shown again when the help centre is closed with %s while it animates in animates in for the full 225 ms",
    (_, close) => {
      const { actor } = start();
      settle(actor, { type: 'popup.open', popup: 'login' });
      actor.send({ type: 'help.open', tab: 0 });
      vi.advanceTimersByTime(100);
      actor.send(close);
      vi.advanceTimersByTime(POPUP_ANIMATION_MS - 1);
      expect(actor.getSnapshot().value).toBe('opening');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('open');
      expect(actor.getSnapshot().context.popup).toBe('login');
    },
  );

  it("the browser's Back from the help centre to another page closes it", () => {
    const { actor, calls } = start();
    settle(actor, { type: 'help.open', tab: 1 });
    settle(actor, { type: 'popup.close', pathname: '', landedOn: '/m/help' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry', 'unlockScroll']);
  });

  it('closing the help centre while it animates in leaves its entry too', () => {
    const { actor, calls } = start();
    actor.send({ type: 'help.open', tab: 0 });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'popup.close', pathname: '/m/activity' });
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry', 'leaveHelpEntry']);
  });

  it.each(['opening', 'open'] as const)(
    'the help centre replaces an account popup %s: one popup at a time, the scroll stays locked',
    (state) => {
      const { actor, calls } = start();
      actor.send({ type: 'popup.open', popup: 'login' });
      vi.advanceTimersByTime(state === 'open' ? POPUP_ANIMATION_MS : 100);
      actor.send({ type: 'help.open', tab: 2 });
      expect(actor.getSnapshot().context).toEqual({ popup: 'help', helpTab: 2 });
      expect(calls).toEqual(['lockScroll', 'pushHelpEntry']);
      // It animates in for the full 225 ms.
      vi.advanceTimersByTime(POPUP_ANIMATION_MS - 1);
      expect(actor.getSnapshot().value).toBe('opening');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('open');
    },
  );

  it('an account popup replaces the help centre without moving the address; a tab picked then changes nothing', () => {
    const { actor, calls } = start();
    settle(actor, { type: 'help.open', tab: 2 });
    actor.send({ type: 'popup.open', popup: 'login', pathname: '/m/home' });
    expect(actor.getSnapshot().context).toEqual({ popup: 'login', helpTab: 2 });
    actor.send({ type: 'help.select', tab: 0 });
    expect(actor.getSnapshot().context).toEqual({ popup: 'login', helpTab: 2 });
    vi.advanceTimersByTime(POPUP_ANIMATION_MS);
    actor.send({ type: 'popup.close', pathname: '/m/home' });
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry']);
  });

  it.each([
    ['the help centre', 'help'],
    ['an account popup', 'login'],
  ] as const)(
    'the help centre opened while %s animates out gets a new history entry and keeps the scroll locked',
    (_, first) => {
      const { actor, calls } = start();
      actor.send(
        first === 'help' ? { type: 'help.open', tab: 0 } : { type: 'popup.open', popup: first },
      );
      vi.advanceTimersByTime(POPUP_ANIMATION_MS);
      actor.send({ type: 'popup.close', pathname: '' });
      actor.send({ type: 'help.open', tab: 1 });
      expect(actor.getSnapshot().value).toBe('opening');
      expect(actor.getSnapshot().context).toEqual({ popup: 'help', helpTab: 1 });
      vi.advanceTimersByTime(POPUP_ANIMATION_MS);
      expect(actor.getSnapshot().value).toBe('open');
      expect(calls.filter((call) => call === 'pushHelpEntry')).toHaveLength(
        first === 'help' ? 2 : 1,
      );
      expect(calls).not.toContain('unlockScroll');
    },
  );
});
