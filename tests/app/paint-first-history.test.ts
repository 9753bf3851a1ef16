import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaintFirstHistory } from '../../src/app/paint-first-history';

describe('createPaintFirstHistory', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    window.history.replaceState(null, '', '/m/activity');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const paintFrame = () => {
    for (const callback of frames.splice(0)) callback(performance.now());
    vi.advanceTimersByTime(0);
  };

  it('changes the address at once and tells the router after the next paint', () => {
    const history = createPaintFirstHistory();
    const heard: string[] = [];
    history.subscribe(({ location, action }) =>
      heard.push(`${action.type} ${location.pathname}${location.search}`),
    );

    history.push('/m/activityDetail?id=3', {});
    history.flush();
    expect(window.location.pathname).toBe('/m/activityDetail');
    expect(heard).toEqual([]);

    paintFrame();
    expect(heard).toEqual(['PUSH /m/activityDetail?id=3']);
    history.destroy();
  });

  it('tells a listener that unsubscribed of no later change (one already on its way still arrives)', () => {
    const history = createPaintFirstHistory();
    const listener = vi.fn();
    const unsubscribe = history.subscribe(listener);
    history.push('/m/home', {});
    history.flush();
    unsubscribe();
    history.push('/m/activity', {});
    history.flush();
    paintFrame();
    // The change before unsubscribing was already on its way; nothing after it reaches the listener.
    expect(listener).toHaveBeenCalledTimes(1);
    expect(history.subscribers.size).toBe(0);
    history.destroy();
  });
});
