import { describe, expect, it } from 'vitest';
import { localNames, numberedName, shortClassNames } from '../../build/short-class-names.ts';

const HEADER = {
  path: 'src/features/shell/components/header.module.css',
  css: '.header { gap: 8px; }\n.title:hover { color: red; }',
};
const BUTTON = {
  path: 'src/ui/button.module.css',
  css: '/* .commented */ .button { animation: spin 1s; }\n@keyframes spin { to { rotate: 1turn; } }',
};

describe('short class names of the built CSS modules', () => {
  it('number the modules’ classes in path order: the shortest names first', () => {
    const named = shortClassNames('/repo', [BUTTON, HEADER]);
    expect(named('header', '/repo/src/features/shell/components/header.module.css')).toBe('_a');
    expect(named('title', '/repo/src/features/shell/components/header.module.css?used')).toBe('_b');
    expect(named('button', '/repo/src/ui/button.module.css')).toBe('_c');
    expect(named('spin', '/repo/src/ui/button.module.css')).toBe('_d');
  });

  it('name every class alike in a second build of the same tree from another folder (the login page’s server rendering)', () => {
    const first = shortClassNames('/repo', [HEADER, BUTTON]);
    const second = shortClassNames('/elsewhere', [BUTTON, HEADER]);
    expect(second('button', '/elsewhere/src/ui/button.module.css')).toBe(
      first('button', '/repo/src/ui/button.module.css'),
    );
  });

  it('give a class the reading missed the hash name of six characters, which no number reaches', () => {
    const named = shortClassNames('/repo', [HEADER]);
    const name = named('late', '/repo/src/features/shell/components/header.module.css');
    expect(name).toMatch(/^_[\w-]{5}$/);
    expect(
      shortClassNames('/elsewhere', [HEADER])(
        'late',
        '/elsewhere/src/features/shell/components/header.module.css',
      ),
    ).toBe(name);
    expect(named('header', '/repo/src/elsewhere.module.css')).not.toBe(
      named('header', '/repo/src/features/shell/components/header.module.css'),
    );
  });

  it('count in the 64 characters a name may hold, one length after another, and never repeat', () => {
    expect([0, 1, 63, 64, 65, 64 + 4095, 64 + 4096].map(numberedName)).toEqual([
      '_a',
      '_b',
      '_-',
      '_aa',
      '_ab',
      '_--',
      '_aaa',
    ]);
    const names = new Set(Array.from({ length: 5000 }, (_, index) => numberedName(index)));
    expect(names.size).toBe(5000);
    for (const name of names) expect(name).toMatch(/^_[\w-]{1,3}$/);
    expect(() => numberedName(64 + 64 ** 2 + 64 ** 3)).toThrow(/more than/);
  });

  it('read a module’s classes and keyframes once each, in order, and nothing from comments, numbers or addresses', () => {
    const css = `/* .old */ .b { margin: 0.5rem; background: url(./x.png); } .a:not(.b) { } @keyframes fade { } .c::after { content: ".d"; }`;
    expect(localNames(css)).toEqual(['b', 'a', 'fade', 'c']);
    expect(localNames(BUTTON.css)).toEqual(['button', 'spin']);
  });

  it('read the project’s own modules: every class of the header is numbered', () => {
    const named = shortClassNames(process.cwd());
    expect(
      named('header', `${process.cwd()}/src/features/shell/components/header.module.css`),
    ).toMatch(/^_[\w-]{1,3}$/);
  });

  it('stop the build when two classes would share a name, rather than merge their styles', () => {
    const named = shortClassNames('/repo', []);
    // Enough classes that two of them meet in 64^5 names: the birthday bound puts the first near 40,000.
    expect(() => {
      for (let index = 0; index < 1_000_000; index += 1)
        named(`c${index}`, '/repo/src/many.module.css');
    }).toThrow(/would both be/);
  });
});
