import type { Plugin } from 'vite';

/** A module of the build's graph: what it imports statically, and what it loads with `import()`. */
export interface GraphModule {
  imports: readonly string[];
  dynamicImports: readonly string[];
}

export type ModuleGraph = ReadonlyMap<string, GraphModule>;

/** The modules `roots` reach by static imports: what loads with them. */
export function staticClosure(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const module = graph.get(id);
    if (seen.has(id) || !module) continue;
    seen.add(id);
    queue.push(...module.imports);
  }
  return seen;
}

export interface FirstLoadInput {
  graph: ModuleGraph;
  /** The first script (src/boot.ts). */
  boot: string;
  /** The main bundle's entry: the page (index.html), which imports src/main.tsx. */
  main: string;
  /**
   * The screens a visit lands on, each with the modules it starts from: a route file (the main
   * bundle holds it, so the landing starts from what it loads lazily: the router's split
   * component), or a module the landing renders at once though it is loaded lazily (the login
   * popup, the header of every screen but home, the home's part under the fold).
   */
  landings: Readonly<Record<string, readonly string[]>>;
  /**
   * The landings only a signed-in member reaches (the deposit, the member's overlays). They leave
   * the visitors' landings split as before: code they share with several of those loads from the
   * chunk (or the main bundle) those share, and what they share with a single one comes out of that
   * landing's chunk into one chunk for all of them (`login-members`), so the visitor's main bundle
   * carries none of it and that landing fetches one chunk more, not one per member landing.
   */
  memberLandings?: readonly string[];
}

/**
 * Where a first-load module goes: its chunk group and, for code that several landings share, the
 * group it falls back to when its own would be too small (`firstLoadParts(…).groups`).
 */
export interface Placement {
  group: string;
  fallback?: string;
}

const isLibrary = (id: string) => /(?:^|[\\/])node_modules[\\/]/.test(id);

/**
 * The chunk group of every module of the first loads:
 *
 * - `early`: the first script's static closure (src/boot.ts runs before the main bundle has
 *   loaded, docs/architecture.md "First views").
 * - `vendor`: the libraries of the main bundle's static closure, with what they import, which
 *   every page loads.
 * - `main`: the main bundle's own code, in one chunk (the bundler would otherwise cut out each
 *   piece another chunk imports, a file of its own each).
 * - each landing's own code: the static closure of where it starts, less the main bundle's, in a
 *   group named after the landing (`home`). Code that several landings' first loads share goes
 *   into a group named after all of them (`games-home`), or into `main` when that group would be
 *   too small to be worth a request of its own and two landings a visitor reaches share it.
 *
 * A start that code outside the landing's first load loads lazily keeps a chunk of its own: what the
 * main bundle loads (a route's split component, a shared screen, the login popup), or a screen the
 * shared screen opens (the deposit, which the cashier's other pages must not fetch). The build
 * manifest names it, and the server preloads it by that name (server/http/route-modules.ts). A
 * start the landing's own code loads lazily joins its group.
 * Every other `import()` starts a deferred part, left to the bundler's own splitting.
 */
export function firstLoadGroups(input: FirstLoadInput): Map<string, Placement> {
  const { graph } = input;
  const placements = new Map<string, Placement>();
  const early = staticClosure(graph, [input.boot]);
  const main = staticClosure(graph, [input.main]);
  // The libraries with what they import in turn (a build plugin's stand-in for a library file,
  // build/axios-without-fetch.ts): a library must not import the site's chunk, which imports it.
  const libraries = staticClosure(graph, [...main].filter(isLibrary));
  for (const id of early) placements.set(id, { group: 'early' });
  for (const id of main)
    if (!early.has(id)) placements.set(id, { group: libraries.has(id) ? 'vendor' : 'main' });

  // Who loads each module with `import()`.
  const lazyImporters = new Map<string, string[]>();
  for (const [id, module] of graph)
    for (const target of module.dynamicImports)
      lazyImporters.set(target, [...(lazyImporters.get(target) ?? []), id]);
  const firstLoads = new Map<string, Set<string>>();
  for (const [name, starts] of Object.entries(input.landings)) {
    const roots = starts.flatMap((start) =>
      main.has(start) ? (graph.get(start)?.dynamicImports ?? []) : [start],
    );
    const own = new Set(
      [...staticClosure(graph, roots)].filter((id) => !main.has(id) && !early.has(id)),
    );
    // A start that code outside this first load loads lazily keeps its chunk.
    const keepsChunk = (id: string) =>
      roots.includes(id) && (lazyImporters.get(id) ?? []).some((importer) => !own.has(importer));
    firstLoads.set(name, new Set([...own].filter((id) => !keepsChunk(id))));
  }
  const names = [...firstLoads.keys()].sort();
  const members = new Set(input.memberLandings ?? []);
  for (const id of new Set([...firstLoads.values()].flatMap((set) => [...set]))) {
    const owners = names.filter((name) => firstLoads.get(name)?.has(id));
    const visitors = owners.filter((name) => !members.has(name));
    placements.set(
      id,
      visitors.length > 1
        ? { group: owners.join('-'), fallback: 'main' }
        : visitors.length === 1 && owners.length > 1
          ? { group: `${visitors.join()}-members` }
          : { group: owners.join('-') },
    );
  }
  return placements;
}

