import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { CHARTS_DOC, chartsDocument } from '../../scripts/charts-doc.ts';
import { machines } from '../../machines/index.ts';

describe('chart catalogue', () => {
  it('docs/charts.md is up to date (run `npm run charts`)', () => {
    expect(readFileSync(CHARTS_DOC, 'utf8')).toBe(chartsDocument());
  });

  it('draws every state of every listed machine', () => {
    const doc = chartsDocument();
    for (const machine of Object.values(machines)) {
      for (const node of getStateNodes(machine.root))
        expect(doc).toContain(node.id.replace(/[^A-Za-z0-9_]/g, '_'));
    }
  });
});
