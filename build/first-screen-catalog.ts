import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/** What a catalogue entry of the .po file tells about a message: where the source uses it. */
export interface CatalogEntry {
  origin?: readonly (readonly [file: string, line?: number | null])[];
}

const QUERY = '?first-screen';
/** `messages.po?part=games`: a part beyond the first screen's (build/catalogue-parts.ts). */
const PART_QUERY = /\.po\?part=([\w-]+)$/;
/** `messages.po?landing=login`: a landing's piece that stands alone (build/catalogue-parts.ts). */
const LANDING_QUERY = /\.po\?landing=([\w-]+)$/;

/**
 * The file name of a catalogue part's chunk (`assets/messages-first-screen-[hash].js`,
 * `assets/messages-part-games-[hash].js`, `assets/messages-landing-login-[hash].js`), or undefined
 * for any other chunk, the whole catalogue too.
 */
export function catalogueChunkName(facadeModuleId: string | null | undefined): string | undefined {
  if (!facadeModuleId) return undefined;
  if (facadeModuleId.endsWith(`.po${QUERY}`)) return 'assets/messages-first-screen-[hash].js';
  const part = PART_QUERY.exec(facadeModuleId)?.[1];
  if (part !== undefined) return `assets/messages-part-${part}-[hash].js`;
  const landing = LANDING_QUERY.exec(facadeModuleId)?.[1];
  return landing === undefined ? undefined : `assets/messages-landing-${landing}-[hash].js`;
}

/**
 * True when a message is used by one of the first screen's sources: an origin that is a listed file
 * or lies in a listed folder (ending in "/"), and that no "!" entry takes out again.
 */
export function usedOnFirstScreen(entry: CatalogEntry, sources: readonly string[]): boolean {
  const covers = (source: string, file: string) =>
    file === source || (source.endsWith('/') && file.startsWith(source));
  const listed = sources.filter((source) => !source.startsWith('!'));
  const excluded = sources
    .filter((source) => source.startsWith('!'))
    .map((source) => source.slice(1));
  return (entry.origin ?? []).some(
    ([file]) =>
      listed.some((source) => covers(source, file)) &&
      !excluded.some((source) => covers(source, file)),
  );
}

/** The translations of `translations` whose message is used on the first screen. */
export function firstScreenTranslations(
  translations: Readonly<Record<string, string>>,
  entries: Readonly<Record<string, CatalogEntry>>,
  sources: readonly string[],
): Record<string, string> {
  return partTranslations(translations, entries, sources, []);
}

/**
 * The translations of a landing screen's part: used by its `partSources` and not already in the
 * first screen's part (`firstScreenSources`), which that landing reads too.
 */
export function partTranslations(
  translations: Readonly<Record<string, string>>,
  entries: Readonly<Record<string, CatalogEntry>>,
  partSources: readonly string[],
  firstScreenSources: readonly string[],
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [id, translation] of Object.entries(translations)) {
    const entry = entries[id];
    if (
      entry &&
      usedOnFirstScreen(entry, partSources) &&
      !usedOnFirstScreen(entry, firstScreenSources)
    )
      picked[id] = translation;
  }
  return picked;
}

/**
 * `import('…/messages.po?first-screen')`: the part of a catalogue the first screen needs (the home
 * page a visit nearly always lands on), compiled like @lingui/vite-plugin compiles the whole file.
 * `import('…/messages.po?part=<name>')`: what a screen of `parts` needs beyond it (a visit landing
 * on a game category, the promotions or the login, or the login popup opened over another screen).
 * `import('…/messages.po?landing=<name>')`: every message a landing of `landings` shows, standing
 * alone (the login page reads it instead of the first screen's part and the login's). The whole
 * catalogue is three times the first screen's part and loads only when a screen beyond these needs
 * it (src/i18n/i18n.ts). A part of `partBases` adds to the sources named there instead of the
 * first screen's (the deferred part: to the frame's, which every landing reads). Which
 * messages are in is decided by where the .po file says they are used (its `#:` origins), so the
 * parts follow the source without a list of messages to keep.
 */
export function firstScreenCatalog(
  sources: readonly string[],
  parts: Readonly<Record<string, readonly string[]>> = {},
  landings: Readonly<Record<string, readonly string[]>> = {},
  partBases: Readonly<Record<string, readonly string[]>> = {},
): Plugin {
  const config = getConfig({});
  const { rootDir, sourceLocale, fallbackLocales } = config;
  if (!rootDir || !sourceLocale)
    throw new Error('first-screen-catalog: lingui.config needs rootDir and sourceLocale');
  return {
    name: 'first-screen-catalog',
    async transform(_code, id) {
      const part = PART_QUERY.exec(id)?.[1];
      const landing = LANDING_QUERY.exec(id)?.[1];
      if (!id.endsWith(`.po${QUERY}`) && part === undefined && landing === undefined) return null;
      const file = id.slice(0, id.lastIndexOf('?'));
      const partSources = part === undefined ? undefined : parts[part];
      if (part !== undefined && !partSources)
        throw new Error(
          `first-screen-catalog: no catalogue part "${part}" (build/catalogue-parts.ts)`,
        );
      const landingSources = landing === undefined ? undefined : landings[landing];
      if (landing !== undefined && !landingSources)
        throw new Error(
          `first-screen-catalog: no landing piece "${landing}" (build/catalogue-parts.ts)`,
        );
      const found = getCatalogForFile(path.relative(rootDir, file), await getCatalogs(config));
      if (!found)
        throw new Error(`first-screen-catalog: ${file} is not a catalogue of lingui.config`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      const [{ messages }, read] = await Promise.all([
        catalog.getTranslations(locale, { fallbackLocales: fallbackLocales || {}, sourceLocale }),
        catalog.read(locale),
      ]);
      const translations = messages as Record<string, string>;
      const entries = (read ?? {}) as Record<string, CatalogEntry>;
      const picked = landingSources
        ? partTranslations(translations, entries, landingSources, [])
        : partSources
          ? partTranslations(
              translations,
              entries,
              partSources,
              (part !== undefined && partBases[part]) || sources,
            )
          : firstScreenTranslations(translations, entries, sources);
      const { source } = createCompiledCatalog(locale, picked, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      });
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