/**
 * The smallest chunk of code several landings share, in bytes of its modules' code: Rolldown's
 * `minSize`. A chunk costs a request and compresses apart, so smaller shared code joins the main
 * bundle's chunk (bench: /m/home's code outside the design card 49.99 KB with a chunk for every
 * set of landings, 49.75 KB at 2 KB, 50.29 KB at 4 KB; its budget is 50 KB).
 */
export const SHARED_CHUNK_MIN_BYTES = 2000;

export interface FirstLoadPartsOptions {
  /** The first script's entry, relative to the root (src/boot.ts). */
  boot: string;
  /** Each landing with the modules it starts from, relative to the root (see FirstLoadInput). */
  landings: Readonly<Record<string, readonly string[]>>;
  /** The landings only a signed-in member reaches (see FirstLoadInput). */
  memberLandings?: readonly string[];
}

/**
 * The first load's chunk groups, computed from the build's own module graph: once the graph is
 * complete (buildEnd, before any chunk is made), the plugin reads every module's imports, and
 * `groups` name each first-load module's chunk (`codeSplitting.groups`, vite.config.ts). A
 * component added to a landing's screen joins that landing's chunk by being imported: there is no
 * list to edit.
 */
export function firstLoadParts(options: FirstLoadPartsOptions) {
  let root = process.cwd();
  let placements = new Map<string, Placement>();
  const names = new Set<string>();
  const plugin: Plugin = {
    name: 'first-load-parts',
    apply: 'build',
    configResolved(config) {
      root = config.root.replaceAll('\\', '/');
    },
    buildEnd(error) {
      if (error) return;
      const graph = new Map<string, GraphModule>();
      // Module ids by their path with forward slashes, as the options name them.
      const byPath = new Map<string, string>();
      const entries: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        byPath.set(id.replaceAll('\\', '/'), id);
        graph.set(id, { imports: info.importedIds, dynamicImports: info.dynamicallyImportedIds });
        if (info.isEntry) entries.push(id);
      }
      const find = (path: string, what: string) => {
        const id = byPath.get(`${root}/${path}`);
        if (id === undefined)
          throw new Error(`first-load-parts: ${what} ${path} is not in the build`);
        return id;
      };
      const boot = find(options.boot, 'the first script');
      // The page (index.html), which imports the main bundle's entry: the other entry.
      const main = entries.find((id) => id !== boot);
      if (main === undefined) throw new Error('first-load-parts: no entry beside the first script');
      const landings = Object.fromEntries(
        Object.entries(options.landings).map(([name, starts]) => [
          name,
          starts.map((start) => find(start, `landing ${name}'s start`)),
        ]),
      );
      placements = firstLoadGroups({
        graph,
        boot,
        main,
        landings,
        memberLandings: options.memberLandings,
      });
      names.clear();
      for (const placement of placements.values()) names.add(placement.group);
    },
  };
  return {
    plugin,
    /** The chunk groups of the first loads (vite.config.ts, `codeSplitting.groups`). */
    groups: [
      {
        debugName: 'first load shared by several landings',
        name: (id: string) => {
          const placement = placements.get(id);
          return placement?.fallback === undefined ? null : placement.group;
        },
        priority: 2,
        minSize: SHARED_CHUNK_MIN_BYTES,
        includeDependenciesRecursively: false,
      },
      {
        debugName: 'first load',
        name: (id: string) => {
          const placement = placements.get(id);
          return placement?.fallback ?? placement?.group ?? null;
        },
        priority: 1,
        includeDependenciesRecursively: false,
      },
    ],
    /** The first load's group names once the graph is read (build/compile-hints.ts hints them). */
    groupNames: (): ReadonlySet<string> => names,
  };
}
