import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Merges the per-part Stryker JSON reports (mutation-testing-report-schema 1.x) into one report,
 * scores it as Stryker does, and renders the same HTML page Stryker's own reporter writes.
 */

export type MutantStatus =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending';

export interface Mutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: MutantStatus;
  statusReason?: string;
  static?: boolean;
  killedBy?: string[];
  coveredBy?: string[];
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

export interface ReportFile {
  language: string;
  source: string;
  mutants: Mutant[];
}

export interface TestFile {
  source?: string;
  tests: { id: string; name: string; location?: unknown }[];
}

export interface MutationReport {
  schemaVersion: string;
  thresholds: { high: number; low: number; break?: number | null };
  files: Record<string, ReportFile>;
  testFiles?: Record<string, TestFile>;
  projectRoot?: string;
  [key: string]: unknown;
}

export interface Score {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  errors: number;
  /** Killed + timed out + survived + not covered: the mutants the score counts. */
  valid: number;
  /** (killed + timed out) / valid, in percent; 100 when there is nothing valid to kill. */
  score: number;
}

/** Stryker's mutation score: ignored mutants and mutants that do not compile or run are not valid. */
export function score(mutants: readonly Mutant[]): Score {
  const count = (status: MutantStatus) =>
    mutants.filter((mutant) => mutant.status === status).length;
  const killed = count('Killed');
  const timeout = count('Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const valid = killed + timeout + survived + noCoverage;
  return {
    killed,
    timeout,
    survived,
    noCoverage,
    ignored: count('Ignored'),
    errors: count('CompileError') + count('RuntimeError'),
    valid,
    score: valid === 0 ? 100 : ((killed + timeout) / valid) * 100,
  };
}

/**
 * One report from the parts. Each part mutates its own files, but test ids restart in every
 * part, so they are prefixed with the part's name (in the test files and in each mutant's
 * killedBy/coveredBy) to stay unique.
 */
export function mergeReports(
  parts: ReadonlyArray<{ name: string; report: MutationReport }>,
): MutationReport {
  if (parts.length === 0) throw new Error('no part reports to merge');
  const merged: MutationReport = { ...parts[0]!.report, files: {}, testFiles: {} };
  for (const { name, report } of parts) {
    const prefix = (id: string) => `${name}:${id}`;
    for (const [path, file] of Object.entries(report.files)) {
      if (merged.files[path]) throw new Error(`${path} is mutated by two parts`);
      merged.files[path] = {
        ...file,
        mutants: file.mutants.map((mutant) => ({
          ...mutant,
          id: prefix(mutant.id),
          ...(mutant.killedBy && { killedBy: mutant.killedBy.map(prefix) }),
          ...(mutant.coveredBy && { coveredBy: mutant.coveredBy.map(prefix) }),
        })),
      };
    }
    for (const [path, testFile] of Object.entries(report.testFiles ?? {})) {
      const tests = testFile.tests.map((test) => ({ ...test, id: prefix(test.id) }));
      const known = merged.testFiles![path];
      merged.testFiles![path] = known
        ? { ...known, tests: [...known.tests, ...tests] }
        : { ...testFile, tests };
    }
  }
  return merged;
}

export const readReport = (file: string): MutationReport =>
  JSON.parse(readFileSync(file, 'utf8')) as MutationReport;

/** The HTML page of Stryker's own reporter, with the merged report in it (opens from disk). */
export function reportHtml(report: MutationReport): string {
  // Resolved from Stryker itself, whose HTML reporter ships this bundle.
  const fromStryker = createRequire(
    createRequire(import.meta.url).resolve('@stryker-mutator/core'),
  );
  const elements = readFileSync(
    fromStryker.resolve('mutation-testing-elements/dist/mutation-test-elements.js'),
    'utf8',
  );
  // A `</script>` inside the JSON must not end the script element.
  const json = JSON.stringify(report).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Mutation testing of the charts</title>
<script>${elements}</script>
</head>
<body>
<mutation-test-report-app titlePostfix="Charts"></mutation-test-report-app>
<script>
const app = document.querySelector('mutation-test-report-app');
app.report = ${json};
const paint = () => { document.body.style.backgroundColor = app.themeBackgroundColor; };
app.addEventListener('theme-changed', paint);
paint();
</script>
</body>
</html>
`;
}

/** A plain-text table: one row per file, then the total. */
export function scoreTable(report: MutationReport): string {
  const rows = Object.entries(report.files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, file]) => ({ path, ...score(file.mutants) }));
  const total = {
    path: 'All files',
    ...score(Object.values(report.files).flatMap((file) => file.mutants)),
  };
  const width = Math.max(...[...rows, total].map((row) => row.path.length));
  const line = (row: typeof total) =>
    `${row.path.padEnd(width)}  ${row.score.toFixed(2).padStart(6)} %  ${String(row.killed + row.timeout).padStart(4)} killed  ${String(row.survived).padStart(3)} survived  ${String(row.noCoverage).padStart(3)} no coverage  ${String(row.ignored).padStart(3)} ignored`;
  return [...rows.map(line), '-'.repeat(width + 60), line(total)].join('\n');
}

/** Every mutant that survived or was not covered, as `file:line:column mutator → replacement`. */
export function survivors(report: MutationReport): string[] {
  return Object.entries(report.files).flatMap(([path, file]) =>
    file.mutants
      .filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage')
      .map(
        (mutant) =>
          `${path}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.status} ${mutant.mutatorName}${mutant.replacement === undefined ? '' : ` → ${mutant.replacement.replace(/\s+/g, ' ').slice(0, 80)}`}`,
      ),
  );
}
