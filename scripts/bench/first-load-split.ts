/**
 * Splits a page's first load into the design card's libraries and the rest (the site's own code,
 * zod and any other library), so a regression in the bench names its side.
 *
 * Attribution: each file's gzip size (gzip -9, as the bundle step weighs it) is shared out among
 * its sources in proportion to the minified bytes each source owns in the file. A script's bytes
 * come from its source map: every mapping segment owns the text up to the next segment. A
 * stylesheet has no source map (Vite writes none for CSS in a build), so its bytes come from
 * `.vite/css-sources.json` (build/css-sources.ts): the compiled size of each CSS module in it.
 * Bytes no mapping names (the bundler's glue, the compile hint line) count as the rest. The two
 * figures add up to the files' gzip total, which is the bundle step's figure for the same files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The product owner's design card: these libraries stay, whatever they weigh. */
export const DESIGN_CARD: readonly string[] = [
  'react',
  'react-dom',
  'scheduler',
  '@tanstack/react-router',
  'xstate',
  '@xstate/react',
  '@tanstack/react-query',
  'axios',
  'crypto-js',
  'decimal.js',
  '@lingui/core',
  '@lingui/react',
  'keen-slider',
];

export interface FirstLoadSplit {
  /** gzip bytes of the design card's libraries and the packages they depend on. */
  designCard: number;
  /** gzip bytes of everything else: own code, zod, other libraries, bundler glue. */
  rest: number;
  /** The largest contributors to `rest`, by module (own files repo-relative, libraries by package). */
  top: { module: string; bytes: number }[];
  /** The design card's share per package, largest first. */
  designCardPackages: { module: string; bytes: number }[];
}

type Side = 'designCard' | 'rest';

// Vite's preload table, CSS module class maps, import lines: text the source maps leave unnamed.
const UNMAPPED = '(bundler glue)';

/**
 * The design card's packages with everything they depend on at run time (their `dependencies`,
 * read from node_modules): @tanstack/react-query brings query-core, react-dom brings scheduler.
 * Any `@lingui/` package counts too.
 */
export function designCardPackages(nodeModules: string, seeds: readonly string[] = DESIGN_CARD): Set<string> {
  const found = new Set<string>();
  const queue = [...seeds];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (found.has(name)) continue;
    found.add(name);
    const manifest = join(nodeModules, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    queue.push(...Object.keys(dependencies));
  }
  return found;
}

