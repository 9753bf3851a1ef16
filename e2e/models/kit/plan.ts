import type { AnyChartAdapter, Lang, ModelPath } from './adapter.ts';
import { modelPaths } from './paths.ts';

/** One test: a generated path walked in one language. */
export interface PlannedRun {
  /** Index of the path among the chart's paths (stable for a given chart and adapter). */
  index: number;
  path: ModelPath;
  lang: Lang;
  /** The path in words: the leaf states' words after each event, each event's words in brackets. */
  title: string;
}

/** The active keys of a step that no other active key lies below (the states the player is "in"). */
export const leafKeys = (keys: string[]): string[] =>
  keys.filter((k) => !keys.some((o) => o.startsWith(`${k}.`))).sort();

/**
 * Every path once, in Bengali and English alternately; a path runs again in the other language
 * only where a state it checks would otherwise be seen in one language only. So every checked state
 * gets a screenshot in both languages at about the cost of one run per path.
 */
export function planRuns(adapter: AnyChartAdapter): PlannedRun[] {
  const paths = modelPaths(adapter);
  const title = (path: ModelPath) =>
    (path.scenario ? `${path.scenario}: ` : '') +
    path.states
      .map((keys, step) => {
        const words = leafKeys(keys)
          .map((k) => adapter.states[k]?.words ?? `${k} (no adapter entry)`)
          .join(' + ');
        const event = path.events[step];
        return step === 0 || !event
          ? words
          : `(${adapter.on[event.type]?.words(event) ?? event.type}) ${words}`;
      })
      .join(' → ');
  const runs: PlannedRun[] = paths.map((path, index) => ({
    index,
    path,
    lang: index % 2 === 0 ? 'bn' : 'en',
    title: title(path),
  }));
  const checked = (path: ModelPath) =>
    new Set(path.states.flat().filter((k) => adapter.states[k]?.see));
  const seenIn = (lang: Lang) =>
    new Set(runs.filter((r) => r.lang === lang).flatMap((r) => [...checked(r.path)]));
  for (const lang of ['bn', 'en'] as const) {
    const seen = seenIn(lang);
    for (const [index, path] of paths.entries()) {
      if (
        [...checked(path)].some((k) => !seen.has(k)) &&
        !runs.some((r) => r.index === index && r.lang === lang)
      ) {
        runs.push({ index, path, lang, title: title(path) });
        for (const k of checked(path)) seen.add(k);
      }
    }
  }
  return runs.sort((a, b) => a.index - b.index || a.lang.localeCompare(b.lang));
}
