import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Splits the mutation run of machines/ into parts: each chart file is mutated against only the
 * chart tests that load it (directly or through other files).
 *
 * Why: a chart's `createMachine({...})` config is evaluated when its module is imported, so
 * almost every mutant of a chart is "static" (it runs outside any single test) and Stryker must
 * run every test it was given against it. Given all chart tests, each of ~2,700 mutants costs a
 * full run of the suite (~15 h on 2 cores); given only the tests that load the chart, it costs a
 * second or two.
 */

export interface MutationPart {
  /** Short name for the part's report files: the chart file without folder and extension. */
  name: string;
  /** The machines/ files mutated in this part (relative to the repository root). */
  mutate: string[];
  /** The test files that load them (relative to the repository root). */
  tests: string[];
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The repository files a file imports by relative path (packages are not followed). */
export function relativeImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1]!;
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
    const hit = candidates.find((candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/));
    if (hit) found.push(hit);
  }
  return found;
}

/** Every repository file a file loads, itself included. */
export function importClosure(
  entry: string,
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): Set<string> {
  const seen = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...relativeImports(file, read(file)));
  }
  return seen;
}

const walk = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
  );

/**
 * One part per mutated file of machines/ (index.ts re-exports only), with the chart tests whose
 * import closure holds it. A file no chart test loads still gets a part with no tests: Stryker then
 * reports its mutants as not covered, which lowers the score, as it should.
 */
export function mutationParts(root: string): MutationPart[] {
  const machines = walk(join(root, 'machines'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith(`${join('machines', 'index.ts')}`))
    .sort();
  const tests = walk(join(root, 'tests', 'machines'))
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  const closures = new Map(tests.map((test) => [test, importClosure(test)]));
  return machines.map((file) => ({
    name: relative(join(root, 'machines'), file).replace(/\.ts$/, '').replace(/[\\/]/g, '-'),
    mutate: [relative(root, file)],
    tests: tests
      .filter((test) => closures.get(test)!.has(file))
      .map((test) => relative(root, test)),
  }));
}
