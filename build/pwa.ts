import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { APP_ICONS } from './app-icons.ts';

export interface PwaOptions {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
  /** Language of the manifest's texts (the default language of the site). */
  lang: string;
}

const TEMPLATE = new URL('./service-worker.template.js', import.meta.url);
const CONFIG_LINE = /^const CONFIG = .*$/m;
// Public files the shell needs offline: fonts, the icon sprite and the logo.
const PUBLIC_SHELL = /^(fonts\/.+\.woff2|icons\.svg|brand\/logo\.svg)$/;

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path, root) : [relative(root, path).replace(/\\/g, '/')];
  });
}

/**
 * Every script and stylesheet of the build: the start-up code and every screen, so an offline
 * reload of any address starts (screens are small; the whole set is ~30 KB gzip beyond start-up).
 */
function codeFiles(bundle: OutputBundle): string[] {
  return Object.values(bundle)
    .filter((output) => output.type === 'chunk' || output.fileName.endsWith('.css'))
    .map((output) => output.fileName);
}

/**
 * Installed web app (issue: "Installed web app"): a manifest with icons drawn from the logo's
 * emblem, and a service worker that precaches the shell so an offline reload still starts the app.
 */
export function pwa(options: PwaOptions): Plugin {
  let base = '/';
  let publicDir = '';
  return {
    name: 'pwa',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'link',
          attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` },
          injectTo: 'head',
        },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${base}icons/icon-192.png` },
          injectTo: 'head',
        },
      ],
    },
    generateBundle(_, bundle) {
      // The icons themselves are files of public/icons/ (drawn once by `npm run icons`), copied as they are.
      const icons = APP_ICONS;

      const manifest = {
        name: options.name,
        short_name: options.shortName,
        description: options.description,
        lang: options.lang,
        start_url: `${base}home`,
        scope: base,
        display: 'standalone',
        orientation: 'portrait',
        theme_color: options.themeColor,
        background_color: options.backgroundColor,
        icons: icons.map((icon) => ({
          src: `${base}${icon.file}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose,
        })),
      };
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(manifest, null, 2),
      });

      const publicShell = listFiles(publicDir).filter((file) => PUBLIC_SHELL.test(file));
      const precache = [
        'index.html',
        ...codeFiles(bundle),
        ...publicShell,
        'icons/icon-192.png',
      ].map((file) => `${base}${file}`);
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const config = { version, base, shell: `${base}index.html`, precache };
      const source = readFileSync(TEMPLATE, 'utf8').replace(
        CONFIG_LINE,
        `const CONFIG = ${JSON.stringify(config)};`,
      );
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
