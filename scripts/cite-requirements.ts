/**
 * Codemod: points the code's citations at the repository's own documents instead of files that live outside it.
 *
 *   "spec 000 §4"            → "requirements A4"   (part A: shell and account)
 *   "spec 001 §2.4"          → "requirements B2.4" (part B: games and content)
 *   "spec 000 §2 "Login""    → "requirements A2.8 "Login""  (a quoted rule title names the rule itself)
 *   "spec §9" (no part)      → A9 or B9, decided by the file's other citations or the words around it
 *   "api-contract.md"        → "docs/api.md";  "architecture.md" (the design note) → "docs/architecture.md"
 *
 * Usage: `node --import tsx scripts/cite-requirements.ts [--check] [files…]` (default: `git ls-files`).
 * Without --check it rewrites the files and prints what it could not map; with --check it changes nothing and
 * exits 1 while any citation of a file outside the repository is left.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Part = 'A' | 'B';

/** What the codemod knows of docs/requirements.md: the section ids, rule titles and each section's words. */
export interface RequirementsIndex {
  /** Every id that exists: sections (A4, B2.4) and rules (A4.7, B2.4.3). */
  readonly ids: ReadonlySet<string>;
  /** Lower-cased rule or subsection title → id, per section: "A2" → { "login" → "A2.8" }. */
  readonly titles: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Words found in a top-level section of one part and not in the same-numbered section of the other. */
  readonly distinctive: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface Unmapped {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

export interface RewriteResult {
  readonly text: string;
  readonly rewritten: number;
  readonly unmapped: readonly Unmapped[];
}

/** Files the codemod leaves alone: the target documents and the codemod itself (they quote the old forms). */
export const OWN_FILES: ReadonlySet<string> = new Set([
  'docs/requirements.md',
  'docs/api.md',
  'docs/architecture.md',
  'scripts/cite-requirements.ts',
  'tests/scripts/cite-requirements.test.ts',
]);

const SECTION_HEADING = /^#{2,3} ([AB]\d+(?:\.\d+)*) (.+)$/;
const RULE_TITLE = /\*\*([AB]\d+(?:\.\d+)+)(?: ([^*]+?))?\.?\*\*/g;

/** Reads the ids, titles and section words of docs/requirements.md. */
export function indexRequirements(markdown: string): RequirementsIndex {
  const ids = new Set<string>();
  const titles = new Map<string, Map<string, string>>();
  const words = new Map<string, Set<string>>();
  let top = '';
  const addTitle = (id: string, title: string): void => {
    const section = topSection(id);
    const byTitle = titles.get(section) ?? new Map<string, string>();
    const key = normaliseTitle(title);
    // A title used twice in one section identifies nothing.
    byTitle.set(key, byTitle.has(key) ? '' : id);
    titles.set(section, byTitle);
  };
  for (const line of markdown.split('\n')) {
    const heading = SECTION_HEADING.exec(line);
    if (heading) {
      const [, id = '', title = ''] = heading;
      ids.add(id);
      if (!id.includes('.')) top = id;
      else addTitle(id, title);
    }
    for (const match of line.matchAll(RULE_TITLE)) {
      const [, id = '', title] = match;
      ids.add(id);
      if (title) addTitle(id, title);
    }
    if (top) {
      const set = words.get(top) ?? new Set<string>();
      for (const word of wordsOf(line)) set.add(word);
      words.set(top, set);
    }
  }
  const distinctive = new Map<string, Set<string>>();
  for (const [section, set] of words) {
    const other = words.get(otherPart(section)) ?? new Set<string>();
    distinctive.set(section, new Set([...set].filter((word) => !other.has(word))));
  }
  return { ids, titles, distinctive };
}

function topSection(id: string): string {
  return id.split('.')[0] ?? id;
}

function otherPart(section: string): string {
  return (section.startsWith('A') ? 'B' : 'A') + section.slice(1);
}

function normaliseTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9/ -]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function wordsOf(text: string): string[] {
  // Words of four letters or more and numbers of two digits or more ("36" tells a page size of part B).
  return (text.toLowerCase().match(/[a-z]{4,}|\d{2,}/g) ?? []).filter(
    (word) => !STOP_WORDS.has(word),
  );
}

const STOP_WORDS = new Set([
  'spec',
  'requirements',
  'with',
  'that',
  'this',
  'from',
  'when',
  'then',
  'each',
  'only',
  'else',
]);

/** The part a file names in its explicit citations, when it names exactly one. */
export function filePart(text: string): Part | undefined {
  const parts = new Set<Part>();
  for (const match of text.matchAll(/\bspec\s+(000|001)\b/gi))
    parts.add(match[1] === '000' ? 'A' : 'B');
  return parts.size === 1 ? [...parts][0] : undefined;
}

/** Which part a citation without a part number means, judged by the words of its line against each part. */
export function partByWords(
  context: string,
  section: string,
  index: RequirementsIndex,
): Part | undefined {
  const words = wordsOf(context);
  const score = (part: Part): number => {
    const set = index.distinctive.get(part + section);
    return set ? words.filter((word) => set.has(word)).length : 0;
  };
  const a = score('A');
  const b = score('B');
  if (a === b) return undefined;
  return a > b ? 'A' : 'B';
}

// One citation: "spec 000 §4", "Spec §2.4", "spec 000\n * §5", or a bare "§7" in a file that already cites a part.
const CITATION =
  /\b(spec|Spec|SPEC)(?:\s+(?:\*\s+)?(000|001))?(?:\s+(?:\*\s+)?)?§(\d+(?:\.\d+)*)|§(\d+(?:\.\d+)*)/g;
// Further sections of the same citation: ", §9", " / §9", " and §5", ", 001 §2.3".
const CONTINUATION = /^(\s*(?:,|\/|and|or|&)\s*)(?:(000|001)\s+)?§(\d+(?:\.\d+)*)/;
const QUOTED_TITLE = /^(\s+)"([^"\n]+)"/;

