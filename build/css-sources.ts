import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** The file name of the stylesheet index the bench reads (dist/.vite/css-sources.json). */
export const CSS_SOURCES_FILE = '.vite/css-sources.json';

export type CssSources = Record<string, { source: string; bytes: number }[]>;

const CSS_ID = /\.css(\?|$)/;

/**
 * Writes which CSS modules make up each stylesheet of the build, with each module's compiled
 * size (after Vite's CSS pass, before minification). Vite writes no source map for CSS in a
 * build, so this is how the bench's first-load split (scripts/bench/first-load-split.ts) tells
 * the site's own styles from a library's.
 */
export function cssSources(root: string = process.cwd()): Plugin {
  const compiled = new Map<string, number>();
  return {
    name: 'css-sources',
    apply: 'build',
    transform: {
      filter: { id: CSS_ID },
      handler(code, id) {
        compiled.set(id, Buffer.byteLength(code));
        return null;
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const sheets: CssSources = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const stylesheets = [...(output.viteMetadata?.importedCss ?? [])];
          if (stylesheets.length === 0) continue;
          const sources = output.moduleIds
            .filter((id) => CSS_ID.test(id) && compiled.has(id))
            .map((id) => ({
              source: relative(root, id.replace(/\?.*$/, '')).replaceAll('\\', '/'),
              bytes: compiled.get(id) ?? 0,
            }));
          for (const sheet of stylesheets) sheets[sheet] = sources;
        }
        this.emitFile({
          type: 'asset',
          fileName: CSS_SOURCES_FILE,
          source: `${JSON.stringify(sheets, null, 1)}\n`,
        });
      },
    },
  };
}
