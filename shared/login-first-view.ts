/**
 * The contract between the login page's server rendering (src/app/login-first-view.tsx, built by
 * build/first-view-ssr.ts) and the server that loads and calls it (server/http/login-first-view.ts).
 */

import type { WhitelabelNode } from './whitelabel-node.ts';

/** Where in the build the server-rendered first views go: a dot folder, never served as a site file. */
export const FIRST_VIEW_SSR_DIR = '.ssr';

/** The built module's file in that folder (Vite names it after its entry). */
export const LOGIN_FIRST_VIEW_FILE = 'login-first-view.js';

export interface LoginFirstViewInput {
  /** The page address's query string, with its leading '?' or empty (a `?lang=` link wins, as in the app). */
  search: string;
  /** The language cookie's value (MC_LANGUAGE, shared/language-cookie.ts), or null without one. */
  storedLanguage: string | null;
  /** The site's white-label tree and sign-up age, as the status call answers them. */
  whitelabel: readonly WhitelabelNode[];
  ageLimit: number;
}

/** The login popup as the app draws it on /m/login, in the catalogue of the visitor's language. */
export interface LoginFirstView {
  /** The catalogue the drawing's text is in: the site drops the drawing if it will show another language. */
  catalog: 'bn' | 'en';
  html: string;
}

/** What the built module exports as `renderLoginFirstView`. */
export type RenderLoginFirstView = (input: LoginFirstViewInput) => LoginFirstView;
