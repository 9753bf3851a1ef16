import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripChartDescriptions, stripDescriptions } from '../../build/strip-chart-descriptions.ts';

const transform = (code: string, id: string) => {
  const hook = stripChartDescriptions().transform as (
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook(code, id);
};

describe('strip chart descriptions', () => {
  it('removes written-out descriptions, first, last and alone, and keeps the rest of each state', () => {
    const source = [
      'const chart = {',
      "  description: 'top',",
      '  states: {',
      "    a: { description: 'Nothing pending.' },",
      "    b: { type: 'final', description: \"The player's turn\" },",
      '    c: {',
      '      description:',
      "        'a long one',",
      "      tags: ['busy'],",
      '    },',
      '    d: { description: `plain` },',
      '  },',
      '};',
    ].join('\n');
    const out = stripDescriptions(source, '/x/machines/a.machine.ts');
    expect(out?.code).not.toContain('description');
    const chart = new Function(`${out?.code ?? ''}; return chart;`)() as {
      states: Record<string, unknown>;
    };
    expect(chart).toEqual({
      states: { a: {}, b: { type: 'final' }, c: { tags: ['busy'] }, d: {} },
    });
  });

  it('keeps a description that is computed, a template with placeholders, or a key built at run time', () => {
    const source =
      "const s = 'x'; const chart = { a: { description: s }, b: { description: `${s}` }, c: { ['description']: 'k' } };";
    expect(stripDescriptions(source, '/x/machines/a.machine.ts')).toBeNull();
  });

  it('touches only the charts: other files keep their descriptions', () => {
    const code = "export const x = { description: 'kept' };";
    expect(transform(code, '/repo/src/ui/empty-state.tsx')).toBeNull();
    expect(transform(code, '/repo/machines/account/login-form.ts')).toBeNull();
    expect(transform(code, '/repo/machines/login.machine.ts')?.code).not.toContain('kept');
    expect(transform(code, '/repo/machines/games/x.machine.ts')?.code).not.toContain('kept');
  });

  it('applies to builds only (the dev server and the tests keep the descriptions)', () => {
    expect(stripChartDescriptions().apply).toBe('build');
  });

  it('leaves no description in any chart of machines/, and every chart had some', () => {
    const charts = readdirSync(resolve('machines')).filter((name) => name.endsWith('.machine.ts'));
    expect(charts.length).toBeGreaterThan(10);
    for (const name of charts) {
      const path = resolve('machines', name);
      const source = readFileSync(path, 'utf8');
      expect(source, name).toMatch(/\bdescription\s*:/);
      expect(stripDescriptions(source, path)?.code, name).not.toMatch(/\bdescription\s*:/);
    }
  });
});
