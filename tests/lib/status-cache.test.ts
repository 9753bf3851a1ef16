// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readStatusCache, removeStatusCache, writeStatusCache } from '../../src/lib/status-cache';

describe('status cache', () => {
  const schema = z.object({ maintenance: z.boolean() });

  it('is missing until written, then ok with savedAt', () => {
    expect(readStatusCache(schema)).toEqual({ kind: 'missing' });
    writeStatusCache({ maintenance: false, extra: 1 }, 1234);
    expect(JSON.parse(localStorage.getItem('MC_SYSTEM_STATUS') ?? '')).toEqual({
      status: { maintenance: false, extra: 1 },
      savedAt: 1234,
    });
    expect(readStatusCache(schema)).toEqual({
      kind: 'ok',
      value: { maintenance: false },
      savedAt: 1234,
    });
    removeStatusCache();
    expect(readStatusCache(schema)).toEqual({ kind: 'missing' });
  });

  it('is missing when storage throws (private mode)', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(readStatusCache(z.unknown())).toEqual({ kind: 'missing' });
    } finally {
      spy.mockRestore();
    }
  });

  it('reports corrupt JSON, a bad wrapper and a status that fails the schema', () => {
    for (const raw of [
      '{oops',
      JSON.stringify({ status: {} }),
      JSON.stringify({ status: { maintenance: 'x' }, savedAt: 1 }),
    ]) {
      localStorage.setItem('MC_SYSTEM_STATUS', raw);
      const read = readStatusCache(schema);
      expect(read.kind).toBe('corrupt');
      if (read.kind === 'corrupt') expect(read.error).toBeInstanceOf(Error);
    }
  });
});
