import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mutationParts, type MutationPart } from './mutation-parts.ts';
import {
  mergeReports,
  readReport,
  reportHtml,
  score,
  scoreTable,
  survivors,
} from './mutation-report.ts';

/**
 * `npm run test:mutations [-- --chart <name>…] [--incremental] [--jobs <n>]`
 *
 * Mutation testing of machines/, one Stryker run per chart file with only the chart tests that
 * load it (scripts/mutation-parts.ts says why), two runs at a time with one test process each
 * (two cores). Every part writes reports/mutation/parts/<part>.json; the latest result of every
 * part is then merged into reports/mutation/mutation.json and index.html, and the score table and
 * the survivors are printed. Exits 1 when a part fails or the score is below the low threshold
 * (90 %).
 */

const ROOT = process.cwd();
const REPORTS = join(ROOT, 'reports', 'mutation');
const PARTS = join(REPORTS, 'parts');

function options(argv: string[]) {
  const charts: string[] = [];
  let incremental = false;
  let jobs = 2;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--chart') charts.push(argv[(index += 1)] ?? '');
    else if (argument === '--incremental') incremental = true;
    else if (argument === '--jobs') jobs = Math.max(1, Number(argv[(index += 1)]) || 1);
    else
      throw new Error(`unknown option ${argument} (use --chart <name>, --incremental, --jobs <n>)`);
  }
  return { charts, incremental, jobs };
}

function runPart(part: MutationPart, incremental: boolean): Promise<boolean> {
  const args = [
    'stryker',
    'run',
    '--mutate',
    part.mutate.join(','),
    '--concurrency',
    '1',
    ...(incremental ? ['--incremental'] : []),
  ];
  return new Promise((done) => {
    const child = spawn('npx', args, {
      cwd: ROOT,
      env: { ...process.env, MUTATION_PART: part.name, MUTATION_TESTS: part.tests.join(',') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      if (code !== 0)
        console.error(`\n${part.name}: Stryker exited with ${code}\n${output.slice(-4000)}`);
      done(code === 0);
    });
  });
}

async function main() {
  const { charts, incremental, jobs } = options(process.argv.slice(2));
  const started = Date.now();
  const all = mutationParts(ROOT);
  const matching =
    charts.length === 0
      ? all
      : all.filter((part) => charts.some((chart) => part.name.includes(chart)));
  if (matching.length === 0) throw new Error(`no chart file matches ${charts.join(', ')}`);
  // A file no chart test loads cannot be scored; it fails the run rather than drop out of the total.
  const untested = matching
    .filter((part) => part.tests.length === 0)
    .map((part) => part.mutate.join(', '));
  const chosen = matching.filter((part) => part.tests.length > 0);
  mkdirSync(PARTS, { recursive: true });

  // Biggest first, so the last part running alone is a short one.
  const cost = (part: MutationPart) =>
    statSync(join(ROOT, part.mutate[0]!)).size * part.tests.length;
  const queue = [...chosen].sort((a, b) => cost(b) - cost(a));
  const failed = untested.map((file) => `${file} (no chart test loads it)`);
  let finished = 0;
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) {
      const partStarted = Date.now();
      if (!(await runPart(part, incremental))) failed.push(part.name);
      finished += 1;
      console.info(
        `[${finished}/${chosen.length}] ${part.mutate.join(', ')} against ${part.tests.length} test file(s): ${Math.round((Date.now() - partStarted) / 1000)} s`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, chosen.length) }, worker));

  // The latest result of every current part, this run's or an earlier one's.
  const reports = all
    .filter((part) => existsSync(join(PARTS, `${part.name}.json`)))
    .map((part) => ({ name: part.name, file: join(PARTS, `${part.name}.json`) }));
  const earlier = reports
    .filter((report) => statSync(report.file).mtimeMs < started)
    .map((report) => report.name);
  const missing = all
    .filter((part) => !reports.some((report) => report.name === part.name))
    .map((part) => part.name);
  const merged = mergeReports(
    reports.map(({ name, file }) => ({ name, report: readReport(file) })),
  );
  writeFileSync(join(REPORTS, 'mutation.json'), JSON.stringify(merged));
  writeFileSync(join(REPORTS, 'index.html'), reportHtml(merged));

  const lost = survivors(merged);
  console.info(`\n${lost.length} survivor(s) and uncovered mutant(s):\n${lost.join('\n')}`);
  console.info(`\n${scoreTable(merged)}`);
  if (earlier.length > 0) console.info(`\nFrom earlier runs: ${earlier.join(', ')}`);
  if (missing.length > 0) console.info(`Never run yet (not in the total): ${missing.join(', ')}`);
  const total = score(Object.values(merged.files).flatMap((file) => file.mutants));
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.info(
    `\nMutation score ${total.score.toFixed(2)} % in ${minutes} min; report: reports/mutation/index.html`,
  );
  if (failed.length > 0) console.error(`Failed parts: ${failed.join(', ')}`);
  if (failed.length > 0 || total.score < merged.thresholds.low) process.exitCode = 1;
}

await main();
