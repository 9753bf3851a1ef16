// @vitest-environment jsdom
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { copyShots, writeBook, type BookResult } from '../../scripts/flows/book.ts';
import { creditedStates, type RunPath } from '../../scripts/flows/last-run.ts';

// Issue 50: the flow book counts a screenshot for every state the run's record proves the chart was
// in when it was taken (a compound state through its child, a parallel state through its regions'
// states, a region with no view of its own that the chart rested in), never for a state the site left
// within the same step, and its index gives the coverage with the total and the percentage.

type Step = RunPath['steps'][number];
const step = (states: string[], unseen: Record<string, string> = {}): Step => ({
  state: states.filter((k) => !states.some((o) => o.startsWith(`${k}.`))).join(' + '),
  states,
  unseen,
  event: '',
  words: '',
  screenshots: {},
});
const credited = (s: Step, next?: Step) =>
  Object.fromEntries(creditedStates(s, next).map(({ key, seen }) => [key, seen ?? 'own']));

describe('the states a step’s screenshot counts for', () => {
  it('are its checked states, and a compound state through its checked child', () => {
    const s = step(['open', 'open.form', 'open.form.editing'], { open: 'seen through the form' });
    expect(credited(s)).toEqual({
      open: { through: 'open.form.editing' },
      'open.form': 'own',
      'open.form.editing': 'own',
    });
  });

  it('are a parallel state through each of its regions’ checked states', () => {
    const s = step(['ready', 'ready.screen', 'ready.screen.app', 'ready.sync', 'ready.sync.idle'], {
      ready: 'seen through its regions',
      'ready.screen': 'seen through its states',
    });
    expect(credited(s)).toMatchObject({
      ready: { through: 'ready.screen.app + ready.sync.idle' },
      'ready.screen': { through: 'ready.screen.app' },
    });
  });

  it('are a region with no view of its own only while the chart rests in it, never a state left within the step', () => {
    const now = step(
      ['list', 'list.showing', 'scroll', 'scroll.ready', 'form', 'form.validating'],
      {
        scroll: 'seen through its states',
        'scroll.ready': 'no view of its own',
        'form.validating': 'the rules run within the same task',
      },
    );
    const next = step(['list', 'list.showing', 'scroll', 'scroll.ready', 'form', 'form.editing']);
    expect(credited(now, next)).toEqual({
      list: 'own',
      'list.showing': 'own',
      scroll: { beside: 'list.showing + form' },
      'scroll.ready': { beside: 'list.showing + form' },
      form: 'own',
    });
    // The path's last step: nothing shows that the chart stayed in the unchecked states.
    expect(Object.keys(credited(now))).toEqual(['list', 'list.showing', 'form']);
    // A step whose every state is unchecked credits none.
    expect(credited(step(['a', 'a.b'], { a: 'x', 'a.b': 'y' }), step(['a', 'a.b']))).toEqual({});
  });
});

/** Two regions: the form checks its rules within the same task; the throttle has no view of its own. */
const tiny = createMachine({
  id: 'tinyChart',
  type: 'parallel',
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: { description: 'The form.', on: { submit: 'validating' } },
        validating: { description: 'The rules run.', on: { valid: 'sent' } },
        sent: { description: 'Sent.', type: 'final' },
      },
    },
    throttle: {
      initial: 'ready',
      states: {
        ready: { description: 'Asks at once.', on: { ask: 'waiting' } },
        waiting: { description: 'Waits a second.' },
      },
    },
  },
});

describe('the flow book’s coverage', () => {
  let out: string;
  let book: BookResult;
  const root = resolve(__dirname, '../..');
  const shot = 'tests/scripts/fixtures/flows/shots/startup-maintenance-bn.png';
  const parse = (file: string) =>
    new DOMParser().parseFromString(readFileSync(join(out, file), 'utf8'), 'text/html');

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flow-book-coverage-'));
    out = join(dir, 'book');
    mkdirSync(join(dir, 'shots'));
    const shots = (name: string) => {
      for (const lang of ['bn', 'en'])
        copyFileSync(join(root, shot), join(dir, 'shots', `${name}-${lang}.png`));
      return { bn: `shots/${name}-bn.png`, en: `shots/${name}-en.png` };
    };
    const noView = {
      form: 'seen through its states',
      throttle: 'its region',
      'throttle.ready': 'no view of its own',
    };
    const run = {
      generatedAt: '2026-12-07T12:00:00.000Z',
      paths: [
        {
          chart: 'tinyChart',
          title: 'editing → validating → sent',
          status: 'passed',
          steps: [
            {
              ...step(['form', 'form.editing', 'throttle', 'throttle.ready'], noView),
              screenshots: shots('1'),
            },
            {
              ...step(['form', 'form.validating', 'throttle', 'throttle.ready'], {
                ...noView,
                'form.validating': 'the rules run within the same task',
              }),
              screenshots: shots('2'),
            },
            {
              ...step(['form', 'form.sent', 'throttle', 'throttle.ready'], noView),
              screenshots: shots('3'),
            },
          ],
        },
      ],
    };
    writeFileSync(join(dir, 'run.json'), JSON.stringify(run));
    book = await writeBook({
      machines: { tinyChart: tiny },
      root: dir,
      outDir: out,
      lastRun: join(dir, 'run.json'),
      writeShots: copyShots,
      runPathsOf: () => null,
    });
  }, 60_000);
  afterAll(() => rmSync(resolve(out, '..'), { recursive: true, force: true }));

  it('credits the parents and the resting region, not the state left within the step', () => {
    const chart = book.charts[0]!;
    // form, form.editing, form.sent, throttle, throttle.ready: 5 of 7.
    expect(chart.shots).toBe(5);
    expect(chart.explained).toEqual(['form.validating']);
    expect(chart.unshown).toEqual(['throttle.waiting']);
    const doc = parse('tiny-chart.html');
    const captions = (id: string) =>
      [...doc.getElementById(id)!.querySelectorAll('figcaption')].map((f) => f.textContent);
    expect(captions('state-throttle-ready')).toEqual([
      'BN (no view of its own; taken beside form.editing)',
      'EN (no view of its own; taken beside form.editing)',
    ]);
    expect(captions('state-form')[0]).toBe('BN (seen through form.editing)');
    expect(captions('state-form-sent')[0]).toBe('BN (taken in form.sent + throttle.ready)');
    expect(captions('state-form-validating')[0]).toBe(
      'BN: no screen of its own: the rules run within the same task',
    );
  });

  it('gives the total and the percentage on the index', () => {
    const index = parse('index.html');
    expect(index.querySelector('.coverage')?.textContent).toBe(
      "5 of 7 states (71 %) have Bengali and English screenshots. Of the other 2: 1 with the reason on their chart's page (the site leaves the state within the same step, the state has no view of its own, or the stock build cannot reach it); 1 with neither a screenshot nor a reason.",
    );
    const row = [...index.querySelectorAll('tbody tr td')].map((td) => td.textContent);
    expect(row[4]).toBe('5 of 7 (71 %)');
    expect(row[5]).toBe('1');
    const total = [...index.querySelectorAll('tfoot tr > *')].map((c) => c.textContent);
    expect(total[0]).toBe('All 1 charts');
    expect(total[5]).toBe('5 of 7 (71 %)');
  });
});
