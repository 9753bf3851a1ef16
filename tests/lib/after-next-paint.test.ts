// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_WAIT_LIMIT_MS } from '../../src/lib/after-next-paint';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    setVisibility('visible');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setVisibility('visible');
  });

  /** The browser's next frame: its callbacks run, then it paints. */
  const paintFrame = () => {
    for (const callback of frames.splice(0)) callback(performance.now());
  };

  it('runs the work in a task after the next frame, not in the frame or before it', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    paintFrame();
    // Still inside the frame's callbacks: the paint has not happened yet.
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work once, even when the frame comes after the limit has run it', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work by the limit when no frame comes (the page turned hidden meanwhile)', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a frame on a hidden page, which paints none', () => {
    setVisibility('hidden');
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });

  it('keeps the order of the work handed to it', () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('first'));
    afterNextPaint(() => order.push('second'));
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(order).toEqual(['first', 'second']);
  });
});
