/**
 * Reads the JSON reports of Vitest and Playwright into counts and the names of the failed tests,
 * so `npm test` can end with a summary whose tail says what broke (a CI log is often read from its end).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface ReportTally {
  passed: number;
  failed: number;
  skipped: number;
  /** One line per failed test: where it is, its name, and the first line of its error. */
  failures: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightTest {
  status: string;
  /** One per attempt (a retry adds one); the last says why the test finally failed. */
  results?: { error?: { message?: string }; errors?: { message?: string }[] }[];
}

interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; line: number; tests: PlaywrightTest[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

const MAX_MESSAGE = 200;

// Playwright colours its messages; a log file should not carry the escape codes.
const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLine(text: string | undefined): string {
  const line = (text ?? '')
    .replace(ANSI_ESCAPE, '')
    .split('\n')
    .find((candidate) => candidate.trim() !== '');
  return line === undefined ? '' : line.trim().slice(0, MAX_MESSAGE);
}

/** A runner that died before writing its report counts as one failure. */
function unreadable(file: string, label: string): ReportTally {
  return {
    passed: 0,
    failed: 1,
    skipped: 0,
    failures: [`${label}: no report at ${file} (the runner stopped early)`],
  };
}

export function readVitestReport(file: string, label: string, root = process.cwd()): ReportTally {
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  } catch {
    return unreadable(file, label);
  }
  const failures: string[] = [];
  for (const suite of report.testResults ?? []) {
    const where = relative(root, suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(
        `${label} ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    // A file that could not load has no failed test, only a message of its own.
    if (failedTests.length === 0 && suite.message)
      failures.push(`${label} ${where}: ${firstLine(suite.message)}`);
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

function lastError(test: PlaywrightTest | undefined): string | undefined {
  const last = test?.results?.at(-1);
  return last?.error?.message ?? last?.errors?.[0]?.message;
}

function unexpectedSpecs(suite: PlaywrightSuite, path: readonly string[]): string[] {
  // The top suites are files; describe blocks below them add to the name.
  const here = suite.title && !/\.[cm]?[jt]sx?$/.test(suite.title) ? [...path, suite.title] : path;
  const own = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
    .map((spec) => {
      const name = `e2e ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`;
      const message = firstLine(lastError(spec.tests.find((test) => test.status === 'unexpected')));
      return message === '' ? name : `${name}: ${message}`;
    });
  return [...own, ...(suite.suites ?? []).flatMap((child) => unexpectedSpecs(child, here))];
}

export function readPlaywrightReport(file: string): ReportTally {
  let report: PlaywrightReport;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
  } catch {
    return unreadable(file, 'e2e');
  }
  return {
    // A flaky test passed on its retry.
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    failures: (report.suites ?? []).flatMap((suite) => unexpectedSpecs(suite, [])),
  };
}
