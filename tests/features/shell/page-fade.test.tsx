import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { isBackSwipe, usePageFade } from '../../../src/features/shell/page-fade';

describe('back swipe', () => {
  it('needs more than 100 px, mostly sideways, towards the reading end', () => {
    expect(isBackSwipe({ x: 5, y: 300 }, { x: 106, y: 310 })).toBe(true);
    expect(isBackSwipe({ x: 5, y: 300 }, { x: 105, y: 300 })).toBe(false);
    expect(isBackSwipe({ x: 5, y: 300 }, { x: 150, y: 500 })).toBe(false);
    expect(isBackSwipe({ x: 300, y: 300 }, { x: 150, y: 300 })).toBe(false);
    expect(isBackSwipe({ x: 300, y: 300 }, { x: 150, y: 300 }, 'rtl')).toBe(true);
  });
});

function Page({ path }: { path: string }) {
  const ref = useRef<HTMLDivElement>(null);
  usePageFade(ref, path);
  return <div ref={ref}>{path}</div>;
}

describe('page fade', () => {
  const animate = vi.fn();
  afterEach(() => {
    animate.mockReset();
    vi.unstubAllGlobals();
  });

  function setup() {
    Element.prototype.animate = animate as unknown as Element['animate'];
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    return render(<Page path="/home" />);
  }

  it('fades a new page in over 300 ms, but not the first page', () => {
    const { rerender } = setup();
    expect(animate).not.toHaveBeenCalled();
    rerender(<Page path="/notice" />);
    expect(animate).toHaveBeenCalledWith(
      [{ opacity: 0 }, { opacity: 1 }],
      expect.objectContaining({ duration: 300 }),
    );
  });

  it('skips the fade right after a back swipe', () => {
    const { rerender } = setup();
    fireEvent.touchStart(window, { touches: [{ clientX: 4, clientY: 200 }] });
    fireEvent.touchEnd(window, { changedTouches: [{ clientX: 180, clientY: 210 }] });
    rerender(<Page path="/help" />);
    expect(animate).not.toHaveBeenCalled();
  });
});
