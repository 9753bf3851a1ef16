import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../src/lib/yield-to-main';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it('goes on in a later task, after a timer queued before it, not in a microtask', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('after yield');
    expect(order).toEqual(['microtask', 'queued task', 'after yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToMain();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});
