import { i18n } from '@lingui/core';
import { LANGUAGES, type LanguageCode } from './languages.ts';

// One chunk per catalogue, fetched only when that language is chosen.
const catalogs = {
  bn: () => import('../locales/bn/messages.po'),
  en: () => import('../locales/en/messages.po'),
} as const;

/**
 * Applies a language at once, without a reload: loads its catalogue, activates it (every
 * I18nProvider consumer re-renders) and sets the document's lang and direction.
 */
export async function activateLanguage(code: LanguageCode): Promise<LanguageCode> {
  const info = LANGUAGES[code];
  const { messages } = await catalogs[info.catalog]();
  i18n.load(info.catalog, messages);
  i18n.activate(info.catalog, [info.locale]);
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
  return code;
}

export { i18n };
