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
} as const satisfies Record<string, readonly string[]>;
