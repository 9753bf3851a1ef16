/**
 * `npm test`: everything CI checks, in order, ending with one plain summary line.
 * Installs what the tests need (Debian chromium) when missing. Every step runs even after a
 * failure so one run shows all problems; the exit code is non-zero when anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { ensurePostgresBin, startThrowawayCluster } from './postgres-cluster.ts';
import { readPlaywrightReport, readVitestReport, type ReportTally } from './test-reports.ts';

const REPORTS = '.tmp/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// failedTests: the failed tests the step's report named; such a step's failure is counted by them, not again.
type Outcome = { step: string; ok: boolean; seconds: number; note?: string; failedTests?: number };
const outcomes: Outcome[] = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.info(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  outcomes.push({ step, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

interface Step {
  step: string;
  command: string;
  args: string[];
}

/**
 * Steps that read the tree and write nothing run side by side (each mostly on one core; the
 * machine has two). Each step's output is kept and printed whole when it ends, so the log reads as
 * if they had run one after another.
 */
async function runTogether(chains: Step[][]): Promise<void> {
  const runChain = async (chain: Step[]) => {
    for (const { step, command, args } of chain) {
      const started = Date.now();
      const output: Buffer[] = [];
      const status = await new Promise<number | null>((resolve) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
        child.on('error', (error) => {
          output.push(Buffer.from(String(error)));
          resolve(null);
        });
        child.on('close', resolve);
      });
      console.info(`\n▶ ${step}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      outcomes.push({ step, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    }
  };
  await Promise.all(chains.map(runChain));
}

/** Adds the report of the step just run to the totals. */
function count(tally: ReportTally): void {
  const step = outcomes.at(-1);
  if (step !== undefined) step.failedTests = tally.failed;
  passed += tally.passed;
  failed += tally.failed;
  skipped += tally.skipped;
  failures.push(...tally.failures);
}

const npx = 'npx';

try {
  ensureChromium();
  outcomes.push({ step: 'chromium', ok: true, seconds: 0 });
} catch (error) {
  console.error(String(error));
  outcomes.push({ step: 'chromium', ok: false, seconds: 0, note: 'missing' });
}

await runTogether([
  // tsconfig.json is a solution file: -b checks each part (browser, Node, scripts, tests) in its own
  // type environment.
  [{ step: 'typecheck', command: npx, args: ['tsc', '-b'] }],
  [{ step: 'lint', command: npx, args: ['eslint', '--max-warnings', '0', '.'] }],
  [
    // The formatter's check: `npm run format` writes what it asks for.
    { step: 'format', command: npx, args: ['prettier', '--check', '.'] },
    // Comments cite docs/requirements.md, docs/api.md and docs/architecture.md, never files outside
    // the repository.
    {
      step: 'citations stay inside the repository',
      command: 'node',
      args: ['--import', 'tsx', 'scripts/cite-requirements.ts', '--check'],
    },
  ],
]);
// After the checks above: extract rewrites the catalogues they read.
run('i18n extract', npx, ['lingui', 'extract', '--clean']);
run('i18n compile --strict', npx, ['lingui', 'compile', '--strict']);

const unitReport = join(REPORTS, 'vitest.json');
run('unit, model-based, component and server tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);
count(readVitestReport(unitReport, 'vitest'));

const pgBin = ensurePostgresBin();
if (pgBin) {
  let cluster: Awaited<ReturnType<typeof startThrowawayCluster>> | null = null;
  try {
    cluster = await startThrowawayCluster(pgBin);
    const pgReport = join(REPORTS, 'vitest-postgres.json');
    run(
      'server tests on PostgreSQL',
      npx,
      [
        'vitest',
        'run',
        '--project',
        'server',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${pgReport}`,
      ],
      {
        TEST_DATABASE_URL: cluster.url,
      },
    );
    count(readVitestReport(pgReport, 'vitest on PostgreSQL'));
  } catch (error) {
    console.error('Could not start a throwaway PostgreSQL cluster:', error);
    outcomes.push({
      step: 'server tests on PostgreSQL',
      ok: false,
      seconds: 0,
      note: 'cluster failed',
    });
    failed += 1;
  } finally {
    cluster?.stop();
  }
} else {
  // Only when PostgreSQL could not be installed (not root, or apt refused): said in the summary.
  outcomes.push({
    step: 'server tests on PostgreSQL',
    ok: true,
    seconds: 0,
    note: 'skipped: no initdb on this machine',
  });
}

if (run('build', npx, ['vite', 'build'])) {
  const e2eReport = join(REPORTS, 'playwright.json');
  // Both projects in one run (playwright.config.ts): the hand-written suite and the paths generated
  // from the charts (e2e/models), which also write reports/flows/ for the flow book. The HTML report
  // (playwright-report/) keeps the review screenshots and failure traces.
  run(
    'end-to-end: hand-written and model-generated paths (Playwright, Debian chromium)',
    npx,
    ['playwright', 'test', '--reporter=list,json,html,./e2e/models/kit/flow-reporter.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      PLAYWRIGHT_HTML_OPEN: 'never',
    },
  );
  count(readPlaywrightReport(e2eReport));
  // The operators' path: the built site with production dependencies only (README "Running in production").
  run('production install (npm ci --omit=dev, start, status call)', 'node', [
    '--import',
    'tsx',
    'scripts/production-check.ts',
  ]);
} else {
  outcomes.push({
    step: 'end-to-end (Playwright, Debian chromium)',
    ok: false,
    seconds: 0,
    note: 'not run: build failed',
  });
}

if (failures.length > 0) {
  console.info('\nFailed tests:');
  for (const failure of failures) console.info(`  ✘ ${failure}`);
}
console.info('\nSteps:');
for (const o of outcomes) {
  const note = o.note ?? (o.failedTests ? `${o.failedTests} failed` : undefined);
  console.info(`  ${o.ok ? 'ok  ' : 'FAIL'} ${o.step}${note ? ` (${note})` : ''} ${o.seconds}s`);
}
// A step that failed without a failed test of its own (a type error, a crashed runner) counts once.
const stepFailures = outcomes.filter((o) => !o.ok && !(o.failedTests && o.failedTests > 0)).length;
console.info(
  `\n${passed} passed, ${failed + stepFailures} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(stepFailures + failed > 0 ? 1 : 0);
