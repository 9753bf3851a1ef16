import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The sizing rule of src/ui/sizing.md: the root font is 1/7.5 of the screen width (48 px on a 360 px
 * phone), so a module that writes `1rem` meaning 16 px gets 48 px. Modules therefore write px or the
 * tokens of src/ui/styles/tokens.css; rem and em appear only there, where every rem has px bounds.
 */

const ROOT = process.cwd();
const SRC = join(ROOT, 'src');
const TOKENS = 'src/ui/styles/tokens.css';

interface Violation {
  file: string;
  line: number;
  text: string;
}

/** Blanks comments and quoted strings, keeping every newline so line numbers stay right. */
function stripCommentsAndStrings(css: string): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  return css
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, blank);
}

/** A number followed by rem or em, not part of a longer name (`gap-1em`) or a longer number. */
const RAW_LENGTH = /(?<![\w.-])-?(?:\d+\.?\d*|\.\d+)(?:rem|em)\b/g;

function rawLengths(file: string, css: string): Violation[] {
  const found: Violation[] = [];
  stripCommentsAndStrings(css)
    .split('\n')
    .forEach((text, index) => {
      for (const match of text.matchAll(RAW_LENGTH))
        found.push({ file, line: index + 1, text: match[0] });
    });
  return found;
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [relative(ROOT, path).split('\\').join('/')] : [];
  });
}

const files = cssFiles(SRC);
const violations = files
  .filter((file) => file !== TOKENS)
  .flatMap((file) => rawLengths(file, readFileSync(join(ROOT, file), 'utf8')));
const describeViolation = (v: Violation) => `${v.file}:${v.line} ${v.text}`;

describe('sizing rule: px or tokens in modules, rem only in tokens.css', () => {
  it('finds raw rem and em lengths, ignoring comments, strings and longer names', () => {
    const css = [
      '.a { margin: 1em 0 .5rem; }',
      '/* 2rem in a comment */ .b { gap: var(--space-1); }',
      ".c { content: '3em'; padding: -0.25em; }",
      '.gap-1em { width: 10px; }',
    ].join('\n');
    expect(rawLengths('x.css', css).map(describeViolation)).toEqual([
      'x.css:1 1em',
      'x.css:1 .5rem',
      'x.css:3 -0.25em',
    ]);
  });

  it('scans the style sheets of the whole site', () => {
    expect(files).toContain(TOKENS);
    expect(files).toContain('src/ui/styles/global.css');
    expect(files.length).toBeGreaterThan(40);
  });

  it('no module writes a raw rem or em length', () => {
    expect(
      violations.map(describeViolation),
      'write px or a token of src/ui/styles/tokens.css (see src/ui/sizing.md)',
    ).toEqual([]);
  });

  it('every rem in tokens.css has a px floor (and text a px ceiling)', () => {
    const lines = stripCommentsAndStrings(readFileSync(join(ROOT, TOKENS), 'utf8')).split('\n');
    const remLines = lines
      .map((text, index) => ({ text: text.trim(), line: index + 1 }))
      .filter((l) => /\drem\b/.test(l.text));
    expect(remLines.length).toBeGreaterThan(0);
    const unbounded = remLines.filter(
      ({ text }) =>
        !/^--[\w-]+:\s*clamp\(\s*\d+px\s*,\s*[\d.]+rem\s*,\s*\d+px\s*\);$/.test(text) &&
        !/^--[\w-]+:\s*max\(\s*\d+px\s*,\s*[\d.]+rem\s*\);$/.test(text),
    );
    expect(unbounded.map((l) => `${TOKENS}:${l.line} ${l.text}`)).toEqual([]);
    const text = remLines.filter((l) => l.text.startsWith('--text-'));
    expect(text.every((l) => l.text.includes('clamp('))).toBe(true);
  });
});
