import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes the design tokens' values into the built stylesheets instead of `var(--token)`.
 *
 * The source keeps its tokens (src/ui/styles/tokens.css; src/ui/sizing.md: modules use them, never
 * raw values), but nothing sets most of them at run time: a spacing step or a surface colour is the
 * same on every page. Shipped as custom properties, each costs its declaration on :root plus a
 * `var(--…)` at every use, in the stylesheet of every first load. The build substitutes the value
 * wherever a stylesheet reads such a token (an unregistered custom property is substituted as
 * written, at the element that reads it, so `1.25em` or `env(…)` resolve exactly as before) and
 * drops its declaration.
 *
 * A token stays a custom property when it can change while the page runs:
 * - it is declared again anywhere (the accent family in tokens.css's @supports blocks);
 * - the site's code names it (the operator's accent is set on <html> by src/app/startup-gate.tsx;
 *   an inline style may read a token): any `--name` in a .ts or .tsx file under `codeDir`;
 * - its value reads such a token (`--accent-text: var(--accent)`).
 * The development server leaves every stylesheet as written.
 */
export function inlineDesignTokens(tokensFile: string, codeDir: string): Plugin {
  let tokens: TokenTable | undefined;
  const tokensPath = resolve(tokensFile);
  return {
    name: 'inline-design-tokens',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      tokens = tokenTable(readFileSync(tokensPath, 'utf8'), namesInCode(resolve(codeDir)));
    },
    transform: {
      filter: { id: /\.css(\?|$)/ },
      handler(code, id) {
        if (tokens === undefined || id.includes('/node_modules/')) return null;
        const own = id.split('?')[0] === tokensPath;
        const inlined = inlineTokens(own ? withoutStaticDeclarations(code, tokens) : code, tokens);
        return inlined === code ? null : { code: inlined, map: null };
      },
    },
  };
}

export interface TokenTable {
  /** Each token that never changes at run time, with its value (other static tokens resolved in it). */
  readonly values: ReadonlyMap<string, string>;
  /** The tokens that stay custom properties. */
  readonly dynamic: ReadonlySet<string>;
}

const DECLARATION = /(--[a-z0-9-]+)\s*:\s*([^;{}]+);/gi;
const READ = /var\(\s*(--[a-z0-9-]+)\s*\)/gi;

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The first top-level `:root { … }` block's body (where tokens.css declares every token). */
function rootBlock(css: string): string {
  const body = /(?:^|\})\s*:root\s*\{([^{}]*)\}/.exec(withoutComments(css))?.[1];
  if (body === undefined)
    throw new Error('inline-design-tokens: the tokens file has no :root block');
  return body;
}

/**
 * The tokens of `css` (a tokens file): their values from the first :root block, and which stay
 * custom properties (see inlineDesignTokens). `namedInCode` are the names the site's code uses.
 */
export function tokenTable(css: string, namedInCode: ReadonlySet<string>): TokenTable {
  const declared = new Map<string, string>();
  for (const [, name, value] of rootBlock(css).matchAll(DECLARATION))
    declared.set(name as string, (value as string).trim());
  const dynamic = new Set<string>();
  const counts = new Map<string, number>();
  for (const [, name] of withoutComments(css).matchAll(DECLARATION))
    counts.set(name as string, (counts.get(name as string) ?? 0) + 1);
  for (const name of declared.keys())
    if ((counts.get(name) ?? 0) > 1 || namedInCode.has(name)) dynamic.add(name);
  // A value that reads a dynamic token (or an undeclared one) changes with it: until nothing moves.
  let changed = true;
  while (changed) {
    changed = false;
    for (const [name, value] of declared) {
      if (dynamic.has(name)) continue;
      const reads = [...value.matchAll(READ)].map((read) => read[1] as string);
      if (reads.some((read) => dynamic.has(read) || !declared.has(read))) {
        dynamic.add(name);
        changed = true;
      }
    }
  }
  const values = new Map<string, string>();
  const resolveValue = (name: string): string => {
    const known = values.get(name);
    if (known !== undefined) return known;
    const value = (declared.get(name) as string).replace(READ, (_read, inner: string) =>
      resolveValue(inner),
    );
    values.set(name, value);
    return value;
  };
  for (const name of declared.keys()) if (!dynamic.has(name)) resolveValue(name);
  return { values, dynamic };
}

/** `css` with every read of a static token replaced by its value. */
export function inlineTokens(css: string, tokens: TokenTable): string {
  return css.replace(READ, (read, name: string) => tokens.values.get(name) ?? read);
}

/** The tokens file without its comments and the declarations of its static tokens (nothing reads them any more). */
export function withoutStaticDeclarations(css: string, tokens: TokenTable): string {
  return withoutComments(css).replace(DECLARATION, (declaration, name: string) =>
    tokens.values.has(name) ? '' : declaration,
  );
}

/** Every `--name` written in the .ts and .tsx files under `dir`. */
function namesInCode(dir: string): Set<string> {
  const names = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name))
        for (const [name] of readFileSync(path, 'utf8').matchAll(/--[a-z][a-z0-9-]*/gi))
          names.add(name);
    }
  };
  visit(dir);
  return names;
}
