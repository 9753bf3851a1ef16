// @vitest-environment jsdom
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { machines } from '../../machines/index.ts';
import { adapters } from '../../e2e/models/adapters.ts';
import type { AnyChartAdapter } from '../../e2e/models/kit/adapter.ts';
import { pageOf } from '../../scripts/flows/book.ts';
import { chartMatches, LANGUAGES } from '../../scripts/flows/last-run.ts';
import { stateKey, stateNodes } from '../machines/helpers/transition-coverage.ts';

// Issue 26: the COMMITTED flow book (docs/flows/, written by `npm run flows` from the last full
// model-generated run) has a page for every chart with an end-to-end adapter, an entry for every state
// of that chart, and a Bengali and an English screenshot on disk for every state the adapter sees; a
// state the adapter leaves unseen shows the adapter's reason instead (or, for a state shown through
// the states within it, their screenshots).

const root = resolve(__dirname, '../..');
// FLOW_BOOK_DIR checks a book written elsewhere (e.g. a trial `npm run flows` build) the same way.
const BOOK = resolve(root, process.env.FLOW_BOOK_DIR ?? 'docs/flows');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** Everything the book lacks for these adapters' charts, one line each; empty when it is complete. */
function bookGaps(bookDir: string, list: AnyChartAdapter[]): string[] {
  const gaps: string[] = [];
  for (const adapter of list) {
    const name = Object.keys(machines).find((key) => chartMatches(adapter.chart, key));
    if (!name) {
      gaps.push(`${adapter.chart}: no chart of that name in machines/index.ts`);
      continue;
    }
    const page = join(bookDir, pageOf(name));
    if (!existsSync(page)) {
      gaps.push(`${adapter.chart}: the book has no page ${pageOf(name)}`);
      continue;
    }
    const doc = parse(readFileSync(page, 'utf8'));
    const entries = new Map(
      [...doc.querySelectorAll('article.state')].map((article) => [
        article.querySelector('h3 code')?.textContent ?? '',
        article,
      ]),
    );
    for (const key of stateNodes(adapter.machine).map(stateKey)) {
      const article = entries.get(key);
      if (!article) {
        gaps.push(`${adapter.chart}: no entry for state ${key}`);
        continue;
      }
      const entry = adapter.states[key];
      for (const lang of LANGUAGES) {
        const figure = [...article.querySelectorAll('figure.shot')].find((f) =>
          f.querySelector('figcaption')?.textContent?.startsWith(lang.toUpperCase()),
        );
        const src = figure?.querySelector('img')?.getAttribute('src');
        const shot = src ? existsSync(join(bookDir, src)) : false;
        if (src && !shot) gaps.push(`${adapter.chart}: ${key} shows ${src}, which is not on disk`);
        else if (entry?.see && !shot)
          gaps.push(
            `${adapter.chart}: ${key} is seen by the adapter but has no ${lang.toUpperCase()} screenshot`,
          );
        else if (
          entry?.unseen &&
          !shot &&
          !figure
            ?.querySelector('figcaption')
            ?.textContent?.includes(`no screen of its own: ${entry.unseen}`)
        ) {
          gaps.push(
            `${adapter.chart}: ${key} is unseen but the book does not give the adapter's reason in ${lang.toUpperCase()}`,
          );
        }
      }
    }
  }
  return gaps;
}

describe('the committed flow book (docs/flows)', () => {
  it.each(adapters.map((a) => [a.chart, a] as const))(
    'has a page, every state and its screenshots or reasons for %s',
    (_, adapter) => {
      expect(bookGaps(BOOK, [adapter])).toEqual([]);
    },
  );
});

describe('the flow book check itself', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'flow-book-check-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const startup = adapters.find((a) => a.chart === 'startup')!;
  const html = readFileSync(join(BOOK, pageOf('startup')), 'utf8');
  const seen = Object.keys(startup.states).find((key) => startup.states[key]?.see)!;
  const unseen = Object.keys(startup.states).find(
    (key) =>
      startup.states[key]?.unseen &&
      !Object.keys(startup.states).some((k) => k.startsWith(`${key}.`)),
  )!;

  /** A copy of the startup page (and the screenshots it shows) changed by `edit`, checked for the startup adapter. */
  function gapsOf(edit: (doc: Document) => void, copyShots = true): string[] {
    const dir = mkdtempSync(join(scratch, 'book-'));
    const doc = parse(html);
    if (copyShots) {
      for (const img of doc.querySelectorAll('figure.shot img')) {
        const src = img.getAttribute('src')!;
        mkdirSync(dirname(join(dir, src)), { recursive: true });
        copyFileSync(join(BOOK, src), join(dir, src));
      }
    }
    edit(doc);
    writeFileSync(join(dir, pageOf('startup')), doc.documentElement.outerHTML);
    return bookGaps(dir, [startup]);
  }
  const articleOf = (doc: Document, key: string) =>
    [...doc.querySelectorAll('article.state')].find(
      (a) => a.querySelector('h3 code')?.textContent === key,
    )!;
  const baseline = gapsOf(() => undefined);

  it('finds a chart whose page the book lacks', () => {
    expect(bookGaps(mkdtempSync(join(scratch, 'empty-')), [startup])).toEqual([
      'startup: the book has no page startup.html',
    ]);
  });

  it('finds a state with no entry', () => {
    const gaps = gapsOf((doc) => articleOf(doc, seen).remove());
    expect(gaps).toHaveLength(baseline.length + 1);
    expect(gaps).toEqual(
      expect.arrayContaining([...baseline, `startup: no entry for state ${seen}`]),
    );
  });

  it('finds a seen state whose screenshots are missing on disk or not shown', () => {
    expect(gapsOf(() => undefined, false)).toEqual(
      expect.arrayContaining([expect.stringContaining(`startup: ${seen} shows shots/`)]),
    );
    const gaps = gapsOf((doc) =>
      articleOf(doc, seen)
        .querySelectorAll('figure.shot img')
        .forEach((img) => img.remove()),
    );
    expect(gaps).toEqual(
      expect.arrayContaining([
        `startup: ${seen} is seen by the adapter but has no BN screenshot`,
        `startup: ${seen} is seen by the adapter but has no EN screenshot`,
      ]),
    );
  });

  it('finds an unseen state that does not give its reason', () => {
    const gaps = gapsOf((doc) =>
      articleOf(doc, unseen)
        .querySelectorAll('figure.shot')
        .forEach((f) => f.remove()),
    );
    expect(gaps).toEqual(
      expect.arrayContaining([
        `startup: ${unseen} is unseen but the book does not give the adapter's reason in BN`,
      ]),
    );
  });
});
