import { describe, expect, it } from 'vitest';
import { adapters } from '../../e2e/models/adapters.ts';
import { adapterDrift } from '../../e2e/models/kit/drift.ts';
import { planRuns } from '../../e2e/models/kit/plan.ts';

// The adapters of the model-generated Playwright paths (e2e/models) against the charts they drive:
// caught here in a second, before a Playwright run would stop on them.
describe.each(adapters.map((a) => [a.chart, a] as const))('%s end-to-end adapter', (_, adapter) => {
  it("names exactly the chart's states and events, each checked or explained", () => {
    const drift = adapterDrift(adapter);
    expect(Object.fromEntries(Object.entries(drift).filter(([, list]) => list.length > 0))).toEqual(
      {},
    );
  });

  it('plans every checked state in Bengali and in English', () => {
    const runs = planRuns(adapter);
    expect(runs.length).toBeGreaterThan(0);
    const checked = Object.keys(adapter.states).filter((key) => adapter.states[key]?.see);
    for (const lang of ['bn', 'en'] as const) {
      const seen = new Set(
        runs.filter((r) => r.lang === lang).flatMap((r) => r.path.states.flat()),
      );
      expect(
        checked.filter((key) => !seen.has(key)),
        lang,
      ).toEqual([]);
    }
  });

  it('gives every path a title of its own', () => {
    const titles = planRuns(adapter).map((r) => `${r.title} ${r.lang}`);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
