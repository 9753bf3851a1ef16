import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { adapterPaths, type AdapterPath } from './adapter-paths.ts';
import { bookChart, type BookChart, type BookState } from './chart-graph.ts';
import { chartSvg } from './diagram.ts';
import { escapeHtml as h } from './html.ts';
import {
  chartMatches,
  LANGUAGES,
  mergeRuns,
  readLastRun,
  shotsByState,
  unseenByState,
  type Language,
  type LastRun,
  type RunPath,
  type Shot,
} from './last-run.ts';
import { chartPaths, SIMPLE_PATH_STEPS, SIMPLE_PATHS_PER_CHART, type BookPath } from './paths.ts';
import { BOOK_CSS } from './style.ts';

export const BOOK_DIR = 'docs/flows';
/**
 * The book's own copy of the run record it was built from (committed with it), its screenshots named
 * as the book's files. The next build merges it with the local run chart by chart, so a run of one
 * chart, or a clone that has no run of its own, keeps every other chart's paths and screenshots.
 */
export const BOOK_RUN = 'last-run.json';

/** A screenshot to put into the book: from the run's file to the book's file (relative to the book). */
export interface ShotCopy {
  from: string;
  to: string;
}
/** Writes the book's screenshots; the real build downscales them, tests copy them. */
export type ShotWriter = (copies: ShotCopy[], outDir: string) => Promise<void>;

export const copyShots: ShotWriter = async (copies, outDir) => {
  for (const c of copies) {
    mkdirSync(dirname(join(outDir, c.to)), { recursive: true });
    copyFileSync(c.from, join(outDir, c.to));
  }
};

export interface BookOptions {
  machines: Record<string, AnyStateMachine>;
  /** The repository's root: paths in the run record are relative to it. */
  root: string;
  /** Where the book is written (emptied first). */
  outDir: string;
  /** The run record; a missing file means no run has been recorded. */
  lastRun: string;
  writeShots: ShotWriter;
  /** The paths the end-to-end run walks for a chart, null without an adapter (default: the run's own generator). */
  runPathsOf?: (chart: string) => AdapterPath[] | null;
  /** Why a chart's states have no screen, for states the run recorded no reason for (default: none). */
  unseenOf?: (chart: string) => Map<string, string>;
  /** File name of a screenshot in the book (the real build writes JPEG). */
  shotName?: (chart: string, state: string, lang: Language) => string;
}

export interface BookResult {
  /** Files written, relative to outDir. */
  files: string[];
  charts: Array<{
    name: string;
    states: number;
    transitions: number;
    paths: number;
    walked: number | null;
    shots: number;
    /** States with no screenshot in BN or EN, and no reason from the run why they have no screen. */
    unshown: string[];
    /** States without BN and EN screenshots that have a reason (no screen of their own, or out of the build's reach). */
    explained: string[];
  }>;
  run: LastRun | null;
}

/** Writes the whole book: index.html, one page per chart, the stylesheet and the screenshots. */
export async function writeBook(options: BookOptions): Promise<BookResult> {
  const { outDir } = options;
  const shotName =
    options.shotName ?? ((chart, state, lang) => `shots/${chart}/${fileSafe(state)}-${lang}.png`);
  // The book's screenshots are set aside before the book is emptied: a chart whose newest record is
  // the book's own takes its screenshots from there, as they are (already downscaled).
  const kept = keepBookRun(outDir);
  try {
    rmSync(outDir, { recursive: true, force: true });
    return await buildBook(options, mergeRuns(kept?.run ?? null, readLastRun(options.lastRun)), {
      shotName,
      keptShots: kept?.shots ?? null,
    });
  } finally {
    if (kept) rmSync(kept.shots, { recursive: true, force: true });
  }
}

/** The book's run record with its screenshot paths pointing at a copy of the book's screenshots. */
function keepBookRun(outDir: string): { run: LastRun; shots: string } | null {
  const record = join(outDir, BOOK_RUN);
  if (!existsSync(record)) return null;
  const run = readLastRun(record);
  if (!run) return null;
  const shots = mkdtempSync(join(tmpdir(), 'flow-book-shots-'));
  if (existsSync(join(outDir, 'shots')))
    cpSync(join(outDir, 'shots'), join(shots, 'shots'), { recursive: true });
  for (const path of run.paths)
    for (const step of path.steps)
      for (const lang of LANGUAGES) {
        const shot = step.screenshots[lang];
        if (shot) step.screenshots[lang] = join(shots, shot);
      }
  return { run, shots };
}

