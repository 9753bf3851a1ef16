import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/** What a catalogue entry of the .po file tells about a message: where the source uses it. */
export interface CatalogEntry {
  origin?: readonly (readonly [file: string, line?: number | null])[];
}

const QUERY = '?first-screen';

/**
 * True when a message is used by one of the first screen's sources (an origin path starting with
 * one of `sources`: a file, or a folder ending in "/").
 */
export function usedOnFirstScreen(entry: CatalogEntry, sources: readonly string[]): boolean {
  return (entry.origin ?? []).some(([file]) => sources.some((source) => file === source || (source.endsWith('/') && file.startsWith(source))));
}

/** The translations of `translations` whose message is used on the first screen. */
export function firstScreenTranslations(
  translations: Readonly<Record<string, string>>,
  entries: Readonly<Record<string, CatalogEntry>>,
  sources: readonly string[],
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [id, translation] of Object.entries(translations)) {
    const entry = entries[id];
    if (entry && usedOnFirstScreen(entry, sources)) picked[id] = translation;
  }
  return picked;
}

/**
 * `import('…/messages.po?first-screen')`: the part of a catalogue the first screen needs (the home
 * page a visit nearly always lands on), compiled like @lingui/vite-plugin compiles the whole file.
 * The whole catalogue is three times its size and loads only when a screen beyond the first needs
 * it (src/i18n/i18n.ts). Which messages are in is decided by where the .po file says they are used
 * (its `#:` origins), so the part follows the source without a list of messages to keep.
 */
export function firstScreenCatalog(sources: readonly string[]): Plugin {
  const config = getConfig({});
  const { rootDir, sourceLocale, fallbackLocales } = config;
  if (!rootDir || !sourceLocale) throw new Error('first-screen-catalog: lingui.config needs rootDir and sourceLocale');
  return {
    name: 'first-screen-catalog',
    async transform(_code, id) {
      if (!id.endsWith(`.po${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      const found = getCatalogForFile(path.relative(rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`first-screen-catalog: ${file} is not a catalogue of lingui.config`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      const [{ messages }, entries] = await Promise.all([
        catalog.getTranslations(locale, { fallbackLocales: fallbackLocales || {}, sourceLocale }),
        catalog.read(locale),
      ]);
      const picked = firstScreenTranslations(messages as Record<string, string>, (entries ?? {}) as Record<string, CatalogEntry>, sources);
      const { source } = createCompiledCatalog(locale, picked, { namespace: 'es', pseudoLocale: config.pseudoLocale });
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
