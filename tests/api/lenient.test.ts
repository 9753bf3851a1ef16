import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { lenientArray, looseString } from '../../src/api/endpoints/lenient';

describe('lenient readers of the operator’s answers', () => {
  it('reads a string as it is and a number as its text', () => {
    expect(z.parse(looseString, 'lobby')).toBe('lobby');
    expect(z.parse(looseString, 1)).toBe('1');
    expect(z.parse(looseString, 0.5)).toBe('0.5');
  });

  it('refuses what is neither, as a type error a default can catch', () => {
    for (const value of [true, null, undefined, {}, ['1'], Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = z.safeParse(looseString, value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: 'invalid_type', expected: 'string' });
    }
    expect(z.parse(z.catch(looseString, 'lobby'), { code: 7 })).toBe('lobby');
  });

  it('reads a tree whose nodes read their children with their own schema, dropping a bad node with its subtree', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodMiniType<Node> = z.object({
      name: z.string(),
      children: z._default(
        lenientArray(() => node),
        [],
      ),
    });
    const tree = z.parse(lenientArray(node), [
      {
        name: 'a',
        children: [
          { name: 'b', children: [{ name: 'c' }, { name: 4, children: [{ name: 'lost' }] }] },
        ],
      },
      'not a node',
    ]);
    expect(tree).toEqual([
      { name: 'a', children: [{ name: 'b', children: [{ name: 'c', children: [] }] }] },
    ]);
  });
});
