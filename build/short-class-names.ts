import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The class names of the CSS modules in a production build. Every class name is written twice in
 * the files a page loads (its rule, and the module's map in the script), so the default form
 * ("_header_o7ldu_2") cost the first load bytes for nothing a player sees.
 *
 * Each class (and keyframes name) of the site's CSS modules, read from `src/` when the build
 * starts, gets "_" and a number written in the 64 characters a CSS name may hold: "_a" … "_-", then
 * "_ba" and so on, in the order of the modules' paths and of the names in each module. So some 500
 * classes take two or three characters instead of six. The numbering depends only on the source
 * files, so the login page's server rendering (build/first-view-ssr.ts), a second build of the same
 * tree, names every class alike. A class the reading missed (or a module outside `src/`) falls back
 * to "_" and five characters of a hash of its module's path and name: six characters, which no
 * number reaches. Two classes that would share a name stop the build rather than merge their styles.
 * The development server keeps the readable default.
 */
export function shortClassNames(
  root: string,
  modules: readonly { path: string; css: string }[] = moduleSources(root),
): (local: string, filename: string) => string {
  const numbered = numberedNames(modules);
  const owners = new Map<string, string>();
  return (local, filename) => {
    const key = `${relative(root, filename.split('?')[0] ?? filename).replaceAll('\\', '/')}:${local}`;
    const name =
      numbered.get(key) ?? `_${createHash('sha256').update(key).digest('base64url').slice(0, 5)}`;
    const owner = owners.get(name);
    if (owner !== undefined && owner !== key)
      throw new Error(`short-class-names: ${key} and ${owner} would both be .${name}`);
    owners.set(name, key);
    return name;
  };
}

// The characters of a name after its "_": any of them may follow an underscore in a CSS identifier.
const DIGITS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';
// Numbers up to three digits: 64 + 64² + 64³ names, far more than the site has classes; a fallback
// hash name has five characters, so the two kinds never meet.
const MOST_NAMES = DIGITS.length + DIGITS.length ** 2 + DIGITS.length ** 3;

/** The n-th name (0-based): "_a", …, "_-", "_aa", …: the shortest names first, each length in turn. */
export function numberedName(index: number): string {
  if (index >= MOST_NAMES) throw new Error(`short-class-names: more than ${MOST_NAMES} classes`);
  let rest = index;
  let length = 1;
  while (rest >= DIGITS.length ** length) {
    rest -= DIGITS.length ** length;
    length += 1;
  }
  let name = '';
  for (let place = 0; place < length; place += 1) {
    name = (DIGITS[rest % DIGITS.length] as string) + name;
    rest = Math.floor(rest / DIGITS.length);
  }
  return `_${name}`;
}

/**
 * The local names a CSS module declares, in order of first appearance: its class selectors and
 * its keyframes (CSS modules scope both). Reading a little too much (a class inside :global()) only
 * spends a name; a name missed gets the fallback.
 */
export function localNames(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  const names = new Set<string>();
  for (const [, keyframes, className] of code.matchAll(
    /@keyframes\s+(-?[_a-zA-Z][\w-]*)|\.(-?[_a-zA-Z][\w-]*)/g,
  ))
    names.add((keyframes ?? className) as string);
  return [...names];
}

/** Every module's `path:local` key with its numbered name, modules in path order. */
function numberedNames(modules: readonly { path: string; css: string }[]): Map<string, string> {
  const keys = [...modules]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .flatMap((module) => localNames(module.css).map((local) => `${module.path}:${local}`));
  return new Map(keys.map((key, index) => [key, numberedName(index)]));
}

/** The CSS modules under `root/src`, each with its repo-relative path. */
function moduleSources(root: string): { path: string; css: string }[] {
  return readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.module.css'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: relative(root, file).replaceAll('\\', '/'), css: readFileSync(file, 'utf8') };
    });
}