/**
 * Rewrites every specification citation of one file's text. `path` is the file's repository path (used for
 * messages and to make the markdown link to docs/ relative).
 */
export function rewriteText(path: string, text: string, index: RequirementsIndex): RewriteResult {
  const unmapped: Unmapped[] = [];
  let rewritten = 0;
  const defaultPart = filePart(text);
  const lineOf = (offset: number): number => text.slice(0, offset).split('\n').length;
  const lineText = (offset: number): string => {
    const start = text.lastIndexOf('\n', offset - 1) + 1;
    const end = text.indexOf('\n', offset);
    return text.slice(start, end === -1 ? text.length : end);
  };
  const contextOf = (offset: number): string => {
    // The line and its neighbours: a comment's sentence often wraps.
    const start = text.lastIndexOf('\n', Math.max(0, text.lastIndexOf('\n', offset - 1) - 1)) + 1;
    let end = text.indexOf('\n', offset);
    end = end === -1 ? text.length : text.indexOf('\n', end + 1);
    return text.slice(start, end === -1 ? text.length : end);
  };

  const resolve = (
    section: string,
    given: Part | undefined,
    offset: number,
  ): { id?: string; reason?: string } => {
    let part = given;
    if (!part && section.includes('.')) part = 'B'; // only part B numbers the subsections of its section 2
    if (!part) part = defaultPart;
    if (!part) part = partByWords(contextOf(offset), topSection(section), index);
    if (!part)
      return {
        reason: 'no part number, and neither the file nor the words around it decide A or B',
      };
    const id = part + section;
    // Part A's subsections (A2.1…) are this document's own numbering: the source of part A had none to cite.
    if (part === 'A' && section.includes('.'))
      return { reason: `part A has no section ${section} to cite` };
    if (!index.ids.has(id)) return { reason: `${id} does not exist in docs/requirements.md` };
    return { id };
  };

  let out = '';
  let last = 0;
  CITATION.lastIndex = 0;
  for (let match = CITATION.exec(text); match; match = CITATION.exec(text)) {
    const [whole, word, number, section, bareSection] = match;
    const start = match.index;
    const bare = bareSection !== undefined;
    const given: Part | undefined = number === '000' ? 'A' : number === '001' ? 'B' : undefined;
    const first = resolve((section ?? bareSection)!, given, start);
    if (!first.id) {
      unmapped.push({
        file: path,
        line: lineOf(start),
        text: lineText(start).trim(),
        reason: first.reason!,
      });
      continue;
    }
    const ids: string[] = [first.id];
    const separators: string[] = [];
    let end = start + whole.length;
    let currentPart = first.id[0] as Part;
    let failed: string | undefined;
    for (
      let more = CONTINUATION.exec(text.slice(end));
      more;
      more = CONTINUATION.exec(text.slice(end))
    ) {
      const [all, separator = '', switchTo, next = ''] = more;
      if (switchTo) currentPart = switchTo === '000' ? 'A' : 'B';
      const resolved = resolve(next, currentPart, end);
      if (!resolved.id) {
        failed = resolved.reason;
        break;
      }
      ids.push(resolved.id);
      separators.push(separator);
      end += all.length;
    }
    if (failed) {
      unmapped.push({
        file: path,
        line: lineOf(start),
        text: lineText(start).trim(),
        reason: failed,
      });
      continue;
    }
    // A quoted title after the last section names a rule: point at the rule when the title identifies one.
    const quoted = QUOTED_TITLE.exec(text.slice(end));
    if (quoted && ids.length === 1) {
      const rule = index.titles.get(topSection(ids[0]!))?.get(normaliseTitle(quoted[2]!));
      if (rule && (rule === ids[0] || rule.startsWith(`${ids[0]}.`))) ids[0] = rule;
    }
    const lead = bare
      ? 'requirements '
      : word === 'Spec'
        ? 'Requirements '
        : word === 'SPEC'
          ? 'REQUIREMENTS '
          : 'requirements ';
    out +=
      text.slice(last, start) +
      lead +
      ids.map((id, i) => (i === 0 ? id : separators[i - 1] + id)).join('');
    last = end;
    CITATION.lastIndex = end;
    rewritten += 1;
  }
  out += text.slice(last);

  const documents = rewriteDocumentNames(path, out);
  return { text: documents.text, rewritten: rewritten + documents.rewritten, unmapped };
}

