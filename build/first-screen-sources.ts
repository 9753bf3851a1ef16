// The home's parts that mount once the page has settled (below-fold.tsx, winner-board-slot.tsx).
const DEFERRED_HOME_SOURCES: readonly string[] = [
  'src/features/home/components/vendor-list.tsx',
  'src/features/home/components/winner-board.tsx',
  'src/features/home/components/app-download.tsx',
  'src/features/home/components/announcement-popups.tsx',
];

/**
 * The sources of what the frame and the home load lazily once the page has settled, or on a
 * member's later answer: the customer-service area with its help list, the app download, the
 * home's vendor list, winner board and announcement popups, a pending agent contract's alert.
 * Their messages are the catalogue's `deferred` part (build/catalogue-parts.ts), which each of them
 * loads with its code (lazyWithDeferredMessages, src/i18n/lazy-beyond-first-screen.ts): they are
 * not on a first load.
 */
export const DEFERRED_SOURCES: readonly string[] = [
  ...DEFERRED_HOME_SOURCES,
  'src/features/shell/components/support-area.tsx',
  'src/features/help/components/help-footer-list.tsx',
  'src/features/shell/components/app-download-popup.tsx',
  // Mounted for every member: a pending agent contract raises it on whatever screen is open.
  'src/features/agent-contracts/components/pending-contract-alert.tsx',
  'src/features/agent-contracts/contract-messages.ts',
];

/**
 * The sources whose messages the first screen needs: the frame, the start-up and load-error
 * screens, the home screen with what it shows as it loads (its below-the-fold part, header
 * balance, reward badge). A folder ends in "/"; an entry starting with "!" takes a file or folder
 * of a listed folder out again. The other screens' header titles and the side menu's entries are
 * left out: the frame holds them as message descriptors and translates them only on those screens
 * and in the open menu. So are the parts that mount only once the page has settled (above).
 *
 * A message missing here still shows: the site then loads the whole catalogue (src/i18n/i18n.ts),
 * and e2e/first-screen-catalog.spec.ts fails, since home must not need it.
 */
export const FIRST_SCREEN_SOURCES: readonly string[] = [
  'src/app/',
  'src/ui/',
  // Setting the payment password: only the withdrawal and the security centre show it.
  '!src/ui/payment-password-set-form.tsx',
  'src/lib/',
  'src/api/',
  // The maintenance and region-blocked screens are left out: they replace the home, and load with
  // the whole catalogue (src/app/startup-gate.tsx).
  'src/features/status/components/loading-screen.tsx',
  'src/features/status/components/load-error-screen.tsx',
  'src/features/status/components/status-layout.tsx',
  'src/features/home/',
  ...DEFERRED_HOME_SOURCES.map((source) => `!${source}`),
  'src/features/games/games-messages.ts',
  'src/features/shell/components/home-header.tsx',
  'src/features/shell/components/header-balance.tsx',
  'src/features/shell/components/mobile-header.tsx',
  'src/features/shell/components/footer-bar.tsx',
  'src/features/shell/components/reward-badge.tsx',
  'src/features/shell/components/app-download-overlay.tsx',
];
