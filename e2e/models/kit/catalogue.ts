import { readFileSync } from 'node:fs';
import type { Lang } from './adapter.ts';

const catalogues = new Map<Lang, Map<string, string>>();

/** msgid → msgstr of the site's catalogue (src/locales/<lang>/messages.po), single-line entries. */
function catalogue(lang: Lang): Map<string, string> {
  let entries = catalogues.get(lang);
  if (!entries) {
    entries = new Map();
    const text = readFileSync(
      new URL(`../../../src/locales/${lang}/messages.po`, import.meta.url),
      'utf8',
    );
    for (const match of text.matchAll(
      /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm,
    )) {
      entries.set(unescape(match[1] ?? ''), unescape(match[2] ?? ''));
    }
    catalogues.set(lang, entries);
  }
  return entries;
}

const unescape = (s: string) => s.replace(/\\(["\\])/g, '$1').replace(/\\n/g, '\n');

/**
 * The text the player reads for an English source message, in the run's language. A message the
 * catalogue lacks (or has untranslated in Bengali) throws: the adapter names a string the site no
 * longer shows.
 */
export function translate(lang: Lang, english: string): string {
  const translated = catalogue(lang).get(english);
  if (translated === undefined) throw new Error(`no message "${english}" in the ${lang} catalogue`);
  if (lang === 'en') return translated || english;
  if (!translated) throw new Error(`message "${english}" has no Bengali translation`);
  return translated;
}
