import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Message ids are the English source; every BN message must be translated (`lingui compile --strict`).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['bn', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
