import { i18n } from '@lingui/core';
import { LANGUAGES, type CatalogId, type LanguageCode } from './languages.ts';

// One chunk per catalogue, fetched only when that language is chosen. The first screen (the home
// page nearly every visit lands on) reads only its own messages, about a third of the catalogue
// (build/first-screen-catalog.ts); the whole catalogue follows when a screen beyond it is needed.
const firstScreenCatalogs = {
  bn: () => import('../locales/bn/messages.po?first-screen'),
  en: () => import('../locales/en/messages.po?first-screen'),
} as const;
const wholeCatalogs = {
  bn: () => import('../locales/bn/messages.po'),
  en: () => import('../locales/en/messages.po'),
} as const;

let wholeWanted = false;
const wholeLoads = new Map<CatalogId, Promise<void>>();

function loadWhole(catalog: CatalogId): Promise<void> {
  let load = wholeLoads.get(catalog);
  if (!load) {
    load = wholeCatalogs[catalog]().then(({ messages }) => i18n.load(catalog, messages));
    // A chunk that failed (offline) is asked for again by the next screen that needs it.
    load.catch(() => wholeLoads.delete(catalog));
    wholeLoads.set(catalog, load);
  }
  return load;
}

/**
 * Applies a language at once, without a reload: loads its catalogue, activates it (every
 * I18nProvider consumer re-renders) and sets the document's lang and direction.
 */
export async function activateLanguage(code: LanguageCode): Promise<LanguageCode> {
  const info = LANGUAGES[code];
  if (wholeWanted) await loadWhole(info.catalog);
  else i18n.load(info.catalog, (await firstScreenCatalogs[info.catalog]()).messages);
  i18n.activate(info.catalog, [info.locale]);
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
  return code;
}

/**
 * Every message from now on, in this language and any chosen later: called before a screen or
 * popup beyond the first screen renders (the root route, lazyBeyondFirstScreen). Resolves once the
 * active language's whole catalogue is loaded; before a language is active it only records the wish,
 * so start-up loads the whole catalogue straight away (a visit that lands on another screen).
 */
export function loadWholeCatalogue(): Promise<void> {
  wholeWanted = true;
  const active = i18n.locale as CatalogId | undefined;
  return active && active in wholeCatalogs ? loadWhole(active) : Promise.resolve();
}

// A message the first screen's part lacks (a source the build's list misses) would show as its
// id: production builds strip the English source. It loads the whole catalogue and renders again.
if (import.meta.env.PROD) {
  i18n.on('missing', () => {
    if (!wholeWanted) void loadWholeCatalogue().catch(() => undefined);
  });
}

export { i18n };
