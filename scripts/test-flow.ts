/**
 * `npm run test:flow -- <chart> [playwright options]`: one chart's generated tests and nothing else.
 *
 * 1. Vitest: the chart's model test, `tests/machines/<chart>.machine.test.ts` (it checks the chart's
 *    oracle, `tests/machines/oracles/<chart>.oracle.ts`, at every step).
 * 2. Playwright: the chart's generated paths, `e2e/models/<chart>.paths.ts` in the `models` project,
 *    selected by file (a `--grep` on the chart's name also matches other charts' path titles). The
 *    site is built first when the build is missing or older than its sources. A failed path keeps a
 *    trace with DOM snapshots and screenshots (E2E_MODEL_TRACE=full, see playwright.config.ts).
 *
 * The chart is named as in machines/index.ts (`gameList`) or as its files (`game-list`). Options after
 * the chart go to Playwright (`--headed`, `--debug`, `-g 'network fails'`). Both steps run even after a
 * failure; the exit code is non-zero when one failed. An unknown chart lists the known ones (exit 1).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `gameList` → `game-list`: the chart's name in its file names. */
export const fileNameOf = (chart: string) => chart.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export type FlowArgs =
  | { ok: true; chart: string; file: string; playwrightArgs: string[] }
  | { ok: false; message: string };

/** Reads the command line: the chart (its key in machines/index.ts or its file name), then Playwright's options. */
export function parseFlowArgs(argv: string[], charts: string[]): FlowArgs {
  const [name, ...playwrightArgs] = argv;
  const known = `Known charts (name, or file name):\n${charts
    .map((c) => `  ${c}${fileNameOf(c) === c ? '' : ` (${fileNameOf(c)})`}`)
    .join('\n')}`;
  if (!name || name.startsWith('-'))
    return {
      ok: false,
      message: `Usage: npm run test:flow -- <chart> [playwright options]\n${known}`,
    };
  const chart = charts.find((c) => c === name || fileNameOf(c) === name);
  if (!chart) return { ok: false, message: `No chart named "${name}".\n${known}` };
  return { ok: true, chart, file: fileNameOf(chart), playwrightArgs };
}

export interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/**
 * The commands for one chart. `exists` tells which files the tree has; `buildNeeded` whether the
 * site's build is missing or stale; `dist` the folder the end-to-end server serves (E2E_DIST).
 */
export function flowSteps(
  file: string,
  playwrightArgs: string[],
  options: { exists: (path: string) => boolean; buildNeeded: boolean; dist: string },
): { steps: Step[]; notes: string[] } {
  const steps: Step[] = [];
  const notes: string[] = [];
  const modelTest = `tests/machines/${file}.machine.test.ts`;
  if (options.exists(modelTest))
    steps.push({ name: 'model test (Vitest)', command: 'npx', args: ['vitest', 'run', modelTest] });
  else notes.push(`${modelTest} does not exist: no Vitest model test for this chart.`);
  const paths = `e2e/models/${file}.paths.ts`;
  if (options.exists(paths)) {
    if (options.buildNeeded)
      steps.push({
        name: 'build the site',
        command: 'npx',
        args: ['vite', 'build', '--outDir', options.dist, '--emptyOutDir'],
      });
    steps.push({
      name: 'generated paths (Playwright)',
      command: 'npx',
      args: ['playwright', 'test', paths, '--project', 'models', ...playwrightArgs],
      env: { E2E_MODEL_TRACE: 'full', E2E_DIST: options.dist },
    });
  } else {
    notes.push(
      `${paths} does not exist: the chart has no end-to-end adapter yet, so no Playwright paths.`,
    );
  }
  return { steps, notes };
}

/** What the production build is made from: a file here newer than the build means it is stale. */
const BUILD_SOURCES = [
  'src',
  'machines',
  'shared',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
];

/** True when `dist` has no index.html or any source file is newer than it. */
export function buildNeeded(dist: string, root = process.cwd()): boolean {
  const built = join(root, dist, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const newer = (path: string): boolean => {
    if (!existsSync(path)) return false;
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs > builtAt;
    return readdirSync(path).some((entry) => newer(join(path, entry)));
  };
  return BUILD_SOURCES.some((source) => newer(join(root, source)));
}

async function main(): Promise<number> {
  const { machines } = await import('../machines/index.ts');
  const parsed = parseFlowArgs(process.argv.slice(2), Object.keys(machines));
  if (!parsed.ok) {
    console.error(parsed.message);
    return 1;
  }
  const dist = process.env.E2E_DIST ?? 'dist';
  const { steps, notes } = flowSteps(parsed.file, parsed.playwrightArgs, {
    exists: existsSync,
    buildNeeded: buildNeeded(dist),
    dist,
  });
  for (const note of notes) console.info(note);
  let status = 0;
  for (const step of steps) {
    console.info(`\n▶ ${parsed.chart}: ${step.name}: ${step.command} ${step.args.join(' ')}`);
    const result = spawnSync(step.command, step.args, {
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    if (result.status !== 0) {
      status = result.status ?? 1;
      // Without a build there is nothing for Playwright to run against.
      if (step.name === 'build the site') break;
    }
  }
  if (steps.some((s) => s.command === 'npx' && s.args[0] === 'playwright'))
    console.info(
      '\nThe paths that ran are listed above, one line per path and language. `npx playwright show-report` opens the HTML report; a failed path holds its trace (DOM snapshots and screenshots of each step).',
    );
  return status;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1]))
  process.exitCode = await main();
