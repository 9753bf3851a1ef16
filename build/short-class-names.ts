import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * The class names of the CSS modules in a production build: "_" and five characters of a hash of
 * the module's path and the class, instead of the default "_header_o7ldu_2". Every class name is
 * written twice in the files a page loads (its rule, and the module's map in the script), so the
 * long form cost the first load bytes for nothing a player sees. The same module and class give
 * the same name in every build, the login page's server rendering too (build/first-view-ssr.ts).
 * Two classes that would share a name stop the build, so a collision cannot merge their styles.
 * The development server keeps the readable default.
 */
export function shortClassNames(root: string): (local: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (local, filename) => {
    const key = `${relative(root, filename.split('?')[0] ?? filename).replaceAll('\\', '/')}:${local}`;
    const name = `_${createHash('sha256').update(key).digest('base64url').slice(0, 5)}`;
    const owner = owners.get(name);
    if (owner !== undefined && owner !== key) throw new Error(`short-class-names: ${key} and ${owner} would both be .${name}`);
    owners.set(name, key);
    return name;
  };
}
