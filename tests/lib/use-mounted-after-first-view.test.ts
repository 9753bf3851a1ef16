// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_ID } from '../../src/lib/first-view';
import { useMountedAfterFirstView } from '../../src/lib/use-mounted-after-first-view';

afterEach(() => document.getElementById(FIRST_VIEW_ID)?.remove());

describe('mounting a screen after the first view', () => {
  it('mounts at once when the page has no first view (any visit after the first)', () => {
    const seen: boolean[] = [];
    renderHook(() => {
      const mounted = useMountedAfterFirstView();
      seen.push(mounted);
      return mounted;
    });
    expect(seen[0]).toBe(true);
  });

  it('under the first view, renders without the screen first and mounts it right after', async () => {
    document.body.insertAdjacentHTML('beforeend', `<div id="${FIRST_VIEW_ID}"></div>`);
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const mounted = useMountedAfterFirstView();
      seen.push(mounted);
      return mounted;
    });
    await act(async () => {});
    expect(seen[0]).toBe(false);
    expect(result.current).toBe(true);
    // The first view itself stays: the home banners hand it over (use-first-view-handoff.ts).
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
  });
});
