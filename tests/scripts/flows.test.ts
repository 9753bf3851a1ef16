// @vitest-environment jsdom
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machines } from '../../machines/index.ts';
import { adapterPaths } from '../../scripts/flows/adapter-paths.ts';
import { copyShots, pageOf, writeBook, type BookResult } from '../../scripts/flows/book.ts';
import { allTransitions, stateKey, stateNodes } from '../machines/helpers/transition-coverage.ts';

const root = resolve(__dirname, '../..');
/** A chart no adapter of e2e/models drives. */
const unadapted = createMachine({
  id: 'unadaptedChart',
  initial: 'idle',
  states: {
    idle: { description: 'Nothing asked yet.', on: { ask: 'asking' } },
    asking: { description: 'The question is shown.', on: { answer: 'answered' } },
    answered: { description: 'The answer is kept.', type: 'final' },
  },
});
const fixture = 'tests/scripts/fixtures/flows/last-run.json';
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('flow book (npm run flows)', () => {
  let out: string;
  let book: BookResult;
  const page = (chart: string) => parse(readFileSync(join(out, pageOf(chart)), 'utf8'));

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'flow-book-'));
    book = await writeBook({
      machines,
      root,
      outDir: out,
      lastRun: join(root, fixture),
      writeShots: copyShots,
    });
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('has an index linking a page for every chart of machines/index.ts', () => {
    const index = parse(readFileSync(join(out, 'index.html'), 'utf8'));
    const links = [...index.querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    for (const name of Object.keys(machines)) {
      expect(existsSync(join(out, pageOf(name))), name).toBe(true);
      expect(links).toContain(pageOf(name));
      // The diagram alone, for zooming on a phone, linked from the chart's page.
      const diagram = parse(readFileSync(join(out, 'diagrams', pageOf(name)), 'utf8'));
      expect(diagram.querySelectorAll('svg.diagram g.state').length, name).toBeGreaterThan(0);
      expect(page(name).querySelector(`a[href="diagrams/${pageOf(name)}"]`), name).not.toBeNull();
    }
  });

  it('lists every state of a chart with its description', () => {
    for (const [name, machine] of Object.entries(machines)) {
      const doc = page(name);
      for (const node of stateNodes(machine)) {
        const key = stateKey(node);
        const entry = doc.getElementById(`state-${key.replace(/\./g, '-')}`);
        expect(entry?.querySelector('h3')?.textContent, `${name} ${key}`).toBe(key);
        expect(node.description, `${name} ${key} has a description`).toBeTruthy();
        expect(entry?.textContent).toContain(node.description);
      }
    }
  });

  it("draws a node per state and an edge per transition branch (the chart tests' own count)", () => {
    for (const [name, machine] of Object.entries(machines)) {
      const svg = page(name).querySelector('svg.diagram');
      expect(svg, name).not.toBeNull();
      const drawnStates = [...svg!.querySelectorAll('g.state[data-state]')]
        .map((g) => g.getAttribute('data-state'))
        .filter(Boolean);
      expect(drawnStates.sort(), name).toEqual(stateNodes(machine).map(stateKey).sort());
      const edges = [...svg!.querySelectorAll('g.transition')];
      const drawn = new Set(edges.map((g) => g.getAttribute('data-transition')));
      const expected = allTransitions(machine);
      expect([...drawn].sort(), name).toEqual([...new Set(expected)].sort());
      // A branch with several targets (parallel regions) draws an arrow to each; every branch at least one.
      expect(edges.length, name).toBeGreaterThanOrEqual(expected.length);
      for (const edge of edges)
        expect(edge.querySelector('path')?.getAttribute('d'), name).toMatch(
          /^M[\d.-]+ [\d.-]+( L[\d.-]+ [\d.-]+)+$/,
        );
    }
  });

  it('marks initial and final states in the diagram', () => {
    const svg = page('startup').querySelector('svg.diagram')!;
    const starts = [...svg.querySelectorAll('[data-initial]')].map((e) =>
      e.getAttribute('data-initial'),
    );
    // The chart's own start and that of each non-parallel compound state: ready.screen and ready.sync.
    expect(starts.sort()).toEqual(['', 'ready.screen', 'ready.sync']);
    expect(svg.querySelector('g.state.parallel[data-state="ready"]')).not.toBeNull();
    // Every start dot has its arrow; a parallel chart (game list) has no single start at the top.
    for (const name of Object.keys(machines)) {
      const diagram = page(name).querySelector('svg.diagram')!;
      const dots = [...diagram.querySelectorAll('circle.start')].map((c) =>
        c.getAttribute('data-start'),
      );
      const arrows = [...diagram.querySelectorAll('[data-initial]')].map((e) =>
        e.getAttribute('data-initial'),
      );
      expect(dots.sort(), name).toEqual(arrows.sort());
    }
    expect(page('gameList').querySelector('svg.diagram circle.start[data-start=""]')).toBeNull();
    const regionLanguage = page('regionLanguage').querySelector('svg.diagram')!;
    expect(
      regionLanguage.querySelector('g.state.final[data-state="switchingRegion"]'),
    ).not.toBeNull();
  });

  it('lists generated paths that reach every state', () => {
    for (const [name, machine] of Object.entries(machines)) {
      const doc = page(name);
      const reached = new Set(
        [...doc.querySelectorAll('#paths-h ~ ol.paths .path a')].map((a) => a.getAttribute('href')),
      );
      for (const node of stateNodes(machine)) {
        if (Object.keys(node.states).length) continue;
        expect(
          reached.has(`#state-${stateKey(node).replace(/\./g, '-')}`),
          `${name}: a path reaches ${stateKey(node)}`,
        ).toBe(true);
      }
    }
  });

  it("lists the paths the Playwright run walks for a chart with an adapter, in the adapter's words", () => {
    const walked = adapterPaths('startup');
    expect(walked?.length).toBeGreaterThan(0);
    const section = page('startup').querySelector('#paths-h')!.parentElement!;
    const lists = section.querySelectorAll('ol.paths');
    const first = lists[0]!.querySelectorAll(':scope > li');
    expect(first).toHaveLength(walked!.length);
    expect(first[0]!.querySelector('.start .to')?.textContent).toBe(walked![0]!.steps[0]!.words);
    expect([...first[0]!.querySelectorAll('.event')].map((e) => e.textContent)).toEqual(
      walked![0]!.steps.slice(1).map((s) => s.event),
    );
  });

  it('says so for a chart without an adapter, and still lists the paths through its structure', async () => {
    // Every chart of machines/ has an adapter: a chart of this test's own has none.
    expect(adapterPaths(unadapted.id)).toBeNull();
    const own = mkdtempSync(join(tmpdir(), 'flow-book-unadapted-'));
    try {
      await writeBook({
        machines: { [unadapted.id]: unadapted },
        root,
        outDir: own,
        lastRun: join(root, fixture),
        writeShots: copyShots,
      });
      const doc = parse(readFileSync(join(own, pageOf(unadapted.id)), 'utf8'));
      const section = doc.querySelector('#paths-h')!.parentElement!;
      expect(section.textContent).toContain('This chart has no adapter in e2e/models/ yet');
      expect(section.querySelectorAll('ol.paths').length).toBeGreaterThan(0);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it("shows the run's BN and EN screenshots of a state, and says so where there is none", () => {
    const doc = page('startup');
    const maintenance = doc.getElementById('state-ready-screen-showingMaintenance')!;
    const images = [...maintenance.querySelectorAll('img')];
    expect(images.map((i) => i.getAttribute('alt'))).toEqual([
      'The site in Bengali in state ready.screen.showingMaintenance: the maintenance screen',
      'The site in English in state ready.screen.showingMaintenance: the maintenance screen',
    ]);
    expect([...maintenance.querySelectorAll('figcaption')].map((f) => f.textContent)).toEqual([
      'BN: the maintenance screen (taken in ready.screen.showingMaintenance + ready.sync.idle)',
      'EN: the maintenance screen (taken in ready.screen.showingMaintenance + ready.sync.idle)',
    ]);
    // The other region's state and the parents were active in the same step: the same pictures.
    for (const key of ['ready-sync-idle', 'ready', 'ready-screen']) {
      expect(
        [...doc.getElementById(`state-${key}`)!.querySelectorAll('img')].map((i) =>
          i.getAttribute('src'),
        ),
        key,
      ).toEqual(images.map((i) => i.getAttribute('src')));
    }
    // A state with no screen of its own says why.
    expect(doc.getElementById('state-readingStatusCache')!.textContent).toContain(
      'no screen of its own: read from storage within the same task',
    );
    for (const img of images)
      expect(readFileSync(join(out, img.getAttribute('src')!))).toEqual(expect.any(Buffer));
    expect(readFileSync(join(out, images[0]!.getAttribute('src')!))).toEqual(
      readFileSync(join(root, 'tests/scripts/fixtures/flows/shots/startup-maintenance-bn.png')),
    );
    const fetching = doc.getElementById('state-fetchingStatus')!;
    expect(fetching.querySelectorAll('img')).toHaveLength(1);
    expect(fetching.textContent).toContain('No screenshot yet');
    expect(fetching.textContent).toContain('EN: the last run did not reach this state in English.');
    expect(doc.getElementById('state-ready-sync-refreshing')!.textContent).toContain(
      'BN: the last run did not reach this state in Bengali.',
    );
    // ready, ready.screen, ready.sync, showingMaintenance and idle have both languages.
    expect(book.charts.find((c) => c.name === 'startup')?.shots).toBe(5);
    // What `npm run flows` warns about: no pictures in both languages and no reason why.
    const unshown = book.charts.find((c) => c.name === 'startup')!.unshown;
    expect(unshown).toContain('fetchingStatus');
    expect(unshown).not.toContain('readingStatusCache');
    expect(unshown).not.toContain('ready.sync.idle');
    expect(unshown).toHaveLength(stateNodes(machines.startup).length - 6);
  });

  it("shows which paths passed and failed, with the trace of a failure and the run's date", () => {
    const run = page('startup').querySelector('#run-h')!.parentElement!;
    expect(run.textContent).toContain('1 passed, 1 failed, 0 skipped');
    const failed = run.querySelector('li.failed')!;
    expect(failed.textContent).toContain('preparing → fetching status → failed → retry');
    expect(failed.querySelector('.error')?.textContent).toBe(
      'expect(locator).toBeVisible() failed: heading "Something went wrong"',
    );
    const trace = [...failed.querySelectorAll('a')].find((a) => a.textContent?.includes('trace'));
    expect(resolve(out, trace!.getAttribute('href')!)).toBe(
      join(root, 'tests/scripts/fixtures/flows/traces/startup-failed/trace.zip'),
    );
    const passed = run.querySelector('li.passed')!;
    expect(
      [...passed.querySelectorAll('a')].filter((a) => a.textContent?.includes('trace')),
    ).toEqual([]);
    // The run's own steps, in the run's words, each linked to its state.
    expect([...passed.querySelectorAll('.run-steps li')].map((li) => li.textContent)).toEqual([
      'readingStatusCache: reading the saved status',
      'fetchingStatus: a loading screen',
      'ready.screen.showingMaintenance + ready.sync.idle: the maintenance screen',
    ]);
    expect(passed.querySelector('.run-steps a')?.getAttribute('href')).toBe(
      '#state-readingStatusCache',
    );
    expect(run.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T18:00:00.000Z');
    // A run path names its chart in either spelling.
    expect(page('gameList').querySelector('#run-h')!.parentElement!.textContent).toContain(
      '0 passed, 0 failed, 1 skipped',
    );
  });

  it('refers to nothing on the network and to nothing outside the book but a trace', () => {
    for (const file of book.files.filter((f) => /\.(html|css)$/.test(f))) {
      const text = readFileSync(join(out, file), 'utf8');
      expect(text, file).not.toMatch(/https?:\/\//);
      expect(text, file).not.toMatch(/<script|@import|url\((?!#)/);
      for (const [, ref] of text.matchAll(/(?:src|href)="([^"]*)"/g)) {
        if (ref!.startsWith('#') || ref!.endsWith('trace.zip')) continue;
        expect(
          existsSync(resolve(join(out, file), '..', ref!.split('#')[0]!)),
          `${file} → ${ref}`,
        ).toBe(true);
      }
    }
  });
});

describe('flow book without a recorded run', () => {
  it('still builds, and says no run has been recorded', async () => {
    const out = mkdtempSync(join(tmpdir(), 'flow-book-'));
    try {
      const { startup } = machines;
      await writeBook({
        machines: { startup },
        root,
        outDir: out,
        lastRun: join(out, 'none.json'),
        writeShots: copyShots,
      });
      const index = parse(readFileSync(join(out, 'index.html'), 'utf8'));
      expect(index.querySelector('.no-run')?.textContent).toContain(
        'No model-generated Playwright run has been recorded yet',
      );
      const doc = parse(readFileSync(join(out, 'startup.html'), 'utf8'));
      expect(doc.querySelectorAll('img')).toHaveLength(0);
      expect(doc.querySelectorAll('.shot.none')).toHaveLength(2 * stateNodes(startup).length);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
