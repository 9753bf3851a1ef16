import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cssSources } from '../../build/css-sources.ts';
import { bytesPerSource, packageOf, splitFirstLoad } from '../../scripts/bench/first-load-split.ts';

describe('bytes per source of a generated file', () => {
  it('gives each segment the text up to the next one, and unnamed text to -1', () => {
    // Line 1: "ab" from source 0, then "cd" unmapped (a one-field segment). Line 2: "ef" from source 1.
    // Segments: col 0 -> source 0 (AAAA); col +2, no source (E); line 2: col 0 -> source +1 (ACAA).
    const owned = bytesPerSource('abcd\nef', 'AAAA,E;ACAA');
    expect(owned.get(0)).toBe(2);
    expect(owned.get(-1)).toBe(3); // "cd" and the newline that ends its line
    expect(owned.get(1)).toBe(2);
  });

  it('counts UTF-8 bytes, as the file weighs them', () => {
    expect(bytesPerSource('"বাংলা"', 'AAAA').get(0)).toBe(Buffer.byteLength('"বাংলা"'));
  });

  it('names the package of a source path, scoped or nested', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOf('/r/node_modules/@tanstack/query-core/build/a.js')).toBe(
      '@tanstack/query-core',
    );
    expect(packageOf('/r/node_modules/a/node_modules/b/i.js')).toBe('b');
    expect(packageOf('/r/src/main.tsx')).toBeNull();
  });
});

describe('first-load split of a build', () => {
  let root: string;
  let dist: string;
  const files = () =>
    readdirSync(join(dist, 'assets'))
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => `/m/assets/${name}`);
  const gzipTotal = () =>
    files().reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(dist, file.slice(3))), { level: 9 }).length,
      0,
    );

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  // Distinct words, so that the code does not compress to nothing and each side has real weight.
  const words = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => `${prefix}${index * 7919}`).join(' ');

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'first-load-split-'));
    dist = join(root, 'dist');
    // A design card library that depends on another package, which thereby counts with it.
    write(
      'node_modules/react/package.json',
      JSON.stringify({ name: 'react', main: 'index.js', dependencies: { scheduler: '1' } }),
    );
    write(
      'node_modules/react/index.js',
      `import { tick } from 'scheduler';\nexport const card = () => tick(${JSON.stringify(words('card', 400))});\n`,
    );
    write(
      'node_modules/react/slider.css',
      `.slider{display:flex;content:${JSON.stringify(words('s', 60))}}\n`,
    );
    write(
      'node_modules/scheduler/package.json',
      JSON.stringify({ name: 'scheduler', main: 'index.js' }),
    );
    write(
      'node_modules/scheduler/index.js',
      `export const tick = (text) => text.split(' ').length + ${JSON.stringify(words('tick', 100))}.length;\n`,
    );
    // A library outside the design card.
    write(
      'node_modules/leftpad/package.json',
      JSON.stringify({ name: 'leftpad', main: 'index.js' }),
    );
    write(
      'node_modules/leftpad/index.js',
      `export const pad = (text) => text.padStart(${JSON.stringify(words('pad', 50))}.length);\n`,
    );
    write(
      'src/main.js',
      `import { card } from 'react';\nimport { pad } from 'leftpad';\nimport 'react/slider.css';\nimport './site.css';\ndocument.title = pad(String(card())) + ${JSON.stringify(words('own', 120))};\n`,
    );
    write('src/site.css', `.site{color:red;content:${JSON.stringify(words('c', 60))}}\n`);
    write('index.html', '<!doctype html><script type="module" src="/src/main.js"></script>\n');
    await build({
      root,
      base: '/m/',
      configFile: false,
      logLevel: 'silent',
      plugins: [cssSources(root)],
      build: { outDir: dist, sourcemap: 'hidden', minify: true, modulePreload: false },
    });
  }, 60_000);

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('adds up to the gzip total of the files, each side with its own sources', async () => {
    const split = await splitFirstLoad(dist, files(), { root });
    expect(split.designCard + split.rest).toBe(gzipTotal());
    expect(split.designCardPackages.map((entry) => entry.module).sort()).toEqual([
      'react',
      'scheduler',
    ]);
    const rest = split.top.map((entry) => entry.module);
    expect(rest).toEqual(expect.arrayContaining(['leftpad', 'src/main.js', 'src/site.css']));
    expect(rest).not.toContain('react');
    // The library's code is about 70 % of the script's text: its side must weigh the most.
    expect(split.designCard).toBeGreaterThan(split.rest);
    expect(split.top).toEqual([...split.top].sort((a, b) => b.bytes - a.bytes));
  });

  it("tells a library stylesheet from the site's own by the CSS index the build writes", async () => {
    const css = files().filter((file) => file.endsWith('.css'));
    expect(css).toHaveLength(1);
    const split = await splitFirstLoad(dist, css, { root });
    expect(split.designCardPackages.map((entry) => entry.module)).toEqual(['react']);
    expect(split.top.map((entry) => entry.module)).toEqual(['src/site.css']);
    expect(split.designCard).toBeGreaterThan(0);
    expect(split.rest).toBeGreaterThan(0);
  });

  it('refuses a build without source maps rather than putting everything on the rest', async () => {
    const bare = join(root, 'bare');
    mkdirSync(join(bare, 'assets'), { recursive: true });
    writeFileSync(join(bare, 'assets', 'main.js'), 'console.log(1)\n');
    await expect(splitFirstLoad(bare, ['/m/assets/main.js'], { root })).rejects.toThrow(
      /--sourcemap hidden/,
    );
  });
});
