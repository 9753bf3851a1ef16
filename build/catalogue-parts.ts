/**
 * The catalogue parts of the screens a visit often lands on besides home (shared/catalogue-parts.ts
 * names which path reads which part): `messages.po?part=<name>` holds the messages those sources use
 * that the first screen's part lacks, so such a landing reads the first screen's part and its own,
 * not the whole catalogue. Picked like the first screen's part, by the .po file's `#:` origins: a
 * file, or a folder ending in "/". A message from a shared module is in only if its file is listed.
 *
 * A message missing here still shows: the site then loads the whole catalogue (src/i18n/i18n.ts),
 * and e2e/first-screen-catalog.spec.ts fails, since these landings must not need it.
 */

import { DEFERRED_SOURCES, FIRST_SCREEN_SOURCES } from './first-screen-sources.ts';

// Every screen's mobile header reads its title from the frame's table.
const SCREEN_FRAME = ['src/features/shell/header-titles.ts', 'src/routes/menu.tsx'];

export const CATALOGUE_PART_SOURCES = {
  // Every game category route (requirements B2.3: one shared screen) with its filter bar, vendor
  // strip, list and the lottery centre's link; the filter popup and category sheet it opens.
  games: [
    ...SCREEN_FRAME,
    // The folder, not its files: the screens' parts move between them.
    'src/features/games/components/',
    'src/features/games/lottery/components/centre-link.tsx',
  ],
  // The promotions list and a promotion's detail (/m/activity, requirements B2.6).
  promotions: [...SCREEN_FRAME, 'src/features/promotions/'],
  // The login popup over its page (requirements A4) and the popups' frame. Not the frame's table
  // of every screen's title: the login page's header shows only its own, "Login", which the popup's
  // title brings (account-popups.tsx); leaving the others out makes the part a quarter smaller.
  login: [
    'src/features/account/account-messages.ts',
    'src/features/account/popups-actor.ts',
    'src/features/account/actors/',
    'src/features/account/components/account-popups.tsx',
    'src/features/account/components/login-form.view.tsx',
    'src/features/account/components/login-password-field.tsx',
    'src/features/account/components/captcha-field.tsx',
    'src/features/account/components/use-captcha-image.ts',
    'src/features/account/components/sms-code-button.tsx',
    'src/features/account/components/social-sign-in-buttons.tsx',
    'src/features/account/components/social-channel-buttons.tsx',
    'src/features/account/components/dialing-code-select.tsx',
    'src/features/account/components/use-dialing-code.ts',
    'src/features/shell/components/screen-placeholder.tsx',
  ],
  // A member's deposit (/m/voucherCenter, requirements C3). Its title in the mobile header is the
  // home header's Deposit button's message, already the frame's.
  deposit: ['src/features/cashier/deposit/', 'src/features/cashier/shared/'],
  // What the frame and the home mount once the page has settled (build/first-screen-sources.ts):
  // loaded with that code, on every screen, whichever piece the visit landed with.
  deferred: DEFERRED_SOURCES,
} as const satisfies Record<string, readonly string[]>;

// The first screen's sources only the home screen shows: its lobby and the game rows' messages.
// Not the home's header: the frame shows it as soon as the player heads home, before the home's
// messages have loaded.
const HOME_ONLY_SOURCES: readonly string[] = [
  'src/features/home/',
  'src/features/games/games-messages.ts',
];

// The frame's share of the first screen's sources (without the home's, and what takes files out of
// those): in the first screen's part and in every landing piece.
const FRAME_SOURCES = FIRST_SCREEN_SOURCES.filter(
  (source) => !HOME_ONLY_SOURCES.some((home) => source.replace(/^!/, '').startsWith(home)),
);

/**
 * The landing pieces: what a visit that lands on such a screen reads instead of the first screen's
 * part, standing alone (`messages.po?landing=<name>`, shared/catalogue-parts.ts names the screen).
 * The login page (a deep link from the app) shows the frame and its login popup, none of the
 * home's lobby: its piece is the frame's share of the first screen's sources with the login's part,
 * about a third smaller than the two parts it replaces. A later step home loads the first screen's part.
 */
export const LANDING_CATALOGUE_SOURCES = {
  login: [...FRAME_SOURCES, ...CATALOGUE_PART_SOURCES.login],
  // A member's bookmark or the app's deposit link: the frame and the deposit, none of the lobby.
  deposit: [...FRAME_SOURCES, ...CATALOGUE_PART_SOURCES.deposit],
} as const satisfies Record<string, readonly string[]>;

/**
 * The parts that add to other sources than the first screen's. The deferred part follows a landing
 * on the login page too, which has the frame's messages but not the home's: it holds what its
 * sources use beyond the frame's.
 */
export const CATALOGUE_PART_BASES: Readonly<
  Partial<Record<keyof typeof CATALOGUE_PART_SOURCES, readonly string[]>>
> = {
  deferred: FRAME_SOURCES,
};
