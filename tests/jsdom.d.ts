// jsdom (Vitest's DOM) ships no types of its own and no @types/jsdom matches its version 29: the
// little the tests use of it directly, to read markup rendered in Node (tests/app/login-first-view.test.tsx).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