/** The package a source path lies in (the innermost node_modules), or null for the site's own code. */
export function packageOf(source: string): string | null {
  const path = source.replaceAll('\\', '/');
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const [scope = '', name = ''] = path.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment's base64 VLQ fields. */
function decodeSegment(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad source map character "${char}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * Minified bytes (UTF-8) per source index of a generated file; key -1 is text no segment names.
 * Columns are UTF-16 offsets, as the source map format defines them.
 */
export function bytesPerSource(code: string, mappings: string): Map<number, number> {
  const owned = new Map<number, number>();
  const add = (source: number, text: string) => {
    if (text.length > 0) owned.set(source, (owned.get(source) ?? 0) + Buffer.byteLength(text));
  };
  const lines = code.split('\n');
  const mappedLines = mappings.split(';');
  let source = 0;
  lines.forEach((line, index) => {
    // The newline itself belongs to whatever ends the line; the last line has none.
    const text = index < lines.length - 1 ? `${line}\n` : line;
    const segments = (mappedLines[index] ?? '').split(',').filter(Boolean);
    let column = 0;
    let owner = -1;
    let from = 0;
    for (const segment of segments) {
      const [columnStep = 0, sourceStep] = decodeSegment(segment);
      column += columnStep;
      add(owner, text.slice(from, column));
      from = column;
      // A segment of one field maps its text to no source.
      if (sourceStep === undefined) owner = -1;
      else {
        source += sourceStep;
        owner = source;
      }
    }
    add(owner, text.slice(from));
  });
  return owned;
}

interface RawSourceMap {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/** Minified bytes per source path of one script, from its source map; null when it has none. */
function scriptSources(file: string): Map<string, number> | null {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  const root = resolve(dirname(mapFile), map.sourceRoot ?? '');
  const result = new Map<string, number>();
  for (const [index, bytes] of bytesPerSource(readFileSync(file, 'utf8'), map.mappings)) {
    const source = map.sources[index] ?? UNMAPPED;
    // A virtual module (the bundler's runtime, Vite's preload helper) has no file: keep its name.
    const name = index < 0 ? UNMAPPED : source.startsWith('\0') || !source.includes('/') ? source : resolve(root, source);
    result.set(name, (result.get(name) ?? 0) + bytes);
  }
  return result;
}

/** Compiled CSS bytes per source path of one stylesheet, from `.vite/css-sources.json`. */
function stylesheetSources(distDir: string, fileName: string, root: string): Map<string, number> | null {
  const index = join(distDir, '.vite', 'css-sources.json');
  if (!existsSync(index)) return null;
  const sheets = JSON.parse(readFileSync(index, 'utf8')) as Record<string, { source: string; bytes: number }[]>;
  const sources = sheets[fileName];
  if (!sources) return null;
  return new Map(sources.map(({ source, bytes }) => [resolve(root, source), bytes]));
}

/** A file of the load as the bench names it (`/m/assets/x.js`, a full URL or `assets/x.js`) inside distDir. */
function fileInDist(distDir: string, name: string): { path: string; fileName: string } {
  const pathname = name.includes('://') ? new URL(name).pathname : name;
  const fileName = pathname.replace(/^\/+/, '').replace(/^m\//, '');
  return { path: join(distDir, fileName), fileName };
}

export interface SplitOptions {
  /** How many of the rest's contributors to name (15). */
  topCount?: number;
  /** The project root: own files are named relative to it, and its node_modules tell the design card's dependencies. */
  root?: string;
}

/**
 * The first load's split (see the top of this file). `files` are the scripts and stylesheets the
 * load fetched, as the bundle step lists them (`/m/assets/x.js`); files outside distDir (none
 * today) are skipped. The build needs its source maps: `npx vite build --sourcemap hidden` writes
 * them beside the same files, byte for byte, without pointing the files at them.
 */
export async function splitFirstLoad(distDir: string, files: string[], options: SplitOptions = {}): Promise<FirstLoadSplit> {
  const { topCount = 15, root = process.cwd() } = options;
  const dist = resolve(distDir);
  const card = designCardPackages(join(root, 'node_modules'));
  const sides: Record<Side, number> = { designCard: 0, rest: 0 };
  const perModule = new Map<string, { side: Side; bytes: number }>();
  let mappedFiles = 0;
  for (const name of files) {
    const { path, fileName } = fileInDist(dist, name);
    if (!existsSync(path)) continue;
    const body = readFileSync(path);
    const gzip = gzipSync(body, { level: 9 }).length;
    const mapped = path.endsWith('.css') ? stylesheetSources(dist, fileName, root) : scriptSources(path);
    if (mapped) mappedFiles += 1;
    // The bundler's own runtime chunk comes without a map: the rest, by its name.
    const sources = mapped ?? new Map([[`${fileName} (no source map)`, body.length]]);
    const total = [...sources.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const [source, bytes] of sources) {
      const share = total > 0 ? (gzip * bytes) / total : 0;
      const pkg = packageOf(source);
      const side: Side = pkg !== null && (card.has(pkg) || pkg.startsWith('@lingui/')) ? 'designCard' : 'rest';
      const module = pkg ?? (isAbsolute(source) ? relative(root, source).replaceAll('\\', '/') : source);
      sides[side] += share;
      const entry = perModule.get(module) ?? { side, bytes: 0 };
      entry.bytes += share;
      perModule.set(module, entry);
    }
  }
  // A build without its maps would put everything on the rest: a wrong figure that looks right.
  if (files.length > 0 && mappedFiles === 0) {
    throw new Error(`no source maps in ${dist}: build with \`npx vite build --sourcemap hidden\``);
  }
  const ranked = (side: Side) =>
    [...perModule]
      .filter(([, entry]) => entry.side === side)
      .map(([module, entry]) => ({ module, bytes: Math.round(entry.bytes) }))
      .sort((a, b) => b.bytes - a.bytes);
  // Rounded once, so the two still add up to the files' total.
  const designCard = Math.round(sides.designCard);
  return {
    designCard,
    rest: Math.round(sides.designCard + sides.rest) - designCard,
    top: ranked('rest').slice(0, topCount),
    designCardPackages: ranked('designCard'),
  };
}
