import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** Source files the Lingui macros can appear in (with or without a query: the router's split routes carry one). */
const SOURCE = /\.(?:[jt]sx?|[cm][jt]s)$/;
/** Babel needs the syntax of each source kind; JSX only where the file may hold it. */
const SYNTAX: Record<string, ('typescript' | 'jsx')[]> = {
  ts: ['typescript'],
  mts: ['typescript'],
  cts: ['typescript'],
  tsx: ['typescript', 'jsx'],
  jsx: ['jsx'],
};

/**
 * The Lingui macros (`t`, `msg`, `<Trans>` from `@lingui/*\/macro`) compiled by their Babel plugin.
 * plugin-react 6 no longer runs Babel, so this pass runs before it. Only files that import a macro
 * are parsed: the rest pass through untouched. (This replaces `@rolldown/plugin-babel`, whose
 * Node engine range excluded the Node 20 the project supports, so every install warned.)
 */
export function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || /[/\\]node_modules[/\\]/.test(file)) return null;
      if (!/@lingui\/[a-z-]+\/macro['"]/.test(code)) return null;
      const extension = file.slice(file.lastIndexOf('.') + 1);
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: {
          sourceType: 'module',
          allowAwaitOutsideFunction: true,
          plugins: SYNTAX[extension] ?? [],
        },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code == null ? null : { code: result.code, map: result.map };
    },
  };
}
