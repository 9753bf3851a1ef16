import { i18n, type Messages } from '@lingui/core';
import {
  cataloguePartOf,
  landingPieceOf,
  type CataloguePart,
  type LandingPiece,
} from '../../shared/catalogue-parts.ts';
import { LANGUAGES, type CatalogId, type LanguageCode } from './languages.ts';

/**
 * What of a catalogue is loaded: the first screen's part, a landing screen's part beyond it, a
 * landing's piece that stands alone instead of both (the login page's, the deposit's), the deferred part (what
 * mounts once the page has settled, beyond the frame's messages), or all of it.
 */
type Piece = 'first-screen' | CataloguePart | `landing-${LandingPiece}` | 'deferred' | 'whole';

// One chunk per piece of a catalogue, fetched only when that language is chosen. The first screen
// (the home page nearly every visit lands on) reads only its own messages, about a third of the
// catalogue (build/first-screen-catalog.ts); a landing on a game category or the promotions adds
// that screen's part (build/catalogue-parts.ts); a landing on the login page reads its own piece
// alone, without the home's messages; the whole catalogue follows when a screen beyond these is needed.
const catalogues: Record<CatalogId, Record<Piece, () => Promise<{ messages: Messages }>>> = {
  bn: {
    'first-screen': () => import('../locales/bn/messages.po?first-screen'),
    games: () => import('../locales/bn/messages.po?part=games'),
    promotions: () => import('../locales/bn/messages.po?part=promotions'),
    login: () => import('../locales/bn/messages.po?part=login'),
    deposit: () => import('../locales/bn/messages.po?part=deposit'),
    'landing-login': () => import('../locales/bn/messages.po?landing=login'),
    'landing-deposit': () => import('../locales/bn/messages.po?landing=deposit'),
    deferred: () => import('../locales/bn/messages.po?part=deferred'),
    whole: () => import('../locales/bn/messages.po'),
  },
  en: {
    'first-screen': () => import('../locales/en/messages.po?first-screen'),
    games: () => import('../locales/en/messages.po?part=games'),
    promotions: () => import('../locales/en/messages.po?part=promotions'),
    login: () => import('../locales/en/messages.po?part=login'),
    deposit: () => import('../locales/en/messages.po?part=deposit'),
    'landing-login': () => import('../locales/en/messages.po?landing=login'),
    'landing-deposit': () => import('../locales/en/messages.po?landing=deposit'),
    deferred: () => import('../locales/en/messages.po?part=deferred'),
    whole: () => import('../locales/en/messages.po'),
  },
};

// The pieces the screens shown so far needed: a language chosen later loads them too. Empty until
// start-up names its landing (src/main.tsx); a start-up that names none reads the first screen's part.
const wanted = new Set<Piece>();
const loads = new Map<string, Promise<void>>();

function load(catalog: CatalogId, piece: Piece): Promise<void> {
  const key = `${catalog}:${piece}`;
  let loading = loads.get(key);
  if (!loading) {
    // i18n.load adds the piece's messages to those already loaded.
    loading = catalogues[catalog][piece]().then(({ messages }) => i18n.load(catalog, messages));
    // A chunk that failed (offline) is asked for again by the next screen that needs it.
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

/**
 * The pieces to load for `piece`: a wanted piece that holds its messages (the whole catalogue holds
 * all, a landing's piece its part's: the login page's the login's), or it with the first screen's part, which a part
 * only adds to. The deferred part adds to the frame's messages, which every landing has read.
 */
function piecesFor(piece: Piece): Piece[] {
  if (wanted.has('whole')) return ['whole'];
  if ((piece === 'login' || piece === 'deposit') && wanted.has(`landing-${piece}`))
    return [`landing-${piece}`];
  return piece === 'games' || piece === 'promotions' || piece === 'login' || piece === 'deposit'
    ? ['first-screen', piece]
    : [piece];
}

/**
 * Applies a language at once, without a reload: loads its catalogue, activates it (every
 * I18nProvider consumer re-renders) and sets the document's lang and direction.
 */
export async function activateLanguage(code: LanguageCode): Promise<LanguageCode> {
  const info = LANGUAGES[code];
  if (wanted.size === 0) wanted.add('first-screen');
  await Promise.all(
    [...(wanted.has('whole') ? (['whole'] as const) : wanted)].map((piece) =>
      load(info.catalog, piece),
    ),
  );
  i18n.activate(info.catalog, [info.locale]);
  document.documentElement.lang = info.locale;
  document.documentElement.dir = info.dir;
  return code;
}

/** Records that `piece` is needed and, once a language is active, resolves when it is loaded. */
function want(piece: Piece): Promise<void> {
  const needed = piecesFor(piece);
  for (const each of needed) wanted.add(each);
  const active = i18n.locale as CatalogId | undefined;
  return active && active in catalogues
    ? Promise.all(needed.map((each) => load(active, each))).then(() => undefined)
    : Promise.resolve();
}

/**
 * Every message from now on, in this language and any chosen later: called before a screen or
 * popup beyond the first screen and the parts renders (the root route, lazyBeyondFirstScreen).
 * Resolves once the active language's whole catalogue is loaded; before a language is active it only
 * records the wish, so start-up loads the whole catalogue straight away (a visit that lands on another screen).
 */
export const loadWholeCatalogue = (): Promise<void> => want('whole');

/**
 * The messages of a catalogue part (shared/catalogue-parts.ts) besides the first screen's, in this
 * language and any chosen later: called before something that shows them renders. Once the whole
 * catalogue is wanted, that is what it waits for.
 */
export const loadCataloguePart = (part: CataloguePart): Promise<void> => want(part);

/**
 * What the screen at `pathname` needs beyond the first screen's messages, before it renders (the
 * root route as the player goes there): its catalogue part or, for any other screen, the whole catalogue.
 */
export const loadCatalogueFor = (pathname: string): Promise<void> =>
  want(cataloguePartOf(pathname) ?? 'whole');

/**
 * The messages of what mounts once the page has settled (the customer-service area, the home's
 * vendor list and popups: lazyWithDeferredMessages), in this language and any chosen later.
 */
export const loadDeferredCatalogue = (): Promise<void> => want('deferred');

/** The home screen's messages, before it renders (the root route; a visit that landed on the login page has not read them). */
export const loadFirstScreenCatalogue = (): Promise<void> => want('first-screen');

/**
 * What the screen a visit lands on reads (start-up, before a language is active): the home its
 * first screen's part, the login page and the deposit their own piece, any other screen what
 * `loadCatalogueFor` names.
 */
export function loadLandingCatalogue(pathname: string, opensHome: boolean): Promise<void> {
  if (opensHome) return loadFirstScreenCatalogue();
  const landing = landingPieceOf(pathname);
  return landing === null ? loadCatalogueFor(pathname) : want(`landing-${landing}`);
}

// A message the loaded parts lack (a source the build's lists miss) would show as its
// id: production builds strip the English source. It loads the whole catalogue and renders again.
if (import.meta.env.PROD) {
  i18n.on('missing', () => {
    if (!wanted.has('whole')) void loadWholeCatalogue().catch(() => undefined);
  });
}

export { i18n };
