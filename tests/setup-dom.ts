import { afterAll, afterEach, vi } from 'vitest';

// The site's and the logic's test files share a worker and its DOM (`isolate: false` in
// vite.config.ts): jsdom and the packages in node_modules are set up once per worker instead of once
// per file, which took most of these projects' time. What a file could leave behind for the next is
// undone here, so each file still starts as it would in a worker of its own:
// - the repository's modules are evaluated again for each file (the packages are kept), so module
//   state (stores, actors, caches) starts fresh and a file's vi.mock reaches what it imports;
// - the clock, globals and environment variables a file replaced, with vi or by assignment
//   (Element.prototype.animate = …, Object.defineProperty(window, 'scrollY', …));
// - the page: its document, address, storage and cookies.
vi.resetModules();

// The logic files (charts, API client, scripts) run in Node; a file of theirs that needs a DOM says
// `// @vitest-environment jsdom` in its first line. Only a file with a DOM pays for Testing
// Library's matchers and clean-up.
const dom = typeof window !== 'undefined';
if (dom) {
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

// Taken after the imports above, which set globals of their own once per worker.
const globals = saveProperties(
  dom ? [globalThis, document, navigator, ...domClasses()] : [globalThis],
);
const address = dom ? location.href : '';

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  restoreProperties(globals);
  if (!dom) return;
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', address);
  localStorage.clear();
  sessionStorage.clear();
});

/** The DOM's classes (Element, HTMLElement, …) and their prototypes, which a test may patch. */
function domClasses(): object[] {
  const found: object[] = [];
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (!/^[A-Z]/.test(name)) continue;
    const value = Object.getOwnPropertyDescriptor(globalThis, name)?.value as unknown;
    if (typeof value !== 'function') continue;
    found.push(value);
    if (typeof value.prototype === 'object' && value.prototype !== null)
      found.push(value.prototype);
  }
  return found;
}

type Saved = Map<object, Map<PropertyKey, PropertyDescriptor>>;

// Vitest's own globals are set while a file runs; they are its business.
const ownedByVitest = (key: PropertyKey) =>
  typeof key === 'string' && /^__vitest|^__VITEST/.test(key);

function saveProperties(targets: object[]): Saved {
  const saved: Saved = new Map();
  for (const target of targets) {
    const properties = new Map<PropertyKey, PropertyDescriptor>();
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor !== undefined) properties.set(key, descriptor);
    }
    saved.set(target, properties);
  }
  return saved;
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return (
    Object.is(a.value, b.value) &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}

/** Puts back each property as saved: added ones removed, replaced ones restored. */
function restoreProperties(saved: Saved): void {
  for (const [target, properties] of saved) {
    for (const key of Reflect.ownKeys(target)) {
      if (ownedByVitest(key) || properties.has(key)) continue;
      Reflect.deleteProperty(target, key);
    }
    for (const [key, descriptor] of properties) {
      if (ownedByVitest(key)) continue;
      const now = Object.getOwnPropertyDescriptor(target, key);
      if (now !== undefined && sameDescriptor(now, descriptor)) continue;
      try {
        Object.defineProperty(target, key, descriptor);
      } catch {
        // A property the page made unconfigurable stays as it is, as it would for the file itself.
      }
    }
  }
}
