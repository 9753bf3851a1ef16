/**
 * The sources whose messages the first screen needs: the frame, the start-up and load-error
 * screens, the home screen with everything it shows (its below-the-fold part, popups, header
 * balance, reward badge, the service area that loads once the page has settled). A folder ends in
 * "/". The other screens' header titles and the side menu's entries are left out: the frame holds
 * them as message descriptors and translates them only on those screens and in the open menu.
 *
 * A message missing here still shows: the site then loads the whole catalogue (src/i18n/i18n.ts),
 * and e2e/first-screen-catalog.spec.ts fails, since home must not need it.
 */
export const FIRST_SCREEN_SOURCES: readonly string[] = [
  'src/app/',
  'src/ui/',
  'src/lib/',
  'src/api/',
  // The maintenance and region-blocked screens are left out: they replace the home, and load with
  // the whole catalogue (src/app/startup-gate.tsx).
  'src/features/status/components/loading-screen.tsx',
  'src/features/status/components/load-error-screen.tsx',
  'src/features/status/components/status-layout.tsx',
  'src/features/home/',
  'src/features/games/games-messages.ts',
  'src/features/shell/components/home-header.tsx',
  'src/features/shell/components/header-balance.tsx',
  'src/features/shell/components/mobile-header.tsx',
  'src/features/shell/components/footer-bar.tsx',
  'src/features/shell/components/reward-badge.tsx',
  'src/features/shell/components/app-download-overlay.tsx',
  'src/features/shell/components/app-download-popup.tsx',
  'src/features/shell/components/support-area.tsx',
  'src/features/help/components/help-footer-list.tsx',
  // Mounted for every member: a pending agent contract raises it on whatever screen is open.
  'src/features/agent-contracts/components/pending-contract-alert.tsx',
  'src/features/agent-contracts/contract-messages.ts',
];
