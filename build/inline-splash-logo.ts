import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Writes the static splash's logo (index.html, `<img data-splash-logo>`) into the page as a data
 * address of `file` (public/brand/logo.svg). On a page whose screen the server does not draw, the
 * splash is the first paint and the app's scripts load after it (server/http/first-view.ts): a
 * logo of its own request would paint a round trip later, while the scripts already compete for
 * the connection. About 1.7 KB of page (base64), which the page's compression shrinks again.
 */
export function inlineSplashLogo(file: string): Plugin {
  return {
    name: 'inline-splash-logo',
    transformIndexHtml(html) {
      const logo = `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
      const tag = /<img\b[^>]*\bdata-splash-logo\b[^>]*>/i;
      if (!tag.test(html))
        throw new Error('inline-splash-logo: index.html has no <img data-splash-logo>');
      return html.replace(tag, (img) => img.replace(/\bsrc="[^"]*"/, `src="${logo}"`));
    },
  };
}
