import { describe, expect, it } from 'vitest';
import {
  firstLoadGroups,
  staticClosure,
  type GraphModule,
  type ModuleGraph,
} from '../../build/first-load-parts.ts';

type Modules = Record<string, { imports?: string[]; lazy?: string[] }>;

const graphOf = (modules: Modules): Map<string, GraphModule> =>
  new Map(
    Object.entries(modules).map(([id, { imports = [], lazy = [] }]) => [
      id,
      { imports, dynamicImports: lazy },
    ]),
  );

// A small site: the first script, the page with its main bundle and two routes, the home screen
// with its part under the fold and a part that mounts once the page has settled, and a game
// screen that shares the game tile with the home.
const SITE: Modules = {
  'src/boot.ts': { imports: ['src/lib/storage.ts'] },
  'src/lib/storage.ts': {},
  'index.html': { imports: ['src/main.tsx'] },
  'src/main.tsx': {
    imports: [
      'node_modules/react/index.js',
      'src/routes/home.tsx',
      'src/routes/games.tsx',
      'src/lib/storage.ts',
      'src/api/client.ts',
    ],
  },
  'node_modules/react/index.js': {},
  'src/api/client.ts': { imports: ['node_modules/zod/index.js', 'node_modules/axios/index.js'] },
  'node_modules/zod/index.js': {},
  'node_modules/axios/index.js': { imports: ['build/axios-fetch-adapter-stub.js'] },
  'build/axios-fetch-adapter-stub.js': {},
  'src/routes/home.tsx': { lazy: ['src/routes/home.tsx?tsr-split=component'] },
  'src/routes/home.tsx?tsr-split=component': { imports: ['src/features/home/home-screen.tsx'] },
  'src/features/home/home-screen.tsx': {
    imports: ['src/api/client.ts', 'src/features/home/home-screen.module.css'],
    lazy: ['src/features/home/below-fold.tsx'],
  },
  'src/features/home/home-screen.module.css': {},
  'src/features/home/below-fold.tsx': {
    imports: ['src/ui/game-tile.tsx'],
    lazy: ['src/features/home/winner-board.tsx', 'node_modules/keen-slider/index.js'],
  },
  'src/features/home/winner-board.tsx': { imports: ['src/ui/game-tile.tsx'] },
  'node_modules/keen-slider/index.js': {},
  'src/ui/game-tile.tsx': {},
  'src/routes/games.tsx': { lazy: ['src/routes/games.tsx?tsr-split=component'] },
  'src/routes/games.tsx?tsr-split=component': {
    imports: ['src/ui/game-tile.tsx', 'src/features/games/filter.tsx'],
  },
  'src/features/games/filter.tsx': {},
};

const LANDINGS = {
  home: ['src/routes/home.tsx', 'src/features/home/below-fold.tsx'],
  games: ['src/routes/games.tsx'],
};

const groupsOf = (graph: ModuleGraph) =>
  firstLoadGroups({ graph, boot: 'src/boot.ts', main: 'index.html', landings: LANDINGS });

