import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClosure, mutationParts, relativeImports } from '../../scripts/mutation-parts.ts';

/** A throwaway repository with the given files. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mutation-parts-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe('mutation parts', () => {
  it('follows relative imports of every form, not packages', () => {
    const root = repository({
      'a.ts':
        "import { b } from './b.ts';\nimport type {\n  C,\n} from './c';\nexport * from './d/index.ts';\nconst e = await import('./e.ts');\nimport 'xstate';",
      'b.ts': '',
      'c.ts': '',
      'd/index.ts': '',
      'e.ts': '',
    });
    const found = relativeImports(join(root, 'a.ts'), readFileSync(join(root, 'a.ts'), 'utf8'));
    expect(found.map((file) => file.slice(root.length + 1)).sort()).toEqual([
      'b.ts',
      'c.ts',
      'd/index.ts',
      'e.ts',
    ]);
  });

  it('closes over imports of imports and survives cycles', () => {
    const root = repository({
      'a.ts': "import './b.ts';",
      'b.ts': "import './c.ts';",
      'c.ts': "import './a.ts';",
      'unrelated.ts': '',
    });
    expect(
      [...importClosure(join(root, 'a.ts'))].map((file) => file.slice(root.length + 1)).sort(),
    ).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });

  it('gives each chart file the chart tests that load it, through helpers too, and no other', () => {
    const root = repository({
      'machines/index.ts': "export * from './one.machine.ts';",
      'machines/one.machine.ts': "import { shared } from './parts/shared.ts';",
      'machines/two.machine.ts': "import { shared } from './parts/shared.ts';",
      'machines/parts/shared.ts': '',
      'machines/lonely.ts': '',
      'tests/machines/one.machine.test.ts': "import '../../machines/one.machine.ts';",
      'tests/machines/two.machine.test.ts': "import { helper } from './helpers/two.ts';",
      'tests/machines/helpers/two.ts': "import '../../../machines/two.machine.ts';",
    });
    expect(mutationParts(root)).toEqual([
      { name: 'lonely', mutate: ['machines/lonely.ts'], tests: [] },
      {
        name: 'one.machine',
        mutate: ['machines/one.machine.ts'],
        tests: ['tests/machines/one.machine.test.ts'],
      },
      {
        name: 'parts-shared',
        mutate: ['machines/parts/shared.ts'],
        tests: ['tests/machines/one.machine.test.ts', 'tests/machines/two.machine.test.ts'],
      },
      {
        name: 'two.machine',
        mutate: ['machines/two.machine.ts'],
        tests: ['tests/machines/two.machine.test.ts'],
      },
    ]);
  });

  it('covers every file of machines/ in the repository, each in one part', () => {
    const parts = mutationParts(process.cwd());
    const mutated = parts.flatMap((part) => part.mutate);
    expect(new Set(mutated).size).toBe(mutated.length);
    expect(mutated).toContain('machines/login.machine.ts');
    expect(mutated).not.toContain('machines/index.ts');
    expect(parts.find((part) => part.name === 'login.machine')?.tests).toContain(
      'tests/machines/login.machine.test.ts',
    );
  });
});
