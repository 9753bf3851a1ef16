import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import FlowReporter from '../../e2e/models/kit/flow-reporter.ts';
import { logoutMachine } from '../../machines/logout.machine.ts';
import { startupMachine } from '../../machines/startup.machine.ts';
import { BOOK_RUN, copyShots, pageOf, writeBook } from '../../scripts/flows/book.ts';
import {
  mergeRuns,
  readLastRun,
  type LastRun,
  type RunPath,
} from '../../scripts/flows/last-run.ts';

/** Two PNG files of different content (from the flow book's own fixtures). */
const PNG = {
  a: resolve('tests/scripts/fixtures/flows/shots/startup-maintenance-bn.png'),
  b: resolve('tests/scripts/fixtures/flows/shots/startup-fetching-bn.png'),
};

const path = (chart: string, title: string, shots: Record<string, string> = {}): RunPath => ({
  chart,
  title,
  status: 'passed',
  steps: [
    {
      state: chart === 'logout' ? 'confirming' : 'failed',
      event: 'xstate.init',
      words: title,
      screenshots: shots,
    },
  ],
});

describe('run records merged chart by chart', () => {
  const full: LastRun = {
    generatedAt: '2026-12-01T10:00:00.000Z',
    paths: [path('startup', 'maintenance'), path('logout', 'old confirm'), path('login', 'x')],
  };

  it("a run of one chart replaces that chart's paths and keeps every other chart's", () => {
    const one: LastRun = {
      generatedAt: '2026-12-02T10:00:00.000Z',
      paths: [path('logout', 'new confirm'), path('logout', 'new cancel')],
    };
    const merged = mergeRuns(full, one);
    expect(merged?.generatedAt).toBe('2026-12-02T10:00:00.000Z');
    expect(merged?.paths.map((p) => [p.chart, p.title, p.ranAt])).toEqual([
      ['login', 'x', '2026-12-01T10:00:00.000Z'],
      ['logout', 'new confirm', '2026-12-02T10:00:00.000Z'],
      ['logout', 'new cancel', '2026-12-02T10:00:00.000Z'],
      ['startup', 'maintenance', '2026-12-01T10:00:00.000Z'],
    ]);
  });

  it("keeps a chart's newer record over an older one in whichever order they come, and spells charts either way", () => {
    const older: LastRun = {
      generatedAt: '2026-11-01T10:00:00.000Z',
      paths: [path('startup', 'stale'), path('gameList', 'camel')],
    };
    const merged = mergeRuns(full, older);
    expect(merged?.paths.find((p) => p.chart === 'startup')?.title).toBe('maintenance');
    const renamed = mergeRuns(older, {
      generatedAt: '2026-12-03T00:00:00.000Z',
      paths: [path('game-list', 'kebab')],
    });
    expect(renamed?.paths.filter((p) => /game-?list/i.test(p.chart)).map((p) => p.title)).toEqual([
      'kebab',
    ]);
    expect(mergeRuns(null, null)).toBeNull();
  });
});

describe('the flow reporter after a one-chart run', () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'flow-reporter-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const attachment = (chart: string, index: number, title: string, lang: 'bn' | 'en') => ({
    name: 'model-path',
    contentType: 'application/json',
    body: Buffer.from(
      JSON.stringify({
        chart,
        title,
        index,
        lang,
        steps: [
          {
            state: 'confirming',
            states: ['confirming'],
            event: 'xstate.init',
            words: 'asked to confirm',
            screenshot: `reports/flows/shots/${chart}/${index + 1}-0-${lang}.png`,
          },
        ],
      }),
    ),
  });

  it("keeps the other charts' paths and screenshots, and starts this chart's afresh", () => {
    const shots = (chart: string) => join(root, 'reports/flows/shots', chart);
    for (const chart of ['startup', 'logout']) {
      mkdirSync(shots(chart), { recursive: true });
      writeFileSync(join(shots(chart), '1-0-bn.png'), 'earlier run');
    }
    const earlier: LastRun = {
      generatedAt: '2026-12-01T10:00:00.000Z',
      paths: [
        path('startup', 'maintenance', { bn: 'reports/flows/shots/startup/1-0-bn.png' }),
        path('logout', 'old confirm', { bn: 'reports/flows/shots/logout/1-0-bn.png' }),
      ],
    };
    writeFileSync(join(root, 'reports/flows/last-run.json'), JSON.stringify(earlier));

    const reporter = new FlowReporter({ root });
    const test = {
      titlePath: () => ['', 'models', 'logout.paths.ts', 'logout', '1. signed in (BN)'],
    } as unknown as TestCase;
    reporter.onBegin({}, { allTests: () => [test] } as unknown as Suite);
    expect(existsSync(shots('logout'))).toBe(false);
    expect(readdirSync(shots('startup'))).toEqual(['1-0-bn.png']);

    reporter.onTestEnd(test, {
      status: 'passed',
      attachments: [attachment('logout', 0, 'signed in → asked to confirm', 'bn')],
    } as unknown as TestResult);
    reporter.onEnd();

    const run = readLastRun(join(root, 'reports/flows/last-run.json'));
    expect(run?.paths.map((p) => [p.chart, p.title, p.steps[0]?.screenshots])).toEqual([
      ['logout', 'signed in → asked to confirm', { bn: 'reports/flows/shots/logout/1-0-bn.png' }],
      ['startup', 'maintenance', { bn: 'reports/flows/shots/startup/1-0-bn.png' }],
    ]);
    expect(run?.paths[1]?.ranAt).toBe('2026-12-01T10:00:00.000Z');
    expect(run?.paths[0]?.ranAt).toBe(run?.generatedAt);
  });
});