describe('first-load parts from the module graph', () => {
  it('follows static imports only: an import() starts a part of its own', () => {
    expect([...staticClosure(graphOf(SITE), ['src/features/home/home-screen.tsx'])].sort()).toEqual(
      [
        'build/axios-fetch-adapter-stub.js',
        'node_modules/axios/index.js',
        'node_modules/zod/index.js',
        'src/api/client.ts',
        'src/features/home/home-screen.module.css',
        'src/features/home/home-screen.tsx',
      ],
    );
  });

  it('puts the first script, the main bundle’s libraries and its own code in groups of their own', () => {
    const groups = groupsOf(graphOf(SITE));
    expect(groups.get('src/boot.ts')).toEqual({ group: 'early' });
    // What the first script shares with the main bundle stays with the first script.
    expect(groups.get('src/lib/storage.ts')).toEqual({ group: 'early' });
    expect(groups.get('node_modules/react/index.js')).toEqual({ group: 'vendor' });
    expect(groups.get('node_modules/zod/index.js')).toEqual({ group: 'vendor' });
    // A file a library imports goes with it: the libraries' chunk must not import the site's,
    // which imports it (the two would wait for each other).
    expect(groups.get('build/axios-fetch-adapter-stub.js')).toEqual({ group: 'vendor' });
    expect(groups.get('src/api/client.ts')).toEqual({ group: 'main' });
    expect(groups.get('src/routes/home.tsx')).toEqual({ group: 'main' });
  });

  it('gives a landing what it starts from, and code two landings share a group of both', () => {
    const groups = groupsOf(graphOf(SITE));
    expect(groups.get('src/features/home/home-screen.tsx')).toEqual({ group: 'home' });
    expect(groups.get('src/features/home/home-screen.module.css')).toEqual({ group: 'home' });
    // The home's own code loads the part under the fold lazily: it joins the home's chunk.
    expect(groups.get('src/features/home/below-fold.tsx')).toEqual({ group: 'home' });
    expect(groups.get('src/features/games/filter.tsx')).toEqual({ group: 'games' });
    expect(groups.get('src/ui/game-tile.tsx')).toEqual({ group: 'games-home', fallback: 'main' });
  });

  it('leaves the deferred parts, and the route chunks the main bundle loads, to the bundler', () => {
    const groups = groupsOf(graphOf(SITE));
    // The route's split component keeps the chunk the build manifest names.
    expect(groups.has('src/routes/home.tsx?tsr-split=component')).toBe(false);
    expect(groups.has('src/routes/games.tsx?tsr-split=component')).toBe(false);
    expect(groups.has('src/features/home/winner-board.tsx')).toBe(false);
    expect(groups.has('node_modules/keen-slider/index.js')).toBe(false);
  });

  it('takes a component newly added to the home screen into the home’s chunk, with no list to edit', () => {
    const site = structuredClone(SITE);
    site['src/features/home/home-screen.tsx']?.imports?.push('src/features/home/new-strip.tsx');
    site['src/features/home/new-strip.tsx'] = {
      imports: ['src/features/home/new-strip.module.css'],
    };
    site['src/features/home/new-strip.module.css'] = {};
    const groups = groupsOf(graphOf(site));
    expect(groups.get('src/features/home/new-strip.tsx')).toEqual({ group: 'home' });
    expect(groups.get('src/features/home/new-strip.module.css')).toEqual({ group: 'home' });
    // Imported by a game screen too, it moves to the chunk both share.
    site['src/routes/games.tsx?tsr-split=component']?.imports?.push(
      'src/features/home/new-strip.tsx',
    );
    expect(groupsOf(graphOf(site)).get('src/features/home/new-strip.tsx')).toEqual({
      group: 'games-home',
      fallback: 'main',
    });
  });

  // A member's screen behind a screen four routes share: the cashier's opens the deposit at once.
  const CASHIER: Modules = {
    ...SITE,
    'src/main.tsx': {
      imports: [...(SITE['src/main.tsx']?.imports ?? [])],
      lazy: ['src/routes/-cashier-route.tsx', 'src/app/member-overlays.tsx'],
    },
    'src/routes/-cashier-route.tsx': {
      imports: ['src/ui/member-gate.tsx'],
      lazy: ['src/features/cashier/deposit-screen.tsx', 'src/features/cashier/records-screen.tsx'],
    },
    'src/ui/member-gate.tsx': {},
    'src/features/cashier/records-screen.tsx': {},
    'src/features/cashier/deposit-screen.tsx': {
      imports: ['node_modules/decimal.js/index.js', 'src/ui/field.tsx', 'src/ui/game-tile.tsx'],
    },
    'node_modules/decimal.js/index.js': {},
    'src/app/member-overlays.tsx': { imports: ['src/ui/popup.tsx', 'src/features/contracts.ts'] },
    'src/features/contracts.ts': {},
    'src/routes/login.tsx': { lazy: ['src/routes/login.tsx?tsr-split=component'] },
    'src/routes/login.tsx?tsr-split=component': {
      imports: ['src/ui/field.tsx', 'src/ui/popup.tsx', 'src/features/login-form.tsx'],
    },
    'src/features/login-form.tsx': {},
    'src/ui/field.tsx': {},
    'src/ui/popup.tsx': {},
  };
  CASHIER['src/main.tsx']?.imports?.push('src/routes/login.tsx');
  const cashierGroups = () =>
    firstLoadGroups({
      graph: graphOf(CASHIER),
      boot: 'src/boot.ts',
      main: 'index.html',
      landings: {
        ...LANDINGS,
        login: ['src/routes/login.tsx'],
        deposit: ['src/features/cashier/deposit-screen.tsx'],
        member: ['src/app/member-overlays.tsx'],
      },
      memberLandings: ['deposit', 'member'],
    });

  it('keeps a chunk for a screen the shared screen opens, with its code in its landing’s group and the shared screen’s own code left out', () => {
    const groups = cashierGroups();
    // The server preloads the deposit's chunk by its name; the records never fetch its code.
    expect(groups.has('src/features/cashier/deposit-screen.tsx')).toBe(false);
    expect(groups.get('node_modules/decimal.js/index.js')).toEqual({ group: 'deposit' });
    // The shared screen and what it imports serve all its pages: the bundler splits them.
    expect(groups.has('src/routes/-cashier-route.tsx')).toBe(false);
    expect(groups.has('src/ui/member-gate.tsx')).toBe(false);
    expect(groups.get('src/features/contracts.ts')).toEqual({ group: 'member' });
  });

  it('leaves the visitors’ landings split as before by the landings only a member reaches', () => {
    const groups = cashierGroups();
    // Code the deposit shares with two visitors' landings loads from their chunk or the main bundle.
    expect(groups.get('src/ui/game-tile.tsx')).toEqual({
      group: 'deposit-games-home',
      fallback: 'main',
    });
    // What they share with the login alone comes out of the login's chunk into one chunk, however
    // many of them share it, and never into the visitor's main bundle.
    expect(groups.get('src/ui/field.tsx')).toEqual({ group: 'login-members' });
    expect(groups.get('src/ui/popup.tsx')).toEqual({ group: 'login-members' });
    expect(groups.get('src/features/login-form.tsx')).toEqual({ group: 'login' });
    // Without member landings, code two landings share may join the main bundle, as before.
    const plain = firstLoadGroups({
      graph: graphOf(CASHIER),
      boot: 'src/boot.ts',
      main: 'index.html',
      landings: { login: ['src/routes/login.tsx'], member: ['src/app/member-overlays.tsx'] },
    });
    expect(plain.get('src/ui/popup.tsx')).toEqual({ group: 'login-member', fallback: 'main' });
  });
});
