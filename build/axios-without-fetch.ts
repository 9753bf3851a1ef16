import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STUB = fileURLToPath(new URL('./axios-fetch-adapter-stub.js', import.meta.url));

/**
 * axios picks its XHR adapter in browsers (its default order is xhr, http, fetch), yet the
 * fetch adapter is bundled too: ~2 KB gzip of the start-up budget that never runs. This swaps
 * it for a stub that reports "not available", exactly what axios sees where fetch is missing.
 */
export function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'axios-without-fetch-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer?.replace(/\\/g, '/').endsWith('axios/lib/adapters/adapters.js')
      )
        return STUB;
      return null;
    },
  };
}
