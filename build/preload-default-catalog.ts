import type { Plugin } from 'vite';

/**
 * The default language's catalogue is a lazy chunk (the other language must not cost a player
 * anything), yet nearly every first visit needs it right after the entry chunk runs. Announcing it
 * in the HTML lets the browser fetch both at once instead of one after the other.
 */
export function preloadDefaultCatalog(catalogModule: string): Plugin {
  let base = '/';
  return {
    name: 'preload-default-catalog',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.facadeModuleId?.replace(/\\/g, '/').endsWith(catalogModule),
        );
        if (!chunk) throw new Error(`preload-default-catalog: no chunk for ${catalogModule}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + chunk.fileName },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