/** "api-contract.md" → docs/api.md and the design note "architecture.md" → docs/architecture.md. */
export function rewriteDocumentNames(
  path: string,
  text: string,
): { text: string; rewritten: number } {
  let rewritten = 0;
  const target = (name: string, prefix: string): string => {
    rewritten += 1;
    const doc = `docs/${name}`;
    // A relative path (a markdown link, "../shared/design/…") becomes a relative path to docs/ from this file.
    if (prefix) return posix.relative(posix.dirname(path), doc) || doc;
    return doc;
  };
  const next = text
    .replace(
      /((?:\.\.\/)*(?:[\w.-]+\/)*shared\/design\/)?api-contract\.md/g,
      (_all, prefix?: string) => target('api.md', prefix ?? ''),
    )
    .replace(
      /((?:\.\.\/)*(?:[\w.-]+\/)*shared\/design\/)architecture\.md|(?<![\w/-])architecture\.md/g,
      (_all, prefix?: string) => target('architecture.md', prefix ?? ''),
    );
  return { text: next, rewritten };
}

/** Citations of files outside the repository that are left in a text (for --check). */
export function leftCitations(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bspec\s+(?:\*\s+)?00[01]\b/gi,
    /\bspec\s*§/gi,
    /§\s*\d/g,
    /api-contract\.md/g,
    /shared\/(?:design|spec)\//g,
    /(?<![\w/-])architecture\.md/g,
  ];
  text.split('\n').forEach((line, i) => {
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      if (pattern.test(line)) {
        found.push(`${i + 1}: ${line.trim().slice(0, 160)}`);
        return;
      }
    }
  });
  return found;
}

function trackedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !OWN_FILES.has(file));
}

/** The file's text, or undefined for a missing or binary file (a NUL byte: images, fonts). */
function readText(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  return text.includes('\0') ? undefined : text;
}

function main(argv: readonly string[]): number {
  const root = relative(process.cwd(), dirname(dirname(fileURLToPath(import.meta.url)))) || '.';
  const check = argv.includes('--check');
  const given = argv.filter((arg) => !arg.startsWith('--'));
  const files =
    given.length > 0 ? given.filter((file) => !OWN_FILES.has(file)) : trackedFiles(root);
  const at = (file: string): string => posix.join(root, file);
  if (check) {
    let left = 0;
    for (const file of files) {
      const text = readText(at(file));
      if (text === undefined) continue;
      for (const hit of leftCitations(text)) {
        left += 1;
        console.info(`${file}:${hit}`);
      }
    }
    if (left > 0)
      console.error(
        `${left} citation(s) of files outside the repository; run scripts/cite-requirements.ts`,
      );
    return left > 0 ? 1 : 0;
  }
  const index = indexRequirements(readFileSync(at('docs/requirements.md'), 'utf8'));
  let total = 0;
  let changed = 0;
  const unmapped: Unmapped[] = [];
  for (const file of files) {
    const before = readText(at(file));
    if (before === undefined) continue;
    const result = rewriteText(file, before, index);
    unmapped.push(...result.unmapped);
    if (result.text !== before) {
      writeFileSync(at(file), result.text);
      changed += 1;
      total += result.rewritten;
    }
  }
  console.info(`${total} citation(s) rewritten in ${changed} file(s).`);
  for (const miss of unmapped)
    console.info(`not mapped: ${miss.file}:${miss.line} (${miss.reason}): ${miss.text}`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
