import { describe, expect, it } from 'vitest';
import { shortClassNames } from '../../build/short-class-names.ts';

describe('short class names of the built CSS modules', () => {
  it('are "_" and five characters, the same for the same module and class in every build', () => {
    const name = shortClassNames('/repo')('header', '/repo/src/features/shell/components/header.module.css');
    expect(name).toMatch(/^_[\w-]{5}$/);
    // A second build (the login page's server rendering) from another folder names it alike.
    expect(shortClassNames('/elsewhere')('header', '/elsewhere/src/features/shell/components/header.module.css')).toBe(name);
    expect(shortClassNames('/repo')('header', '/repo/src/features/shell/components/header.module.css?used')).toBe(name);
  });

  it('differ between classes and between modules', () => {
    const named = shortClassNames('/repo');
    const names = new Set([named('header', '/repo/src/a.module.css'), named('title', '/repo/src/a.module.css'), named('header', '/repo/src/b.module.css')]);
    expect(names.size).toBe(3);
  });

  it('stop the build when two classes would share a name, rather than merge their styles', () => {
    const named = shortClassNames('/repo');
    // Enough classes that two of them meet in 64^5 names: the birthday bound puts the first near 40,000.
    expect(() => {
      for (let index = 0; index < 1_000_000; index += 1) named(`c${index}`, '/repo/src/many.module.css');
    }).toThrow(/would both be/);
  });
});
