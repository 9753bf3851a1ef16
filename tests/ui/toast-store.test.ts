import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION } from '../../src/ui/toast/durations';
import {
  createToastStore,
  defaultDuration,
  MAX_TOASTS,
  toast,
} from '../../src/ui/toast/toast-store';

describe('toast durations', () => {
  it('match the spec constants', () => {
    expect(TOAST_DURATION).toEqual({
      short: 3000,
      long: 8000,
      success: 1500,
      freeReject: 2000,
      comingSoon: 2000,
      copySuccess: 2000,
      contactService: 2000,
      noticeAutoClose: 1500,
      loadingForm: 9999,
      loadingSms: 10000,
      loadingPasswordSet: 15000,
      imageType: 1500,
    });
  });

  it('default by style: loading 9999 ms, success 1.5 s, others short 3 s', () => {
    expect(defaultDuration('loading')).toBe(9999);
    expect(defaultDuration('success')).toBe(1500);
    expect(defaultDuration('info')).toBe(3000);
    expect(defaultDuration('fail')).toBe(3000);
    expect(defaultDuration('offline')).toBe(3000);
  });
});

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast and returns its id', () => {
    const store = createToastStore();
    const id = store.show({ style: 'success', message: 'Saved' });
    expect(store.getSnapshot()).toEqual([
      { id, style: 'success', message: 'Saved', duration: 1500 },
    ]);
  });

  it('defaults to info style', () => {
    const store = createToastStore();
    store.show({ message: 'Hello' });
    expect(store.getSnapshot()[0]?.style).toBe('info');
  });

  it('auto-dismisses after the default short duration', () => {
    const store = createToastStore();
    store.show({ style: 'info', message: 'Hi' });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('auto-dismisses after a given duration', () => {
    const store = createToastStore();
    store.show({ style: 'fail', message: 'Nope', duration: TOAST_DURATION.freeReject });
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a toast with duration 0 until hidden', () => {
    const store = createToastStore();
    const id = store.show({ message: 'Sticky', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.hide(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps one loading toast at a time: a new one replaces the old', () => {
    const store = createToastStore();
    store.show({ style: 'info', message: 'Other' });
    const first = store.loading('Sending SMS');
    const second = store.loading('Please wait');
    const loading = store.getSnapshot().filter((t) => t.style === 'loading');
    expect(loading).toEqual([
      { id: second, style: 'loading', message: 'Please wait', duration: 9999 },
    ]);
    expect(first).not.toBe(second);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Other', 'Please wait']);
  });

  it('show({ style: "loading" }) follows the same one-at-a-time rule', () => {
    const store = createToastStore();
    store.loading('A');
    store.show({ style: 'loading', message: 'B' });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['B']);
  });

  it('the replaced loading toast no longer removes anything when its timer would have fired', () => {
    const store = createToastStore();
    store.loading('A', 1000);
    vi.advanceTimersByTime(500);
    store.loading('B', 1000);
    vi.advanceTimersByTime(600);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['B']);
    vi.advanceTimersByTime(400);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('loading defaults to 9999 ms and takes the SMS and password-set durations', () => {
    const store = createToastStore();
    store.loading('Sending');
    vi.advanceTimersByTime(9998);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);

    store.loading('SMS', TOAST_DURATION.loadingSms);
    vi.advanceTimersByTime(9999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);

    store.loading('Password', TOAST_DURATION.loadingPasswordSet);
    vi.advanceTimersByTime(14_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('hideLoading removes only the loading toast', () => {
    const store = createToastStore();
    store.show({ style: 'success', message: 'Done' });
    store.loading('Wait');
    store.hideLoading();
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Done']);
  });

  it('hide removes one toast by id and ignores unknown ids', () => {
    const store = createToastStore();
    const a = store.show({ message: 'A' });
    store.show({ message: 'B' });
    store.hide('nope');
    store.hide(a);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['B']);
  });

  it('clear removes everything and cancels the timers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.show({ message: 'A' });
    store.loading('B');
    store.subscribe(listener);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('the same message and style twice shows once and restarts the clock', () => {
    const store = createToastStore();
    store.show({ style: 'offline', message: 'No internet' });
    vi.advanceTimersByTime(2000);
    store.show({ style: 'offline', message: 'No internet' });
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('a failure in the words of the offline notice on screen adds nothing; the notice takes the place of such a failure', () => {
    const store = createToastStore();
    const notice = store.show({ style: 'offline', message: 'No internet connection', duration: 0 });
    expect(store.show({ style: 'fail', message: 'No internet connection' })).toBe(notice);
    expect(store.getSnapshot().map((t) => t.style)).toEqual(['offline']);
    // Other words still show beside it.
    store.show({ style: 'fail', message: 'The language could not be changed' });
    expect(store.getSnapshot()).toHaveLength(2);
    store.clear();
    store.show({ style: 'fail', message: 'No internet connection' });
    store.show({ style: 'offline', message: 'No internet connection', duration: 0 });
    expect(store.getSnapshot().map((t) => t.style)).toEqual(['offline']);
    // The replaced failure's clock no longer removes anything.
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot().map((t) => t.style)).toEqual(['offline']);
  });

  it(`keeps at most ${MAX_TOASTS} toasts besides loading, dropping the oldest`, () => {
    const store = createToastStore();
    store.loading('Wait');
    for (const message of ['1', '2', '3', '4', '5']) store.show({ message });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Wait', '3', '4', '5']);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.show({ message: 'A' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.show({ message: 'B' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('uses injected timers', () => {
    const pending: { callback: () => void; ms: number }[] = [];
    const store = createToastStore({
      setTimeout: (callback, ms) => pending.push({ callback, ms }),
      clearTimeout: () => {},
    });
    store.show({ message: 'A', duration: 1234 });
    expect(pending.map((p) => p.ms)).toEqual([1234]);
    pending[0]?.callback();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('exports an app-wide store', () => {
    const id = toast.show({ message: 'App' });
    expect(toast.getSnapshot().some((t) => t.id === id)).toBe(true);
    toast.clear();
  });
});
