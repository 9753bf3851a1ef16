import { join } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { FIRST_VIEW_SSR_DIR } from '../shared/login-first-view.ts';

/**
 * After the site's build, builds `entry` (src/app/login-first-view.tsx) for Node into
 * `<outDir>/.ssr/`, with the same configuration: the same CSS module class names and the same
 * compiled catalogues as the site's, so what the server draws is what the app then draws. The
 * libraries stay imports of node_modules, as in any server build of Vite.
 */
export function firstViewSsr(entry: string): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'first-view-ssr',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      await build({
        configFile: config.configFile,
        mode: config.mode,
        root: config.root,
        logLevel: 'warn',
        build: {
          ssr: entry,
          outDir: join(config.build.outDir, FIRST_VIEW_SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
        },
      });
    },
  };
}