async function buildBook(
  options: BookOptions,
  run: LastRun | null,
  {
    shotName,
    keptShots,
  }: { shotName: NonNullable<BookOptions['shotName']>; keptShots: string | null },
): Promise<BookResult> {
  const { outDir, root } = options;
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  const files: string[] = [];
  const write = (name: string, content: string) => {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), content);
    files.push(name);
  };
  write('assets/book.css', BOOK_CSS);

  const copies: ShotCopy[] = [];
  const charts: BookResult['charts'] = [];
  for (const [name, machine] of Object.entries(options.machines)) {
    const chart = bookChart(name, machine);
    const paths = chartPaths(machine);
    const walked = (options.runPathsOf ?? adapterPaths)(name);
    const shots = shotsByState(run, name, root);
    const unseen = new Map([...(options.unseenOf?.(name) ?? []), ...unseenByState(run, name)]);
    const chosen = new Map<string, Partial<Record<Language, { src: string; shot: Shot }>>>();
    for (const state of chart.states) {
      const entry: Partial<Record<Language, { src: string; shot: Shot }>> = {};
      for (const lang of LANGUAGES) {
        const shot = shotFor(state, chart, shots, lang);
        if (!shot) continue;
        const src = shotName(name, shot.state, lang);
        if (!copies.some((c) => c.to === src)) copies.push({ from: shot.file, to: src });
        entry[lang] = { src, shot };
      }
      chosen.set(state.key, entry);
    }
    const runPaths = run?.paths.filter((p) => chartMatches(p.chart, name)) ?? [];
    const svg = await chartSvg(chart);
    write(
      pageOf(name),
      chartPage(chart, svg, paths, walked, chosen, unseen, runPaths, run, { root, outDir }),
    );
    write(`diagrams/${pageOf(name)}`, diagramPage(chart, svg));
    charts.push({
      name,
      states: chart.states.length,
      transitions: chart.transitions.length,
      paths: paths.length,
      walked: walked?.length ?? null,
      shots: [...chosen.values()].filter((e) => e.bn && e.en).length,
      unshown: chart.states
        .filter((st) => !unseen.has(st.key) && !(chosen.get(st.key)?.bn && chosen.get(st.key)?.en))
        .map((st) => st.key),
      explained: chart.states
        .filter((st) => unseen.has(st.key) && !(chosen.get(st.key)?.bn && chosen.get(st.key)?.en))
        .map((st) => st.key),
    });
  }
  const fromBook = (c: ShotCopy) => keptShots !== null && c.from.startsWith(`${keptShots}/`);
  await options.writeShots(
    copies.filter((c) => !fromBook(c)),
    outDir,
  );
  await copyShots(copies.filter(fromBook), outDir);
  files.push(...copies.map((c) => c.to));
  write('index.html', indexPage(charts, run));
  if (run)
    write(BOOK_RUN, bookRun(run, options.machines, shotName, new Set(copies.map((c) => c.to))));
  return { files, charts, run };
}

/**
 * The run record as the book keeps it: a step's screenshot is the book's file of its state when the
 * book has that file, else none. One path per line, so a new run of one chart changes its lines only.
 */
function bookRun(
  run: LastRun,
  machines: Record<string, unknown>,
  shotName: NonNullable<BookOptions['shotName']>,
  written: Set<string>,
): string {
  const paths = run.paths.map((path) => {
    const chart = Object.keys(machines).find((name) => chartMatches(path.chart, name));
    // Keys in one order whatever the record was read from, so a rebuild without a new run writes the same bytes.
    const { chart: name, title, status, error, trace, ranAt } = path;
    return {
      chart: name,
      title,
      status,
      error,
      trace,
      ranAt,
      steps: path.steps.map(({ state, states, unseen, event, words, screenshots: shots }) => {
        const screenshots: Partial<Record<Language, string>> = {};
        for (const lang of LANGUAGES) {
          const file = chart && shots[lang] ? shotName(chart, state, lang) : null;
          if (file && written.has(file)) screenshots[lang] = file;
        }
        return { state, states, unseen, event, words, screenshots };
      }),
    };
  });
  return `{"generatedAt":${JSON.stringify(run.generatedAt)},"paths":[\n${paths.map((p) => JSON.stringify(p)).join(',\n')}\n]}\n`;
}

