import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

/** The charts: one `<flow>.machine.ts` per flow under machines/ (docs/architecture.md). */
const CHART = /[\\/]machines[\\/](?:[^?\\/]+[\\/])*[^?\\/]+\.machine\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A string written out in full: a quoted literal or a template without placeholders. */
function isPlainText(value: unknown): boolean {
  if (!isNode(value)) return false;
  if (value.type === 'Literal') return typeof value['value'] === 'string';
  return (
    value.type === 'TemplateLiteral' &&
    Array.isArray(value['expressions']) &&
    value['expressions'].length === 0
  );
}

/** `description: '…'` (the key written as a name or a string, not computed). */
function isDescription(node: Node): boolean {
  if (node.type !== 'Property' || node['computed'] === true || node['kind'] !== 'init')
    return false;
  const key = node['key'];
  if (!isNode(key)) return false;
  const name =
    key.type === 'Identifier' ? key['name'] : key.type === 'Literal' ? key['value'] : null;
  return name === 'description' && isPlainText(node['value']);
}

function collect(node: unknown, found: Node[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, found);
    return;
  }
  if (!isNode(node)) return;
  if (isDescription(node)) {
    found.push(node);
    return;
  }
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && typeof value === 'object') collect(value, found);
}

/** The source without its charts' `description` properties (and the comma after each), or null when it has none. */
export function stripDescriptions(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('description')) return null;
  const found: Node[] = [];
  collect(parseAst(code, { lang: 'ts' }, id), found);
  if (found.length === 0) return null;
  const out = new MagicString(code);
  for (const property of found) {
    let end = property.end;
    while (end < code.length && /\s/.test(code.charAt(end))) end += 1;
    out.remove(property.start, code.charAt(end) === ',' ? end + 1 : property.end);
  }
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

/**
 * The charts' state descriptions are for people: the chart documents, the Stately copies and the flow
 * book are written from the source, and only the Inspector of development builds shows a running
 * chart (docs/architecture.md, machines/ and lib/). Nothing in the site reads them, so the build
 * leaves them out of the shipped code (the login chunk alone carried 2.3 KB of them); the dev
 * server and the tests keep them.
 */
export function stripChartDescriptions(): Plugin {
  return {
    name: 'strip-chart-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CHART.test(id)) return null;
      return stripDescriptions(code, id);
    },
  };
}
