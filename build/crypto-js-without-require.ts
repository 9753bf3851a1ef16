import type { Plugin } from 'vite';

const CORE = /[\\/]node_modules[\\/]crypto-js[\\/](core|crypto-js)\.js$/;
const NODE_FALLBACK = "typeof require === 'function'";

/**
 * crypto-js looks for Node's `crypto` module when the page has no Web Crypto (`typeof require ===
 * 'function'`, then `require('crypto')`). A browser never has `require`, yet the test makes the
 * bundler ship its CommonJS `require` helper, error message and all, in the runtime chunk every
 * first load fetches. Every browser the site supports has Web Crypto, which crypto-js takes first:
 * the build answers the test with `false`.
 */
export function cryptoJsWithoutRequire(): Plugin {
  return {
    name: 'crypto-js-without-require',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: CORE },
      handler(code, id) {
        if (!code.includes(NODE_FALLBACK))
          throw new Error(`crypto-js-without-require: ${id} no longer tests for require`);
        return { code: code.replace(NODE_FALLBACK, 'false'), map: null };
      },
    },
  };
}