/** A step's states as a file name: `ready.screen.showingApp + ready.sync.idle` → `ready.screen.showingApp+ready.sync.idle`. */
export const fileSafe = (state: string) =>
  state.replace(/\s*\+\s*/g, '+').replace(/[^A-Za-z0-9.+_-]/g, '_');

export const pageOf = (chart: string) =>
  `${chart.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.html`;
const anchorOf = (key: string) => `state-${key.replace(/\./g, '-')}`;

/** The state's screenshot, else the first of a descendant's (a compound state shows what its children show). */
function shotFor(
  state: BookState,
  chart: BookChart,
  shots: Map<string, Partial<Record<Language, Shot>>>,
  lang: Language,
): Shot | undefined {
  const own = shots.get(state.key)?.[lang];
  if (own) return own;
  // A record without every active state per step: the chart was in this state while in the child.
  for (const s of chart.states) {
    if (s.key.startsWith(`${state.key}.`)) {
      const shot = shots.get(s.key)?.[lang];
      if (shot) return { ...shot, seen: { through: s.key } };
    }
  }
  return undefined;
}

function layout(title: string, crumbs: string, body: string, up = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<link rel="stylesheet" href="${up}assets/book.css">
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
<header class="top"><nav aria-label="Flow book">${crumbs}</nav></header>
<main id="main" tabindex="-1">
${body}
</main>
<footer class="foot"><p>Generated by <code>npm run flows</code> from <code>machines/index.ts</code> and the last model-generated Playwright run. Do not edit by hand.</p></footer>
</body>
</html>
`;
}

function runSummary(run: LastRun | null, paths: RunPath[] | null): string {
  if (!run)
    return '<p class="no-run">No model-generated Playwright run has been recorded yet (no <code>reports/flows/last-run.json</code>), so there are no screenshots and no pass/fail results. Run <code>npm run test:e2e:models</code>, then <code>npm run flows</code>.</p>';
  const list = paths ?? run.paths;
  const count = (s: RunPath['status']) => list.filter((p) => p.status === s).length;
  // Runs of single charts are merged chart by chart: a chart's page gives when its own paths ran.
  const times = [...new Set(list.map((p) => p.ranAt ?? run.generatedAt))].sort();
  const at = times.at(-1) ?? run.generatedAt;
  const earliest = times.length > 1 ? times[0]! : null;
  const time = (iso: string) =>
    `<time datetime="${h(iso)}">${h(iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z'))}</time>`;
  return `<p>Last run: ${time(at)}${earliest ? ` (the charts' paths ran between ${time(earliest)} and then; each chart's page says when its own ran)` : ''}. Paths: <strong>${count('passed')} passed</strong>, <strong>${count('failed')} failed</strong>, ${count('skipped')} skipped.</p>`;
}

function indexPage(charts: BookResult['charts'], run: LastRun | null): string {
  const rows = charts
    .map((c) => {
      const paths = run?.paths.filter((p) => chartMatches(p.chart, c.name)) ?? [];
      const outcome = run
        ? paths.length
          ? `${paths.filter((p) => p.status === 'passed').length} passed, ${paths.filter((p) => p.status === 'failed').length} failed${paths.some((p) => p.status === 'skipped') ? `, ${paths.filter((p) => p.status === 'skipped').length} skipped` : ''}`
          : 'not in the run'
        : 'no run yet';
      return `<tr><th scope="row"><a href="${pageOf(c.name)}">${h(c.name)}</a></th><td>${c.states}</td><td>${c.transitions}</td><td>${c.paths}</td><td>${c.walked ?? 'no adapter yet'}</td><td>${c.shots} of ${c.states} (${percent(c.shots, c.states)})</td><td>${c.explained.length}</td><td>${outcome}</td></tr>`;
    })
    .join('\n');
  const total = coverage(charts);
  const sum = (count: (c: BookResult['charts'][number]) => number) =>
    charts.reduce((n, c) => n + count(c), 0);
  const totalRow = `<tr><th scope="row">All ${charts.length} charts</th><td>${total.states}</td><td>${sum((c) => c.transitions)}</td><td>${sum((c) => c.paths)}</td><td>${sum((c) => c.walked ?? 0)}</td><td>${total.shots} of ${total.states} (${percent(total.shots, total.states)})</td><td>${total.explained}</td><td></td></tr>`;
  const summary = `<p class="coverage"><strong>${total.shots} of ${total.states} states (${percent(total.shots, total.states)})</strong> have Bengali and English screenshots. Of the other ${total.states - total.shots}: <strong>${total.explained}</strong> with the reason on their chart's page (the site leaves the state within the same step, the state has no view of its own, or the stock build cannot reach it); <strong>${total.unshown}</strong> with neither a screenshot nor a reason.</p>`;
  const body = `<h1>Flow book</h1>
<p class="lead">Every chart of the site: what the player sees in each state, how one state leads to the next, and which paths the model-generated Playwright run drove the real site along.</p>
<section aria-labelledby="run-h"><h2 id="run-h">Last run</h2>${runSummary(run, null)}</section>
<section aria-labelledby="charts-h"><h2 id="charts-h">Charts</h2>
${summary}
<div class="table-scroll" role="region" aria-labelledby="charts-h" tabindex="0">
<table>
<thead><tr><th scope="col">Chart</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">Paths through the chart</th><th scope="col">Paths the Playwright run walks</th><th scope="col">States with BN and EN screenshots</th><th scope="col">States without, with the reason</th><th scope="col">Playwright paths in the last run</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
${totalRow}
</tfoot>
</table>
</div>
</section>
<section aria-labelledby="read-h"><h2 id="read-h">How to read a chart page</h2>
<ul>
<li><strong>Diagram</strong>: boxes are states, a box inside a box is a state within a state, dashed boxes are regions that run at the same time, a black dot marks where a chart or state starts, a double border marks a final state. Arrows carry the event and, in brackets, the condition.</li>
<li><strong>States</strong>: what each state means, and the screenshots (Bengali and English) the last run took in it.</li>
<li><strong>Generated paths</strong>: first the paths the Playwright run walks (for a chart with an adapter in <code>e2e/models/</code>: <code>xstate/graph</code> over the chart with the adapter's events, in its words); then, for every chart, paths listed by <code>xstate/graph</code> from the chart's structure alone: the shortest path to every state, then simple paths (no state twice, at most ${SIMPLE_PATH_STEPS} steps, at most ${SIMPLE_PATHS_PER_CHART} per chart) chosen so that together they take every move. Conditions are written, not evaluated, so a path can ask for a condition the site cannot meet at that point.</li>
<li><strong>Last run</strong>: the Playwright paths and whether they passed, with the trace of a failure.</li>
</ul>
</section>`;
  return layout('Flow book', '<span aria-current="page">Flow book</span>', body);
}

function chartPage(
  chart: BookChart,
  svg: string,
  paths: BookPath[],
  walked: AdapterPath[] | null,
  shots: Map<string, Partial<Record<Language, { src: string; shot: Shot }>>>,
  unseen: Map<string, string>,
  runPaths: RunPath[],
  run: LastRun | null,
  where: { root: string; outDir: string },
): string {
  const byKey = new Map(chart.states.map((s) => [s.key, s]));
  const stateLink = (key: string) =>
    byKey.has(key) ? `<a href="#${anchorOf(key)}">${h(key)}</a>` : h(key);
  const states = chart.states
    .map((s) => stateEntry(s, shots.get(s.key) ?? {}, unseen.get(s.key), !!run))
    .join('\n');
  const events = chart.transitions
    .map(
      (t) =>
        `<tr><td data-label="Event"><code>${h(t.eventWords)}</code>${t.event && t.event !== t.eventWords ? `<br><small>${h(t.event)}</small>` : ''}</td><td data-label="From">${t.source ? stateLink(t.source) : '(any state)'}</td><td data-label="To">${t.targets.length ? t.targets.map(stateLink).join(', ') : `stays${t.reenter ? ' (restarts it)' : ''}`}</td><td data-label="Condition">${t.guard ? `<code>${h(t.guard)}</code>` : '–'}</td><td data-label="Note">${h(t.description)}</td></tr>`,
    )
    .join('\n');
  const shortest = paths.filter((p) => p.kind === 'shortest');
  const simple = paths.filter((p) => p.kind === 'simple');
  const pathList = (list: BookPath[]) =>
    `<ol class="paths">${list
      .map(
        (p) =>
          `<li><ol class="path"><li class="start">${p.start.map(stateLink).join(' + ')}</li>${p.steps
            .map(
              (s) =>
                `<li><span class="event">${h(s.event)}</span> <span class="to">${s.states.map(stateLink).join(' + ')}</span></li>`,
            )
            .join('')}</ol></li>`,
      )
      .join('\n')}</ol>`;
  const runList = runPaths.length
    ? `<ol class="run">${runPaths
        .map((p) => {
          const trace = p.trace ? relative(where.outDir, resolve(where.root, p.trace)) : '';
          const steps = p.steps.length
            ? `<details><summary>Its ${p.steps.length} steps</summary><ol class="run-steps">${p.steps
                .map(
                  (s) =>
                    `<li>${s.state
                      .split(' + ')
                      .map((k) => stateLink(k.trim()))
                      .join(' + ')}${s.words ? `: ${h(s.words)}` : ''}</li>`,
                )
                .join('')}</ol></details>`
            : '';
          return `<li class="${p.status}"><span class="status">${p.status}</span> ${h(p.title)}${p.status === 'failed' && p.error ? `<p class="error">${h(p.error)}</p>` : ''}${trace ? `<p><a href="${h(trace)}">Playwright trace of this failure</a> (open with <code>npx playwright show-trace ${h(p.trace ?? '')}</code>)</p>` : ''}${steps}</li>`;
        })
        .join('\n')}</ol>`
    : `<p>${run ? 'The last run drove no path of this chart.' : 'No run recorded yet.'}</p>`;
  const body = `<h1>${h(chart.name)}</h1>
${chart.description ? `<p class="lead">${h(chart.description)}</p>` : ''}
<p>Source: <code>machines/${pageOf(chart.name).replace(/\.html$/, '')}.machine.ts</code>. ${chart.states.length} states, ${chart.transitions.length} transitions, ${paths.length} generated paths.</p>
<nav aria-label="On this page" class="toc"><ul><li><a href="#diagram-h">Diagram</a></li><li><a href="#states-h">States</a></li><li><a href="#events-h">Events</a></li><li><a href="#paths-h">Generated paths</a></li><li><a href="#run-h">Last run</a></li></ul></nav>
<section aria-labelledby="diagram-h"><h2 id="diagram-h">Diagram</h2>
<p class="hint">Too small or too wide? <a href="diagrams/${pageOf(chart.name)}">Open the diagram on a page of its own</a> to zoom and scroll. The states and events below say the same in words.</p>
<div class="diagram-scroll" role="region" aria-labelledby="diagram-h" tabindex="0">
${svg}
</div>
</section>
<section aria-labelledby="states-h"><h2 id="states-h">States</h2>
${states}
</section>
<section aria-labelledby="events-h"><h2 id="events-h">Events</h2>
<div class="table-scroll" role="region" aria-labelledby="events-h" tabindex="0">
<table class="stack">
<thead><tr><th scope="col">Event</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Condition</th><th scope="col">Note</th></tr></thead>
<tbody>
${events}
</tbody>
</table>
</div>
</section>
<section aria-labelledby="paths-h"><h2 id="paths-h">Generated paths</h2>
${walkedList(walked, stateLink)}
<h3>Through the chart: the shortest path to every state (${shortest.length})</h3>
<p class="hint">Every guarded branch is a step of its own here and conditions are not evaluated.</p>
${pathList(shortest)}
<h3>Through the chart: further simple paths (${simple.length})</h3>
${simple.length ? pathList(simple) : '<p>None: the shortest paths already take every move of this chart.</p>'}
</section>
<section aria-labelledby="run-h"><h2 id="run-h">Last run</h2>
${runSummary(run, runPaths)}
${runList}
</section>`;
  return layout(
    `${chart.name}: Flow book`,
    `<a href="index.html">Flow book</a> <span aria-hidden="true">›</span> <span aria-current="page">${h(chart.name)}</span>`,
    body,
  );
}

/** The book's coverage over the given charts: states, those with BN and EN screenshots, those explained, those neither. */
export function coverage(charts: BookResult['charts']): {
  states: number;
  shots: number;
  explained: number;
  unshown: number;
} {
  const sum = (count: (c: BookResult['charts'][number]) => number) =>
    charts.reduce((n, c) => n + count(c), 0);
  return {
    states: sum((c) => c.states),
    shots: sum((c) => c.shots),
    explained: sum((c) => c.explained.length),
    unshown: sum((c) => c.unshown.length),
  };
}

/** A share as a whole percentage rounded down (94.9 % is not 95 %): `251 of 319` → `78 %`. */
export const percent = (part: number, whole: number) =>
  `${whole === 0 ? 0 : Math.floor((100 * part) / whole)} %`;

/** The paths the Playwright run walks, in the adapter's words, or why there are none. */
function walkedList(walked: AdapterPath[] | null, stateLink: (key: string) => string): string {
  if (!walked)
    return '<h3>Walked by the Playwright run</h3><p>This chart has no adapter in <code>e2e/models/</code> yet, so the model-generated Playwright run does not walk it.</p>';
  const items = walked
    .map(
      (p) =>
        `<li>${p.scenario ? `<p class="scenario">${h(p.scenario)}</p>` : ''}<ol class="path">${p.steps
          .map(
            (s, i) =>
              `<li${i === 0 ? ' class="start"' : ''}>${i === 0 ? '' : `<span class="event">${h(s.event)}</span> `}<span class="to">${h(s.words)}</span> <small>(${s.states.map(stateLink).join(' + ')})</small></li>`,
          )
          .join('')}</ol></li>`,
    )
    .join('\n');
  return `<h3>Walked by the Playwright run (${walked.length})</h3>
<p class="hint">From <code>xstate/graph</code> over the chart with the events of its adapter in <code>e2e/models/</code>, in the adapter's words: what the player sees, and (highlighted) what the player does or the server answers.</p>
<ol class="paths">${items}</ol>`;
}

/** The diagram alone at its full size, for zooming on a phone. */
function diagramPage(chart: BookChart, svg: string): string {
  const crumbs = `<a href="../index.html">Flow book</a> <span aria-hidden="true">›</span> <a href="../${pageOf(chart.name)}">${h(chart.name)}</a> <span aria-hidden="true">›</span> <span aria-current="page">diagram</span>`;
  const body = `<h1>${h(chart.name)}: diagram</h1>
<p class="hint">At full size; the chart's page lists the same states and events in words.</p>
<div class="diagram-full">
${svg}
</div>`;
  return layout(`${chart.name} diagram: Flow book`, crumbs, body, '../');
}

function stateEntry(
  state: BookState,
  shots: Partial<Record<Language, { src: string; shot: Shot }>>,
  unseen: string | undefined,
  ran: boolean,
): string {
  const kinds = [
    state.initial ? 'initial' : '',
    state.kind === 'final' ? 'final' : '',
    state.kind === 'parallel' ? 'parallel: its regions run at once' : '',
    state.region ? 'region' : '',
    ...state.tags.map((t) => `tag: ${t}`),
  ].filter(Boolean);
  const meta = Object.entries(state.meta)
    .map(
      ([k, v]) =>
        `<li><strong>${h(k)}</strong>: ${h(typeof v === 'string' ? v : JSON.stringify(v))}</li>`,
    )
    .join('');
  const figure = (lang: Language) => {
    const entry = shots[lang];
    const language = lang === 'bn' ? 'Bengali' : 'English';
    if (!entry) {
      const why = unseen
        ? `no screen of its own: ${h(unseen)}`
        : ran
          ? `the last run did not reach this state in ${language}.`
          : 'no run recorded yet.';
      return `<figure class="shot none"><div class="missing">No screenshot yet</div><figcaption>${lang.toUpperCase()}: ${why}</figcaption></figure>`;
    }
    const seen = entry.shot.seen;
    const seenIn = seen
      ? 'through' in seen
        ? ` (seen through ${h(seen.through)})`
        : ` (no view of its own; taken beside ${h(seen.beside)})`
      : entry.shot.state === state.key
        ? ''
        : ` (taken in ${h(entry.shot.state)})`;
    const alt = `The site in ${language} in state ${state.key}${entry.shot.words ? `: ${entry.shot.words}` : ''}`;
    return `<figure class="shot"><img src="${h(entry.src)}" alt="${h(alt)}" loading="lazy"><figcaption>${lang.toUpperCase()}${entry.shot.words ? `: ${h(entry.shot.words)}` : ''}${seenIn}</figcaption></figure>`;
  };
  const depth = state.key.split('.').length;
  return `<article class="state depth-${Math.min(depth, 4)}" id="${anchorOf(state.key)}" aria-labelledby="${anchorOf(state.key)}-h">
<h3 id="${anchorOf(state.key)}-h"><code>${h(state.key)}</code></h3>
${kinds.length ? `<p class="kinds">${kinds.map((k) => `<span>${h(k)}</span>`).join(' ')}</p>` : ''}
<p>${state.description ? h(state.description) : '<em>No description in the chart.</em>'}</p>
${meta ? `<ul class="meta">${meta}</ul>` : ''}
<div class="shots">${LANGUAGES.map(figure).join('')}</div>
</article>`;
}
