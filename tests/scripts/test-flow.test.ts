import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { machines } from '../../machines/index.ts';
import { buildNeeded, flowSteps, parseFlowArgs } from '../../scripts/test-flow.ts';

const charts = Object.keys(machines);

describe('npm run test:flow -- <chart>: the chart named', () => {
  it('takes the name in machines/index.ts or the file name, and passes what follows to Playwright', () => {
    expect(parseFlowArgs(['gameList'], charts)).toEqual({
      ok: true,
      chart: 'gameList',
      file: 'game-list',
      playwrightArgs: [],
    });
    expect(parseFlowArgs(['game-list', '--headed', '-g', 'Hot'], charts)).toEqual({
      ok: true,
      chart: 'gameList',
      file: 'game-list',
      playwrightArgs: ['--headed', '-g', 'Hot'],
    });
    expect(parseFlowArgs(['login'], charts)).toMatchObject({ ok: true, file: 'login' });
  });

  it('lists every known chart, in both spellings, for an unknown name or none', () => {
    for (const argv of [['Login'], ['gamelist'], [], ['--headed']]) {
      const parsed = parseFlowArgs(argv, charts);
      expect(parsed.ok).toBe(false);
      const message = parsed.ok ? '' : parsed.message;
      for (const chart of charts) expect(message).toContain(chart);
      expect(message).toContain('gameList (game-list)');
    }
    const unknown = parseFlowArgs(['Login'], charts);
    expect(unknown.ok ? '' : unknown.message).toMatch(/^No chart named "Login"/);
  });
});

describe('the steps for one chart', () => {
  const all = () => true;

  it("runs the chart's Vitest model test and its paths file only, in the models project, with full failure traces", () => {
    const { steps, notes } = flowSteps('login', ['--headed'], {
      exists: all,
      buildNeeded: false,
      dist: 'dist',
    });
    expect(notes).toEqual([]);
    expect(steps.map((s) => [s.command, ...s.args].join(' '))).toEqual([
      'npx vitest run tests/machines/login.machine.test.ts',
      'npx playwright test e2e/models/login.paths.ts --project models --headed',
    ]);
    // Selected by file: no --grep, which matched the titles of 4 charts for "login".
    expect(steps.flatMap((s) => s.args)).not.toContain('--grep');
    expect(steps[1]?.env).toEqual({ E2E_MODEL_TRACE: 'full', E2E_DIST: 'dist' });
  });

  it('builds the site into the served folder first when the build is stale', () => {
    const { steps } = flowSteps('logout', [], { exists: all, buildNeeded: true, dist: '/tmp/d' });
    expect(steps.map((s) => s.name)).toEqual([
      'model test (Vitest)',
      'build the site',
      'generated paths (Playwright)',
    ]);
    expect(steps[1]?.args).toEqual(['vite', 'build', '--outDir', '/tmp/d', '--emptyOutDir']);
  });

  it('says so when the chart has no adapter, and neither builds nor starts Playwright', () => {
    const { steps, notes } = flowSteps('lottery-play', [], {
      exists: (path) => !path.startsWith('e2e/'),
      buildNeeded: true,
      dist: 'dist',
    });
    expect(steps.map((s) => s.name)).toEqual(['model test (Vitest)']);
    expect(notes).toEqual([
      'e2e/models/lottery-play.paths.ts does not exist: the chart has no end-to-end adapter yet, so no Playwright paths.',
    ]);
  });
});

describe('whether the site needs a build', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is needed without a build, or when a source file is newer than it', () => {
    root = mkdtempSync(join(tmpdir(), 'test-flow-'));
    mkdirSync(join(root, 'src/app'), { recursive: true });
    writeFileSync(join(root, 'src/app/app.tsx'), '');
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(join(root, 'src/app/app.tsx'), old, old);
    expect(buildNeeded('dist', root)).toBe(true);

    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist/index.html'), '');
    expect(buildNeeded('dist', root)).toBe(false);

    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/app/app.tsx'), later, later);
    expect(buildNeeded('dist', root)).toBe(true);
  });
});
