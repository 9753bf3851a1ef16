import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

// The import boundaries of docs/architecture.md are lint rules; these prove the rules bite.
// ESLint loads typescript-eslint on its first call, which takes seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
// The probes are files that do not exist, which the type-aware project service cannot parse: the
// boundary rules need no types, so these runs parse without them and leave the typed rules out.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  // A probe that does not parse would find no boundary either: that must fail, not pass.
  expect((result?.messages ?? []).filter((m) => m.fatal)).toEqual([]);
  const boundaryRules = ['no-restricted-imports', 'local/feature-boundaries'];
  return (result?.messages ?? [])
    .filter((m) => boundaryRules.includes(m.ruleId ?? ''))
    .map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ["import { useState } from 'react';", 'React'],
    ["import { createRouter } from '@tanstack/react-router';", 'router'],
    ["import { t } from '@lingui/core/macro';", 'translate'],
    ["import axios from 'axios';", 'injected'],
    ["import { api } from '../src/api/client.ts';", 'only types'],
  ])('machines/ may not `%s`', async (code, reason) => {
    const messages = await restrictedImports(
      `${code}\nexport const x = 1;\n`,
      'machines/example.machine.ts',
    );
    expect(messages.join(' ')).toContain(reason);
  });

  it('machines/ may import types from src/', async () => {
    const code =
      "import type { SystemStatus } from '../src/api/endpoints/system-status.ts';\nexport type X = SystemStatus;\n";
    expect(await restrictedImports(code, 'machines/example.machine.ts')).toEqual([]);
  });

  it('a feature may not import another feature', async () => {
    const code =
      "import { StatusLayout } from '../../status/components/status-layout.tsx';\nexport const x = StatusLayout;\n";
    const messages = await restrictedImports(code, 'src/features/shell/components/example.tsx');
    expect(messages.join(' ')).toContain('Feature "shell" may not import feature "status"');
  });

  it('a feature may import from its own folder and from shared layers', async () => {
    const code =
      "import { headerTitleFor } from '../header-titles.ts';\nimport { Button } from '../../../ui/button.tsx';\nexport const x = [headerTitleFor, Button];\n";
    expect(await restrictedImports(code, 'src/features/shell/components/example.tsx')).toEqual([]);
  });

  it('only src/api may use axios', async () => {
    const code = "import axios from 'axios';\nexport const x = axios;\n";
    expect(await restrictedImports(code, 'src/lib/example.ts')).not.toEqual([]);
    expect(await restrictedImports(code, 'src/api/example.ts')).toEqual([]);
  });
});
