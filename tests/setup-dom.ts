import { afterEach } from 'vitest';

// The logic files (charts, API client, scripts) run in Node; a file of theirs that needs a DOM says
// `// @vitest-environment jsdom` in its first line. Only a file with a DOM pays for Testing
// Library's matchers and clean-up.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy*/waitFor default to 1 s; with the site and server projects sharing 2 cores on a CI
  // machine slower than this one, a screen that waits on a stubbed request plus a 225 ms popup
  // animation can take longer.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
