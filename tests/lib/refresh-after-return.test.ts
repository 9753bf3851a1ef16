// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { refreshAfterReturn } from '../../src/lib/refresh-after-return';

const shown = (persisted: boolean) => {
  const event = new Event('pageshow') as Event & { persisted: boolean };
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

describe('refresh after return (requirements C7.1)', () => {
  it('refreshes when the page comes back from the back-forward cache, and only then', () => {
    const refresh = vi.fn();
    const stop = refreshAfterReturn(refresh);
    // A first load fires pageshow too, not persisted: nothing to refresh.
    shown(false);
    expect(refresh).not.toHaveBeenCalled();
    shown(true);
    shown(true);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    shown(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
