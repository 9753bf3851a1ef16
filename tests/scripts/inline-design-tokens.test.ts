import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  inlineTokens,
  tokenTable,
  withoutStaticDeclarations,
} from '../../build/inline-design-tokens.ts';

const TOKENS = `
/* Comments may name --space-2: a token, not a declaration. */
:root {
  --space-2: 8px;
  --accent: #f5b70a;
  --accent-text: var(--accent);
  --app-max: 540px;
  --app-gutter: max(0px, calc((100vw - var(--app-max)) / 2));
  --safe-top: env(safe-area-inset-top, 0px);
  --leading-tight: 1.3;
  --shadow-accent: 0 6px 18px rgb(245 183 10 / 25%);
}
@supports (color: color-mix(in srgb, red, blue)) {
  :root {
    --shadow-accent: 0 6px 18px color-mix(in srgb, var(--accent) 25%, transparent);
  }
}
`;

describe('design tokens written into the built stylesheets', () => {
  const table = tokenTable(TOKENS, new Set(['--accent', '--leading-tight']));

  it('inlines a token nothing changes at run time, with the static tokens inside its value resolved', () => {
    expect(table.values.get('--space-2')).toBe('8px');
    expect(table.values.get('--app-gutter')).toBe('max(0px, calc((100vw - 540px) / 2))');
    expect(table.values.get('--safe-top')).toBe('env(safe-area-inset-top, 0px)');
    expect(inlineTokens('.a{gap:var(--space-2);padding-top:var( --safe-top )}', table)).toBe(
      '.a{gap:8px;padding-top:env(safe-area-inset-top, 0px)}',
    );
  });

  it('keeps as custom properties the tokens the code names, those declared again, and those that read them', () => {
    // The operator's accent (set on <html>), one an inline style reads, one @supports redefines.
    expect([...table.dynamic].sort()).toEqual([
      '--accent',
      '--accent-text',
      '--leading-tight',
      '--shadow-accent',
    ]);
    const css =
      '.b{color:var(--accent-text);box-shadow:var(--shadow-accent);line-height:var(--leading-tight)}';
    expect(inlineTokens(css, table)).toBe(css);
  });

  it('leaves a read with a fallback and an unknown token as written', () => {
    const css = '.c{gap:var(--space-2, 4px);margin:var(--nowhere)}';
    expect(inlineTokens(css, table)).toBe(css);
  });

  it('drops the declarations nothing reads any more and keeps the others', () => {
    const kept = withoutStaticDeclarations(TOKENS, table);
    expect(kept).not.toMatch(/--space-2\s*:|--app-max\s*:|--app-gutter\s*:|--safe-top\s*:/);
    expect(kept).toContain('--accent: #f5b70a;');
    expect(kept).toContain('--accent-text: var(--accent);');
    expect(kept).toContain('--leading-tight: 1.3;');
    expect(kept.match(/--shadow-accent\s*:/g)).toHaveLength(2);
  });

  it('reads the project’s tokens file: spacing and surfaces inline, the accent family stays', () => {
    const project = tokenTable(
      readFileSync('src/ui/styles/tokens.css', 'utf8'),
      new Set(['--accent']),
    );
    expect(project.values.get('--space-4')).toBe('16px');
    expect(project.values.get('--surface-0')).toMatch(/^#/);
    for (const name of [
      '--accent',
      '--accent-text',
      '--accent-soft',
      '--on-accent',
      '--shadow-accent',
    ])
      expect(project.dynamic).toContain(name);
  });
});
