import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { chartModel, type ChartModel, type ChartModelOptions } from './chart-model.ts';

/**
 * The model-based block of a chart's test: one test per generated path (the real chart, its effects
 * recorded, the oracle checked at every step), the oracle matching the chart's states exactly, every
 * state described for product owners, and every state and transition taken by the running chart.
 * Returns the model for extra assertions about its paths.
 */
export function describeChartModel<TContext>(
  title: string,
  machine: AnyStateMachine,
  options: ChartModelOptions<TContext>,
): ChartModel {
  const model = chartModel(machine, options);
  describe(title, () => {
    it("has an oracle entry for exactly the chart's states", () => {
      expect(model.oracleMismatch()).toEqual({ missing: [], unknown: [] });
    });

    it('describes every state for product owners', () => {
      expect(model.undescribed()).toEqual([]);
    });

    it.each(model.paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
      await model.run(path);
    });

    it('takes every state and every transition (each guarded branch) of the running chart', async () => {
      expect(await model.uncovered()).toEqual({ states: [], transitions: [] });
    });
  });
  return model;
}
