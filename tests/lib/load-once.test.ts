import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../src/lib/load-once';

describe('a module loaded once', () => {
  it('shares one load between every caller', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load instead of failing for good', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 42 });
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
