import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The site's schemas use zod/mini (src/api/schema.ts says why): one import of classic zod in code
// the site loads would bring its whole chained API into the first load (issue 27, ~10 KB gzip).
// The server keeps classic zod; shared/ is read by both, so it must stay mini (or zod-free) too.
const SITE_FOLDERS = ['src', 'shared'];

/** Every zod module a source imports (static, re-export or dynamic), by its specifier. */
function zodSpecifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](zod(?:\/[^'"]*)?)['"]/g;
  for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the site imports zod/mini only', () => {
  it('finds zod imports in every form a source writes them', () => {
    expect(zodSpecifiers(`import * as z from 'zod/mini';`)).toEqual(['zod/mini']);
    expect(zodSpecifiers(`import type * as z from "zod";`)).toEqual(['zod']);
    expect(zodSpecifiers(`import { z } from 'zod/v4';\nexport { ZodError } from 'zod';`)).toEqual([
      'zod/v4',
      'zod',
    ]);
    expect(zodSpecifiers(`const z = await import('zod');`)).toEqual(['zod']);
    expect(zodSpecifiers(`import 'zod';`)).toEqual(['zod']);
    expect(zodSpecifiers(`import { x } from 'zodiac';\n// zod is mentioned here`)).toEqual([]);
  });

  it('has no source in src/ or shared/ that imports classic zod', () => {
    const files = SITE_FOLDERS.flatMap(sourceFiles);
    const imports = files.map((file) => ({
      file,
      specifiers: zodSpecifiers(readFileSync(file, 'utf8')),
    }));
    // The scan reads the real schemas: the API's zod/mini imports are among what it found.
    expect(
      imports.filter(({ specifiers }) => specifiers.includes('zod/mini')).length,
    ).toBeGreaterThan(20);
    const classic = imports
      .filter(({ specifiers }) => specifiers.some((specifier) => specifier !== 'zod/mini'))
      .map(({ file }) => file);
    expect(classic).toEqual([]);
  });

  // Every zod type and helper the site uses anywhere sits in the one copy of zod the first loads
  // share (the vendor chunk, build/first-load-parts.ts): z.iso.* and z.extend, once used by the
  // live chat list alone, cost each first load 0.8 KB (gzip) (src/api/endpoints/chat-live.ts
  // spells them out).
  it('uses none of the zod helpers that no first load needs: z.iso formats, z.extend', () => {
    const code = (file: string) =>
      readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const users = SITE_FOLDERS.flatMap(sourceFiles).filter((file) =>
      /\bz\.(iso\.|extend\()/.test(code(file)),
    );
    expect(users).toEqual([]);
  });
});
