import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import * as xstate from 'xstate';
import { machines } from '../../machines/index.ts';
import {
  readStatelyFile,
  statelyFiles,
  strayStatelyFiles,
  type StatelyFile,
} from '../../scripts/stately-files.ts';
import { chartGraph, chartStructure, literalChartStructure } from './chart-graph.ts';

let files: StatelyFile[] = [];

beforeAll(() => {
  files = statelyFiles();
}, 120_000);

/** Runs a generated file as a CommonJS module whose `require` knows nothing but xstate. */
function loadAlone(file: StatelyFile): Record<string, unknown> {
  const { outputText } = ts.transpileModule(readFileSync(file.path, 'utf8'), {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: false,
    },
    fileName: file.path,
  });
  const module = { exports: {} as Record<string, unknown> };
  const require = (id: string) => {
    if (id === 'xstate') return xstate;
    throw new Error(`${file.path} requires "${id}"; a visualiser file may import only xstate`);
  };
  runInNewContext(outputText, { module, exports: module.exports, require });
  return module.exports;
}

describe('visualiser files (docs/charts/*.stately.ts)', () => {
  it('one file per chart of machines/index.ts, each up to date (run `npm run charts`)', () => {
    expect(files.map((f) => f.chart)).toEqual(Object.keys(machines));
    for (const file of files)
      expect(readStatelyFile(file.path), `${file.path} is stale: run \`npm run charts\``).toBe(
        file.content,
      );
    expect(strayStatelyFiles(files)).toEqual([]);
  });

  it('imports nothing but xstate', () => {
    for (const file of files) {
      const { importedFiles } = ts.preProcessFile(file.content, true, true);
      expect(
        importedFiles.map((i) => i.fileName),
        file.path,
      ).toEqual(['xstate']);
    }
  });

  it('builds, with only xstate resolvable, the same graph as the real chart', () => {
    for (const file of files) {
      const exported = loadAlone(file)[file.exportName] as AnyStateMachine | undefined;
      expect(exported, `${file.path} exports ${file.exportName}`).toBeDefined();
      const real = machines[file.chart as keyof typeof machines] as AnyStateMachine;
      expect(chartGraph(exported!), file.path).toEqual(chartGraph(real));
    }
  });

  it('reads, without being run, as the real chart: every state, event, target, guard and action is written out (the Stately editor imports by reading)', () => {
    for (const file of files) {
      const { structure, problems } = literalChartStructure(
        readFileSync(file.path, 'utf8'),
        file.path,
        file.exportName,
      );
      expect(problems, `${file.path} has structure the editor cannot read`).toEqual([]);
      const real = machines[file.chart as keyof typeof machines] as AnyStateMachine;
      expect(structure, file.path).toEqual(chartStructure(real));
    }
  });

  it('reading without running misses what shared configs, helper calls, spreads and computed keys hold', () => {
    // The ways the four charts of issue 50 lost transitions in the editor, in one small chart.
    const chart = `
      import { setup } from 'xstate';
      const chartSetup = setup({});
      const shown = chartSetup.createStateConfig({ on: { close: 'closed' } });
      const restart = { target: 'closed', reenter: true } as const;
      const editing = () => ({ typed: { actions: 'keepValue' } });
      const MOVE = 'move';
      export const sample = chartSetup.createMachine({
        id: 'sample',
        initial: 'closed',
        states: {
          closed: { on: { open: 'open', restart } },
          open: { on: shown.on, entry: 'lock' },
          editing: { on: { ...editing(), [MOVE]: 'closed', again: restart } },
          closing: { after: { 225: 'closed' }, on: { 'open.now': shown.on.close } },
        },
      });`;
    const { structure, problems } = literalChartStructure(chart, 'sample.ts', 'sample');
    expect(problems.map((p) => p.replace(/^sample\.ts:\d+:\d+ /, ''))).toEqual([
      'reference (shorthand property) in the events of sample.closed: `restart`',
      'the events of sample.open is not an object literal: `shown.on`',
      'spread in the events of sample.editing: `...editing()`',
      'computed key in the events of sample.editing: `[MOVE]`',
      '"again" of sample.editing is not an object literal: `restart`',
      '"open.now" of sample.closing is not an object literal: `shown.on.close`',
    ]);
    // What is written out is still read: the states, the literal transitions, the delay.
    expect(
      structure?.states.map((s) => [s.id, s.entry, s.transitions.map((t) => [t.event, t.targets])]),
    ).toEqual([
      ['sample', [], []],
      ['sample.closed', [], [['open', ['sample.open']]]],
      ['sample.open', ['lock'], []],
      ['sample.editing', [], []],
      [
        'sample.closing',
        ['xstate.raise'],
        [['xstate.after.225.sample.closing', ['sample.closed']]],
      ],
    ]);
  });

  it('type-checks on its own under strict settings', () => {
    const program = ts.createProgram(
      files.map((f) => f.path),
      {
        target: ts.ScriptTarget.ES2022,
        lib: ['lib.es2023.d.ts'],
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        strict: true,
        noUnusedLocals: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
    );
    const messages = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(messages).toEqual([]);
  }, 120_000);
});
