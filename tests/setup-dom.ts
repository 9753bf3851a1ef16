import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor default to 1 s; with the site and server projects sharing 2 cores on a CI machine
// slower than this one, a screen that waits on a stubbed request plus a 225 ms popup animation can take longer.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // A file may run in Node instead (`@vitest-environment node`: what the server renders).
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
