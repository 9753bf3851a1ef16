import { describe, expect, it } from 'vitest';
import {
  mergeReports,
  reportHtml,
  score,
  scoreTable,
  survivors,
  type Mutant,
  type MutationReport,
} from '../../scripts/mutation-report.ts';

const at = { start: { line: 3, column: 5 }, end: { line: 3, column: 9 } };
const mutant = (id: string, status: Mutant['status'], extra: Partial<Mutant> = {}): Mutant => ({
  id,
  mutatorName: 'StringLiteral',
  replacement: '""',
  status,
  location: at,
  ...extra,
});

const report = (
  files: MutationReport['files'],
  testFiles: MutationReport['testFiles'] = {},
): MutationReport => ({
  schemaVersion: '1.0',
  thresholds: { high: 95, low: 90, break: null },
  files,
  testFiles,
});

describe('mutation report', () => {
  it('scores as Stryker does: killed and timed out over killed, timed out, survived and not covered', () => {
    const result = score([
      mutant('1', 'Killed'),
      mutant('2', 'Killed'),
      mutant('3', 'Timeout'),
      mutant('4', 'Survived'),
      mutant('5', 'NoCoverage'),
      mutant('6', 'Ignored'),
      mutant('7', 'CompileError'),
      mutant('8', 'RuntimeError'),
    ]);
    expect(result).toEqual({
      killed: 2,
      timeout: 1,
      survived: 1,
      noCoverage: 1,
      ignored: 1,
      errors: 2,
      valid: 5,
      score: 60,
    });
    expect(score([mutant('1', 'Ignored')]).score).toBe(100);
  });

  it('merges parts, keeping test ids unique and the mutants pointing at their own tests', () => {
    const one = report(
      {
        'machines/a.ts': {
          language: 'typescript',
          source: 'a',
          mutants: [mutant('0', 'Killed', { killedBy: ['0'], coveredBy: ['0'] })],
        },
      },
      { 'tests/a.test.ts': { tests: [{ id: '0', name: 'a works' }] } },
    );
    const two = report(
      {
        'machines/b.ts': {
          language: 'typescript',
          source: 'b',
          mutants: [mutant('0', 'Survived', { coveredBy: ['0'] })],
        },
      },
      { 'tests/a.test.ts': { tests: [{ id: '0', name: 'a works' }] } },
    );
    const merged = mergeReports([
      { name: 'a', report: one },
      { name: 'b', report: two },
    ]);
    expect(Object.keys(merged.files)).toEqual(['machines/a.ts', 'machines/b.ts']);
    expect(merged.files['machines/a.ts']!.mutants[0]).toMatchObject({
      id: 'a:0',
      killedBy: ['a:0'],
      coveredBy: ['a:0'],
    });
    expect(merged.files['machines/b.ts']!.mutants[0]).toMatchObject({
      id: 'b:0',
      coveredBy: ['b:0'],
    });
    expect(merged.testFiles!['tests/a.test.ts']!.tests.map((test) => test.id)).toEqual([
      'a:0',
      'b:0',
    ]);
    expect(() =>
      mergeReports([
        { name: 'a', report: one },
        { name: 'again', report: one },
      ]),
    ).toThrow(/two parts/);
  });

  it('lists survivors with their place and prints a table with the total', () => {
    const merged = report({
      'machines/a.ts': {
        language: 'typescript',
        source: 'a',
        mutants: [mutant('0', 'Killed'), mutant('1', 'Survived')],
      },
      'machines/b.ts': {
        language: 'typescript',
        source: 'b',
        mutants: [mutant('2', 'NoCoverage'), mutant('3', 'Killed')],
      },
    });
    expect(survivors(merged)).toEqual([
      'machines/a.ts:3:5 Survived StringLiteral → ""',
      'machines/b.ts:3:5 NoCoverage StringLiteral → ""',
    ]);
    const table = scoreTable(merged).split('\n');
    expect(table[0]).toMatch(/^machines\/a\.ts\s+50\.00 %/);
    expect(table.at(-1)).toMatch(/^All files\s+50\.00 %\s+2 killed\s+1 survived\s+1 no coverage/);
  });

  it('writes a page that opens from disk with the report in it, a closing script tag inside it escaped', () => {
    const page = reportHtml(
      report({ 'machines/a.ts': { language: 'typescript', source: '</script><b>', mutants: [] } }),
    );
    expect(page).toContain('<mutation-test-report-app');
    expect(page).toContain('\\u003c/script>\\u003cb>');
    expect(page.match(/<\/script>/g)).toHaveLength(2);
  });
});
