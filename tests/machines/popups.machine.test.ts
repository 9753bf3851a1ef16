import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { popupsMachine } from '../../machines/popups.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { popupsOracle } from './oracles/popups.oracle.ts';

const after = (state: string) => ({ type: `xstate.after.popupAnimation.popups.${state}` });

describeChartModel('popups chart (model-based)', popupsMachine, {
  oracle: popupsOracle,
  // A switch on the first popup's page while it still animates in (no shortest path needs it).
  sequences: [
    [{ type: 'popup.open', popup: 'login' }, { type: 'popup.open', popup: 'forgot', pathname: '/m/login' }],
    // The help centre asked for again while it animates in: only its tab moves.
    [{ type: 'help.open', tab: 2 }, { type: 'help.open', tab: 0 }],
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
    { type: 'help.open', tab: 2 },
    { type: 'help.select', tab: 1 },
    after('opening'),
    after('closing'),
  ],
});

describe('popups chart (rules)', () => {
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
          replacePopupPage: (_, params: { page: string }) => void calls.push(`replacePopupPage ${params.page}`),
          pushHelpEntry: record('pushHelpEntry'),
          leaveHelpEntry: record('leaveHelpEntry'),
        },
      }),
    ).start();
    return { actor, calls };
  }

  it('animates in and out in 225 ms, locking scroll while shown', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    expect(calls).toEqual(['lockScroll']);
    vi.advanceTimersByTime(224);
    expect(actor.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'popup.close', pathname: '/m/home' });
    vi.advanceTimersByTime(225);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['lockScroll', 'unlockScroll']);
    vi.useRealTimers();
  });

  it('opening one popup replaces the other: only one is ever shown', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(225);
    actor.send({ type: 'popup.open', popup: 'register' });
    expect(actor.getSnapshot().context.popup).toBe('register');
    vi.advanceTimersByTime(225);
    actor.send({ type: 'popup.open', popup: 'forgot' });
    vi.advanceTimersByTime(225);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.popup).toBe('forgot');
    expect(calls).toEqual(['lockScroll']);
    vi.useRealTimers();
  });

  it.each([
    ['login', '/m/login', true],
    ['register', '/m/register', true],
    ['register', '/m/register.html', true],
    ['forgot', '/m/forget', true],
    ['login', '/m/register', false],
    ['forgot', '/m/home', false],
  ] as const)('closing %s on %s replaces the route with /m/home: %s', (popup, pathname, replaces) => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup });
    vi.advanceTimersByTime(225);
    actor.send({ type: 'popup.close', pathname });
    expect(calls.includes('replaceHome')).toBe(replaces);
    vi.useRealTimers();
  });

  it.each([
    ['login', '/m/login', 'forgot', '/m/forget'],
    ['register', '/m/register', 'login', '/m/login'],
    ['register', '/m/register.html', 'login', '/m/login'],
    ['forgot', '/m/forget', 'login', '/m/login'],
  ] as const)('switching from %s on %s to %s moves the address to %s, and closing there goes home', (from, pathname, to, page) => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: from });
    vi.advanceTimersByTime(225);
    actor.send({ type: 'popup.open', popup: to, pathname });
    expect(actor.getSnapshot().context.popup).toBe(to);
    expect(calls).toEqual(['lockScroll', `replacePopupPage ${page}`]);
    vi.advanceTimersByTime(225);
    actor.send({ type: 'popup.close', pathname: page });
    expect(calls.at(-1)).toBe('replaceHome');
    vi.useRealTimers();
  });

  it('a popup switched to while the first still animates in animates in for the full 225 ms', () => {
    const { actor } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'popup.open', popup: 'register' });
    vi.advanceTimersByTime(224);
    expect(actor.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.popup).toBe('register');
    vi.useRealTimers();
  });

  it('switching while the first popup still animates in moves the address too, and the new one animates in for 225 ms', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'popup.open', popup: 'register', pathname: '/m/login' });
    expect(calls).toEqual(['lockScroll', 'replacePopupPage /m/register']);
    vi.advanceTimersByTime(224);
    expect(actor.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('open');
    vi.useRealTimers();
  });

  it('closing a popup while it still animates in closes it (on its own page, going home)', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'popup.close', pathname: '/m/login' });
    expect(actor.getSnapshot().value).toBe('closing');
    vi.advanceTimersByTime(225);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['lockScroll', 'replaceHome', 'unlockScroll']);
    vi.useRealTimers();
  });

  it('opening the popup that is animating in again does not restart its animation', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(125);
    expect(actor.getSnapshot().value).toBe('open');
    expect(calls).toEqual(['lockScroll']);
    vi.useRealTimers();
  });

  it.each([
    ['login', '/m/login', 'register', '/m/register'],
    ['forgot', '/m/forget', 'login', '/m/login'],
  ] as const)('opening %s while it animates out on %s moves the address to the page of %s', (from, pathname, to, page) => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: from });
    vi.advanceTimersByTime(225);
    // Closed without the chart's own move home (the route left by going back, or was closed elsewhere).
    actor.send({ type: 'popup.close', pathname: '' });
    actor.send({ type: 'popup.open', popup: to, pathname });
    expect(actor.getSnapshot().context.popup).toBe(to);
    expect(calls).toEqual(['lockScroll', `replacePopupPage ${page}`]);
    vi.advanceTimersByTime(225);
    expect(actor.getSnapshot().value).toBe('open');
    vi.useRealTimers();
  });

  it('opening a popup while the last one animates out over another page leaves the address alone', () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(225);
    actor.send({ type: 'popup.close', pathname: '/m/login' });
    actor.send({ type: 'popup.open', popup: 'register', pathname: '/m/home' });
    expect(actor.getSnapshot().context.popup).toBe('register');
    expect(calls).toEqual(['lockScroll', 'replaceHome']);
    vi.useRealTimers();
  });

  it.each([
    ['a switch over another page', 'login', 'forgot', '/m/home'],
    ['a route opening its own popup', 'login', 'forgot', undefined],
    ['opening the popup already shown', 'login', 'login', '/m/login'],
  ] as const)('%s leaves the address alone', (_, from, to, pathname) => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: from });
    vi.advanceTimersByTime(225);
    actor.send(pathname === undefined ? { type: 'popup.open', popup: to } : { type: 'popup.open', popup: to, pathname });
    expect(calls).toEqual(['lockScroll']);
    vi.useRealTimers();
  });

  it('the help centre opens on the tab asked, locks the scroll and adds one history entry', () => {
    const { actor, calls } = start();
    actor.send({ type: 'help.open', tab: 3 });
    expect(actor.getSnapshot().context).toEqual({ popup: 'help', helpTab: 3 });
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry']);
    vi.advanceTimersByTime(224);
    expect(actor.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('open');
    vi.useRealTimers();
  });

  it('picking a tab shows that group without moving the address or the animation', () => {
    const { actor, calls } = start();
    actor.send({ type: 'help.open', tab: 0 });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'help.select', tab: 2 });
    expect(actor.getSnapshot().context.helpTab).toBe(2);
    vi.advanceTimersByTime(125);
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'help.select', tab: 1 });
    expect(actor.getSnapshot().context).toEqual({ popup: 'help', helpTab: 1 });
    // Asked for again while shown (no second entry, no new animation): the tab moves.
    actor.send({ type: 'help.open', tab: 4 });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.helpTab).toBe(4);
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry']);
    vi.useRealTimers();
  });

  it.each([
    ['its close button', '/m/home', ['leaveHelpEntry']],
    ['its close button over an account popup\'s page', '/m/login', ['leaveHelpEntry']],
    ['the browser\'s Back', '', []],
  ] as const)('closing the help centre with %s leaves its history entry once, then the page scrolls', (_, pathname, moves) => {
    const { actor, calls } = start();
    actor.send({ type: 'help.open', tab: 1 });
    vi.advanceTimersByTime(225);
    actor.send({ type: 'popup.close', pathname });
    expect(actor.getSnapshot().value).toBe('closing');
    // The Back that the close button's step back causes arrives while it animates out: nothing more moves.
    actor.send({ type: 'popup.close', pathname: '' });
    vi.advanceTimersByTime(225);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry', ...moves, 'unlockScroll']);
    vi.useRealTimers();
  });

  it('closing the help centre while it animates in leaves its entry too', () => {
    const { actor, calls } = start();
    actor.send({ type: 'help.open', tab: 0 });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'popup.close', pathname: '/m/activity' });
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry', 'leaveHelpEntry']);
    vi.useRealTimers();
  });

  it.each(['opening', 'open'] as const)('the help centre replaces an account popup %s: one popup at a time, the scroll stays locked', (state) => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open', popup: 'login' });
    vi.advanceTimersByTime(state === 'open' ? 225 : 100);
    actor.send({ type: 'help.open', tab: 2 });
    expect(actor.getSnapshot().context).toEqual({ popup: 'help', helpTab: 2 });
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry']);
    // It animates in for the full 225 ms.
    vi.advanceTimersByTime(224);
    expect(actor.getSnapshot().value).toBe('opening');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('open');
    vi.useRealTimers();
  });

  it('an account popup replaces the help centre without moving the address; a tab picked then changes nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'help.open', tab: 2 });
    vi.advanceTimersByTime(225);
    actor.send({ type: 'popup.open', popup: 'login', pathname: '/m/home' });
    expect(actor.getSnapshot().context).toEqual({ popup: 'login', helpTab: 2 });
    actor.send({ type: 'help.select', tab: 0 });
    expect(actor.getSnapshot().context).toEqual({ popup: 'login', helpTab: 2 });
    vi.advanceTimersByTime(225);
    actor.send({ type: 'popup.close', pathname: '/m/home' });
    expect(calls).toEqual(['lockScroll', 'pushHelpEntry']);
    vi.useRealTimers();
  });

  it.each([
    ['the help centre', 'help'],
    ['an account popup', 'login'],
  ] as const)('the help centre opened while %s animates out gets a new history entry and keeps the scroll locked', (_, first) => {
    const { actor, calls } = start();
    actor.send(first === 'help' ? { type: 'help.open', tab: 0 } : { type: 'popup.open', popup: first });
    vi.advanceTimersByTime(225);
    actor.send({ type: 'popup.close', pathname: '' });
    actor.send({ type: 'help.open', tab: 1 });
    expect(actor.getSnapshot().value).toBe('opening');
    expect(actor.getSnapshot().context).toEqual({ popup: 'help', helpTab: 1 });
    vi.advanceTimersByTime(225);
    expect(actor.getSnapshot().value).toBe('open');
    expect(calls.filter((call) => call === 'pushHelpEntry')).toHaveLength(first === 'help' ? 2 : 1);
    expect(calls).not.toContain('unlockScroll');
    vi.useRealTimers();
  });
});

