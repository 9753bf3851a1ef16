import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  filePart,
  indexRequirements,
  leftCitations,
  partByWords,
  rewriteDocumentNames,
  rewriteText,
} from '../../scripts/cite-requirements.ts';

const requirements = readFileSync('docs/requirements.md', 'utf8');
const index = indexRequirements(requirements);
const rewrite = (text: string, path = 'src/x.ts'): string => rewriteText(path, text, index).text;

describe('docs/requirements.md', () => {
  it('numbers sections A1…A9 and B1…B9, and part B keeps the subsections 2.1 to 2.8', () => {
    for (const part of ['A', 'B']) {
      for (let n = 1; n <= 9; n += 1)
        expect(index.ids.has(`${part}${n}`), `${part}${n}`).toBe(true);
    }
    for (let n = 1; n <= 8; n += 1) expect(index.ids.has(`B2.${n}`)).toBe(true);
  });

  it('gives every rule id once', () => {
    const ids = [...requirements.matchAll(/^(?:#{2,3} |- \*\*)([AB]\d+(?:\.\d+)*)\b/gm)].map(
      (m) => m[1],
    );
    expect(ids.length).toBeGreaterThan(150);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  // The specification lives outside the repository; where it is on the machine, nothing of it may be lost.
  const specDir = '/work/shared/spec';
  const specs = existsSync(specDir) ? readdirSync(specDir).sort() : [];
  it.skipIf(specs.length !== 2)(
    'keeps every number of each specification section in the same section',
    () => {
      const numbers = (text: string): Set<string> => new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);
      const sections = (text: string, heading: RegExp): Map<string, string> => {
        const out = new Map<string, string>();
        let current = '';
        for (const line of text.split('\n')) {
          const match = heading.exec(line);
          if (match) current = match[1]!;
          // Headings, "see section 6" and rule ids are numbering, not content.
          else if (current && !line.startsWith('#')) {
            const content = line.replace(/\bsection \d+/g, '').replace(/\b[AB]\d+(?:\.\d+)*/g, '');
            out.set(current, `${out.get(current) ?? ''}\n${content}`);
          }
        }
        return out;
      };
      const missing: string[] = [];
      specs.forEach((file, i) => {
        const part = i === 0 ? 'A' : 'B';
        const spec = sections(readFileSync(`${specDir}/${file}`, 'utf8'), /^## (\d+)\./);
        const doc = sections(requirements, new RegExp(`^## ${part}(\\d+) `));
        expect(spec.size).toBe(9);
        for (const [n, text] of spec) {
          const kept = numbers(doc.get(n) ?? '');
          for (const number of numbers(text))
            if (!kept.has(number)) missing.push(`${part}${n}: ${number}`);
        }
      });
      expect(missing).toEqual([]);
    },
  );

  it.skipIf(specs.length !== 2)(
    'keeps every path, code and field name of the specification',
    () => {
      // Routes (/m/...), camelCase fields, UPPER codes (module ids, types) and snake_case message keys.
      const identifiers =
        /\/m\/[\w.\-/]*\w|\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Z][A-Z0-9_]{2,}\b|\b[a-z]+_[a-z_]+\b/g;
      const missing = specs.flatMap((file) =>
        [...new Set(readFileSync(`${specDir}/${file}`, 'utf8').match(identifiers) ?? [])].filter(
          (name) => !requirements.includes(name),
        ),
      );
      expect(missing).toEqual([]);
    },
  );
});

describe('rewriting specification citations', () => {
  it('maps part 000 to A and part 001 to B, keeping the case of the first word', () => {
    expect(rewrite('// spec 000 §4: login')).toBe('// requirements A4: login');
    expect(rewrite('/** Spec 001 §2.4 table */')).toBe('/** Requirements B2.4 table */');
    expect(rewrite('(spec 001 §9).')).toBe('(requirements B9).');
  });

  it('rewrites every section of a list, and a list that switches part', () => {
    expect(rewrite('(spec 001 §2.7, §3, §4, §5, §9)')).toBe('(requirements B2.7, B3, B4, B5, B9)');
    expect(rewrite('Spec 001 §4/§6: x')).toBe('Requirements B4/B6: x');
    expect(rewrite('Spec 001 §2.2 / §9: x')).toBe('Requirements B2.2 / B9: x');
    expect(rewrite('(spec 000 §2, 001 §2.3): x')).toBe('(requirements A2, B2.3): x');
    expect(rewrite('(spec 000 §8 and §9)')).toBe('(requirements A8 and A9)');
  });

  it('joins a citation that a comment wrapped between the part and the section', () => {
    expect(rewrite(' * substituted (spec 000\n * §5): the demo')).toBe(
      ' * substituted (requirements A5): the demo',
    );
  });

  it('points a quoted rule title at the rule, and keeps a quote that names no rule at the section', () => {
    expect(rewrite('spec 000 §4 "SMS countdown"')).toBe('requirements A4.8 "SMS countdown"');
    expect(rewrite('spec 000 §2 "Change password" screen')).toBe(
      'requirements A2.11 "Change password" screen',
    );
    expect(rewrite('Spec 000 §2 "Side menu" targets')).toBe(
      'Requirements A2.6 "Side menu" targets',
    );
    expect(rewrite('spec 001 §4 "Agent contracts"')).toBe('requirements B4.13 "Agent contracts"');
    expect(rewrite('spec 001 §9 "home game list 20"')).toBe('requirements B9 "home game list 20"');
    // A title of another section is not taken.
    expect(rewrite('spec 000 §9 "SMS countdown"')).toBe('requirements A9 "SMS countdown"');
  });

  it('reads a citation without a part from the file, then from the subsection number, then from the words', () => {
    const file = '// spec 001 §4: x\n// spec §9: y\n';
    expect(rewrite(file)).toBe('// requirements B4: x\n// requirements B9: y\n');
    expect(rewrite('// the table of spec §2.4')).toBe('// the table of requirements B2.4');
    // "countdown" is in both parts' fourth sections (A4.8, B4.16); "seconds" only in part A's.
    expect(rewrite('// the SMS countdown of spec §4, in seconds')).toBe(
      '// the SMS countdown of requirements A4, in seconds',
    );
    expect(rewrite('// search pages of 36 (spec §9)')).toBe(
      '// search pages of 36 (requirements B9)',
    );
    // A lone "§" in a file that names its part.
    expect(rewrite('// spec 000 §3 x\n// the flag of §7\n')).toBe(
      '// requirements A3 x\n// the flag of requirements A7\n',
    );
  });

  it('leaves and reports what it cannot decide or what does not exist', () => {
    const undecided = rewriteText(
      'src/t.ts',
      '/** Toast durations in ms (spec §8 and §9). */',
      index,
    );
    expect(undecided.text).toBe('/** Toast durations in ms (spec §8 and §9). */');
    expect(undecided.unmapped[0]).toMatchObject({ file: 'src/t.ts', line: 1 });
    const missing = rewriteText('src/t.ts', '// spec 000 §2.4', index);
    expect(missing.text).toBe('// spec 000 §2.4');
    expect(missing.unmapped[0]?.reason).toMatch(/part A has no section 2.4/);
  });

  it('decides the part by words only when one part wins', () => {
    expect(partByWords('the captcha answer', '5', index)).toBe('A');
    expect(partByWords('reward remark pictures', '5', index)).toBe('B');
    expect(partByWords('nothing telling', '5', index)).toBeUndefined();
    expect(filePart('spec 000 §1 and spec 001 §2')).toBeUndefined();
    expect(filePart('Spec 001 §2')).toBe('B');
  });

  it('is idempotent: a rewritten file has nothing left to rewrite', () => {
    const once = rewrite('// spec 000 §2 "Login", §5; api-contract.md and architecture.md');
    expect(rewrite(once)).toBe(once);
    expect(leftCitations(once)).toEqual([]);
  });
});

describe('rewriting document names', () => {
  it('points the contract and the design note at docs/, relative when the path was relative', () => {
    expect(rewriteDocumentNames('src/a.ts', '(api-contract.md "Encrypted calls")').text).toBe(
      '(docs/api.md "Encrypted calls")',
    );
    expect(rewriteDocumentNames('src/a.ts', 'boundaries of architecture.md').text).toBe(
      'boundaries of docs/architecture.md',
    );
    expect(
      rewriteDocumentNames('server/README.md', 'in `../shared/design/api-contract.md`').text,
    ).toBe('in `../docs/api.md`');
    expect(rewriteDocumentNames('README.md', '[x](../shared/design/architecture.md)').text).toBe(
      '[x](docs/architecture.md)',
    );
  });

  it('leaves names that already point into docs/ and other files that end the same way', () => {
    const text = 'docs/architecture.md, [a](architecture.md#x) no: ui-architecture.md';
    expect(
      rewriteDocumentNames('docs/x.md', 'docs/architecture.md and ui-architecture.md').rewritten,
    ).toBe(0);
    expect(rewriteDocumentNames('src/x.ts', text).text).toContain(
      'docs/architecture.md, [a](docs/architecture.md#x)',
    );
  });
});

describe('--check', () => {
  it('finds each form of an outside citation and nothing in clean text', () => {
    const text = [
      'spec 000 §4',
      'Spec §9',
      'the flag of §7',
      'api-contract.md',
      '/work/shared/spec/000.txt',
      'see architecture.md',
      'clean: requirements A4, docs/api.md, docs/architecture.md',
    ].join('\n');
    expect(leftCitations(text).map((hit) => hit.split(':')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });
});