describe('npm run flows after a one-chart run', () => {
  const machines = { startup: startupMachine, logout: logoutMachine };
  let root = '';
  let book = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'flow-merge-'));
    book = join(root, 'docs/flows');
    mkdirSync(join(root, 'reports/shots'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A run record in reports/, its screenshots copied there from `pngs` (run-relative name → PNG). */
  const recordRun = (name: string, run: LastRun, pngs: Record<string, string>) => {
    for (const [to, from] of Object.entries(pngs)) cpSync(from, join(root, to));
    writeFileSync(join(root, `reports/${name}`), JSON.stringify(run));
    return join(root, `reports/${name}`);
  };
  const build = (lastRun: string) =>
    writeBook({
      machines,
      root,
      outDir: book,
      lastRun,
      writeShots: copyShots,
      runPathsOf: () => null,
    });
  const shotFiles = (chart: string) =>
    existsSync(join(book, 'shots', chart)) ? readdirSync(join(book, 'shots', chart)).sort() : [];
  const bytes = (file: string) => readFileSync(join(book, file));

  it("updates only that chart's screenshots and keeps the others, also on a clone with no run of its own", async () => {
    const fullRun = recordRun(
      'full.json',
      {
        generatedAt: '2026-12-01T10:00:00.000Z',
        paths: [
          path('startup', 'to maintenance', {
            bn: 'reports/shots/s-bn.png',
            en: 'reports/shots/s-en.png',
          }),
          path('logout', 'to confirm', {
            bn: 'reports/shots/l-bn.png',
            en: 'reports/shots/l-en.png',
          }),
        ],
      },
      {
        'reports/shots/s-bn.png': PNG.a,
        'reports/shots/s-en.png': PNG.a,
        'reports/shots/l-bn.png': PNG.a,
        'reports/shots/l-en.png': PNG.a,
      },
    );
    await build(fullRun);
    expect(shotFiles('startup')).toEqual(['failed-bn.png', 'failed-en.png']);
    expect(shotFiles('logout')).toEqual(['confirming-bn.png', 'confirming-en.png']);
    const startupShot = bytes('shots/startup/failed-bn.png');

    // The run of one chart, on a machine whose reports hold nothing else (the full run's files gone).
    rmSync(join(root, 'reports/shots'), { recursive: true });
    mkdirSync(join(root, 'reports/shots'));
    const oneChart = recordRun(
      'one.json',
      {
        generatedAt: '2026-12-02T10:00:00.000Z',
        paths: [
          path('logout', 'to confirm again', {
            bn: 'reports/shots/l2-bn.png',
            en: 'reports/shots/l2-en.png',
          }),
        ],
      },
      { 'reports/shots/l2-bn.png': PNG.b, 'reports/shots/l2-en.png': PNG.b },
    );
    const result = await build(oneChart);
    expect(shotFiles('startup')).toEqual(['failed-bn.png', 'failed-en.png']);
    expect(bytes('shots/startup/failed-bn.png')).toEqual(startupShot);
    expect(bytes('shots/logout/confirming-bn.png')).toEqual(readFileSync(PNG.b));
    expect(result.charts.map((c) => [c.name, c.shots])).toEqual([
      ['startup', 1],
      ['logout', 1],
    ]);
    const startupPage = readFileSync(join(book, pageOf('startup')), 'utf8');
    expect(startupPage).toContain('to maintenance');
    expect(startupPage).toContain('2026-12-01 10:00:00Z');
    const logoutPage = readFileSync(join(book, pageOf('logout')), 'utf8');
    expect(logoutPage).toContain('to confirm again');
    expect(logoutPage).not.toContain('to confirm<');

    // A clone with no run at all builds the same book from the book's own record.
    const before = new Map(result.files.map((f) => [f, bytes(f)]));
    const again = await build(join(root, 'reports/none.json'));
    expect(again.files.sort()).toEqual([...before.keys()].sort());
    expect(before.has(BOOK_RUN)).toBe(true);
    for (const [file, content] of before) expect(bytes(file), file).toEqual(content);
    expect(readLastRun(join(book, BOOK_RUN))?.paths.map((p) => p.title)).toEqual([
      'to confirm again',
      'to maintenance',
    ]);
  });
});
