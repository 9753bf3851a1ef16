import type { Plugin } from 'vite';

/**
 * Builds `entry` as a second, small entry chunk and puts its script first in the page. Vite
 * would merge every module script of index.html into one entry, and the early request it makes
 * (src/boot.ts) is only worth anything if it runs before the main bundle has finished loading.
 */
export function earlyBootScript(entry: string): Plugin {
  let base = '/';
  return {
    name: 'early-boot-script',
    apply: 'build',
    config() {
      return { build: { rollupOptions: { input: { index: 'index.html', boot: entry } } } };
    },
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.isEntry &&
            output.facadeModuleId?.replace(/\\/g, '/').endsWith(entry),
        );
        if (!chunk || chunk.type !== 'chunk')
          throw new Error(`early-boot-script: no entry chunk for ${entry}`);
        // The main bundle's own preload links may name the same chunks (the early code is shared):
        // the page names each once.
        const preloads = chunk.imports
          .filter((file) => !html.includes(`href="${base + file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
            injectTo: 'head-prepend' as const,
          }));
        return [
          // async: it runs as soon as it has loaded, not after the main bundle.
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: base + chunk.fileName },
            injectTo: 'head-prepend',
          },
          ...preloads,
        ];
      },
    },
  };
}
