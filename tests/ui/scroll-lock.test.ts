import { describe, expect, it } from 'vitest';
import { isScrollLocked, lockScroll } from '../../src/ui/scroll-lock';

describe('lockScroll', () => {
  it('counts locks and restores the previous style after the last release', () => {
    const root = document.documentElement;
    root.style.overflowY = 'scroll';
    const a = lockScroll();
    const b = lockScroll();
    expect(root.style.overflowY).toBe('hidden');
    expect(root).toHaveAttribute('data-scroll-locked');
    a();
    a(); // releasing twice counts once
    expect(isScrollLocked()).toBe(true);
    expect(root.style.overflowY).toBe('hidden');
    b();
    expect(isScrollLocked()).toBe(false);
    expect(root.style.overflowY).toBe('scroll');
    expect(root).not.toHaveAttribute('data-scroll-locked');
    root.style.overflowY = '';
  });
});
