import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawFinding } from './page-checks';

export type Rule =
  | RawFinding['rule']
  | 'console-or-network'
  | 'never-settled'
  // The footer bar shows exactly where src/features/shell/frame-layout.ts says (issue 53).
  | 'footer-bar';

export interface Finding {
  screen: string;
  language: string;
  user: string;
  viewport: string;
  rule: Rule;
  role: string;
  name: string;
  text: string;
  value: string;
}

/** What one screen showed, before it is labelled with its screen, language, user and viewport. */
export type Measured = Omit<Finding, 'screen' | 'language' | 'user' | 'viewport'>;

export interface Exception {
  rule: Rule;
  /** The screen (route as written in the audit, e.g. "/home") or a pattern over it. */
  screen: string | RegExp;
  /** Matched against the element's accessible name (or, for console and network, the message). */
  element: RegExp;
  reason: string;
}

export const matches = (exception: Exception, finding: Finding) =>
  exception.rule === finding.rule &&
  (typeof exception.screen === 'string'
    ? exception.screen === finding.screen
    : exception.screen.test(finding.screen)) &&
  exception.element.test(`${finding.name} ${finding.value}`);

/** One line: "screen – rule – element (role, name, text) – measured value". */
export const line = (finding: Finding) => {
  const element = finding.role
    ? `${finding.role} "${finding.name}"${finding.text ? ` (text "${finding.text}")` : ''} – `
    : '';
  return `${finding.screen} – ${finding.rule} – ${element}${finding.value}`;
};

/** Lines of one walk, identical elements counted once with their number. */
export function summarise(findings: readonly Finding[]): string[] {
  const counts = new Map<string, number>();
  for (const finding of findings) {
    const text = `${line(finding)} [${finding.viewport}]`;
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([text, count]) => (count > 1 ? `${text} (×${count})` : text));
}

export function saveFindings(
  folder: string,
  walk: string,
  findings: readonly Finding[],
  excepted: readonly Finding[],
) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, `${walk}.json`),
    JSON.stringify({ walk, findings, excepted }, null, 1),
  );
}

/** Every walk's findings as Markdown, grouped by rule, then screen. */
export function findingsMarkdown(folder: string): string {
  const walks = readdirSync(folder)
    .filter((file) => file.endsWith('.json') && !file.endsWith('.tiles.json'))
    .map(
      (file) =>
        JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
          walk: string;
          findings: Finding[];
          excepted: Finding[];
        },
    );
  const all = walks.flatMap((walk) => walk.findings);
  const out = [
    `# Layout audit findings`,
    '',
    `${all.length} findings over ${walks.length} walks (${walks.map((walk) => walk.walk).join(', ')}).`,
    '',
  ];
  const rules = [...new Set(all.map((finding) => finding.rule))].sort();
  for (const rule of rules) {
    const ofRule = all.filter((finding) => finding.rule === rule);
    out.push(`## ${rule} (${ofRule.length})`, '');
    const screens = [...new Set(ofRule.map((finding) => finding.screen))].sort();
    for (const screen of screens) {
      out.push(`### ${screen}`, '');
      const seen = new Map<string, Set<string>>();
      for (const finding of ofRule.filter((item) => item.screen === screen)) {
        const text = line(finding).slice(screen.length + rule.length + 6);
        const where = `${finding.language} ${finding.user} ${finding.viewport}`;
        seen.set(text, (seen.get(text) ?? new Set()).add(where));
      }
      for (const [text, where] of seen) out.push(`- ${text} — ${[...where].join('; ')}`);
      out.push('');
    }
  }
  const excepted = walks.flatMap((walk) => walk.excepted);
  if (excepted.length)
    out.push(
      `## Excepted (${excepted.length})`,
      '',
      ...summarise(excepted).map((text) => `- ${text}`),
      '',
    );
  return out.join('\n');
}
