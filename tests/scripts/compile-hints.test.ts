import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../build/compile-hints.ts';

type Output =
  | {
      type: 'chunk';
      name: string;
      fileName?: string;
      isEntry: boolean;
      code: string;
      map?: { mappings: string } | null;
    }
  | { type: 'asset'; name: string; source: string | Uint8Array };

function runPlugin(groups: string[], bundle: Record<string, Output>) {
  const hook = compileHints(groups).generateBundle as {
    order: string;
    handler: (options: unknown, bundle: Record<string, Output>) => void;
  };
  hook.handler({}, bundle);
  return { bundle, order: hook.order };
}

const chunk = (name: string, isEntry = false): Output => ({
  type: 'chunk',
  name,
  isEntry,
  code: 'const a=()=>1;export{a};',
});
const chunkWithMap = (name: string, mappings: string): Output => ({
  type: 'chunk',
  name,
  isEntry: false,
  code: 'const a=()=>1;export{a};',
  fileName: `assets/${name}.js`,
  map: { mappings },
});

describe('compile hints', () => {
  it('puts the hint first in the entries and the named groups, and nowhere else', () => {
    const { bundle } = runPlugin(['vendor', 'home'], {
      'assets/index.js': chunk('index', true),
      'assets/vendor.js': chunk('vendor'),
      'assets/home.js': chunk('home'),
      'assets/login-popup.js': chunk('login-popup'),
      'assets/index.css': { type: 'asset', name: 'index.css', source: 'a{}' },
    });
    const code = (file: string) => (bundle[file] as { code: string }).code;
    expect(code('assets/index.js')).toBe(`${COMPILE_HINT}const a=()=>1;export{a};`);
    expect(code('assets/vendor.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(code('assets/home.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(code('assets/login-popup.js')).toBe('const a=()=>1;export{a};');
    expect(bundle['assets/index.css']).toEqual({ type: 'asset', name: 'index.css', source: 'a{}' });
  });

  it('reads the group names as it writes the bundle: the module graph names them (build/first-load-parts.ts)', () => {
    const names = new Set<string>();
    const hook = compileHints(() => names).generateBundle as {
      handler: (options: unknown, bundle: Record<string, Output>) => void;
    };
    names.add('games-home');
    const bundle: Record<string, Output> = {
      'assets/games-home.js': chunk('games-home'),
      'assets/games.js': chunk('games'),
    };
    hook.handler({}, bundle);
    expect((bundle['assets/games-home.js'] as { code: string }).code.startsWith(COMPILE_HINT)).toBe(
      true,
    );
    expect((bundle['assets/games.js'] as { code: string }).code).toBe('const a=()=>1;export{a};');
  });

  it('runs after the other plugins and adds the hint once', () => {
    const bundle: Record<string, Output> = { 'assets/vendor.js': chunk('vendor') };
    const { order } = runPlugin(['vendor'], bundle);
    runPlugin(['vendor'], bundle);
    expect(order).toBe('post');
    expect((bundle['assets/vendor.js'] as { code: string }).code).toBe(
      `${COMPILE_HINT}const a=()=>1;export{a};`,
    );
  });

  it("moves a chunk's source map down by the line it adds, in the chunk and in its map file", () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACA' };
    const bundle: Record<string, Output> = {
      'assets/vendor.js': chunkWithMap('vendor', map.mappings),
      'assets/vendor.js.map': {
        type: 'asset',
        name: 'vendor.js.map',
        source: new TextEncoder().encode(JSON.stringify(map)),
      },
      'assets/login-popup.js': chunkWithMap('login-popup', 'AAAA'),
      'assets/login-popup.js.map': {
        type: 'asset',
        name: 'login-popup.js.map',
        source: JSON.stringify({ ...map, mappings: 'AAAA' }),
      },
    };
    runPlugin(['vendor'], bundle);
    const mapFile = (file: string) => {
      const source = (bundle[file] as { source: string | Uint8Array }).source;
      return JSON.parse(
        typeof source === 'string' ? source : new TextDecoder().decode(source),
      ) as typeof map;
    };
    expect((bundle['assets/vendor.js'] as { map: { mappings: string } }).map.mappings).toBe(
      ';AAAA,CAAC;AACA',
    );
    expect(mapFile('assets/vendor.js.map')).toEqual({ ...map, mappings: ';AAAA,CAAC;AACA' });
    // A chunk without the hint keeps its map as it was.
    expect(mapFile('assets/login-popup.js.map').mappings).toBe('AAAA');
    expect((bundle['assets/login-popup.js'] as { map: { mappings: string } }).map.mappings).toBe(
      'AAAA',
    );
  });

  it('is the V8 magic comment on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
