/**
 * Chunk groups for the home page's first load (vite.config.ts `codeSplitting.groups`).
 *
 * Left to automatic splitting, the home's own code arrived in some twenty files of 0.1–3 KB, each
 * compressed on its own and each naming its imports from the others. Three groups pack it into
 * three files: a cold /m/home fetched 172.0 KB (gzip, 32 files) of JS and CSS before, 166.9 KB
 * (16 files) with them; the other screens' first loads shrink by 1–5 KB too.
 *
 * - `shared`: the API client and what every screen's frame uses (icons, tabs, skeletons). It also
 *   takes its modules' imports, so it holds part of the main bundle: every screen loads it.
 * - `games`: game tiles, launching and favourites, the game lists: the home and the game screens.
 * - `home`: what only the home screen shows, loaded by its route.
 *
 * `games` and `home` take exactly the listed modules, not their imports: an import the main bundle
 * also needs stays there, or every screen would load the group. A listed component brings its CSS
 * module along (its class names must sit in the same chunk, or the chunks import each other).
 * A module missing from these lists still works: it lands in a small chunk of its own, as before.
 * Entries match the end of a module id; a folder ends in "/".
 */
// The route's split component (src/routes/home.tsx?tsr-split=component) stays out: it must keep a
// chunk of its own, which the build manifest names and the server preloads (server/http/route-modules.ts).
export const HOME_MODULES: readonly string[] = [
  'src/features/home/banner-link.ts',
  'src/features/home/home-language.ts',
  'src/features/home/lobby-queries.ts',
  'src/features/home/tile-actions.ts',
  'src/features/home/use-marquee.ts',
  'src/features/home/use-near-viewport.ts',
  'src/features/home/components/home-screen.tsx',
  'src/features/home/components/home-banners.tsx',
  'src/features/home/components/quick-entries.tsx',
  'src/features/home/components/notice-strip.tsx',
  'src/features/home/components/search-box.tsx',
  'src/features/home/components/row-skeleton.tsx',
  // Under the search box: still imported lazily, so React renders it in a task of its own. The
  // popups, the winner board, the vendor list and the app download are left out: they load after
  // the page has settled (below-fold.tsx).
  'src/features/home/components/below-fold.tsx',
  'src/features/home/components/game-lobby.tsx',
  'src/features/home/components/hot-area.tsx',
  'src/features/home/components/lobby-section.tsx',
  'src/features/home/components/game-row.tsx',
  'src/features/home/components/lobby.module.css',
  'src/features/home/components/winner-board-slot.tsx',
];

export const SHARED_MODULES: readonly string[] = [
  'src/api/client.ts',
  'src/api/events.ts',
  'src/api/api-error.ts',
  'src/api/network-signals.ts',
  'src/api/error-codes.ts',
  'src/api/envelope.ts',
  'src/api/read-answer.ts',
  'src/api/query-client.ts',
  'src/api/endpoints/rsa-key.ts',
  'src/api/endpoints/announcements.ts',
  'src/api/endpoints/inbox-unread.ts',
  // Their calls' contract (shared/contract/calls): the schemas these calls read.
  'shared/contract/calls/rsa-key.ts',
  'shared/contract/calls/announcements.ts',
  'shared/contract/calls/inbox-unread.ts',
  'shared/contract/calls/no-value.ts',
  'src/lib/use-inbox-unread.ts',
  'src/lib/device.ts',
  'src/lib/image-cdn.ts',
  'src/ui/cx.ts',
  'src/ui/icon.tsx',
  'src/ui/skeleton.tsx',
  // The account forms' rules (machines/account/shared.ts) are left out: only the account popups and
  // screens use them. Small helpers the main bundle, the home and the game screens import: three files of 0.1–0.2 KB
  // (gzip) of their own before, each a request with its own import lines.
  'src/lib/inspected-actor.ts',
  'machines/not-provided.ts',
  'src/lib/use-stable-callback.ts',
  'src/lib/load-once.ts',
  // All of zod: the API's schemas need it on every screen. Its coerce helpers would otherwise
  // split off into a 0.1 KB file of their own (used by game lists and the main bundle only).
  'node_modules/zod/',
];

export const GAMES_MODULES: readonly string[] = [
  'src/api/endpoints/game-entry.ts',
  'src/api/endpoints/game-list.ts',
  'src/api/endpoints/hot-games.ts',
  'src/api/endpoints/game-vendors.ts',
  'src/api/endpoints/favourite-ids.ts',
  'shared/contract/calls/game-entry.ts',
  'shared/contract/calls/game-list.ts',
  'shared/contract/calls/hot-games.ts',
  'shared/contract/calls/game-vendors.ts',
  'shared/contract/calls/favourite-ids.ts',
  'src/lib/free-play.ts',
  'src/lib/game-images.tsx',
  'src/lib/category-routes.ts',
  'src/ui/game-tile/',
  'src/features/games/games-messages.ts',
  'src/features/games/games-language.ts',
  'src/features/games/actors/use-favourites.ts',
  // The launch and favourite charts with their calls load on a tile's first tap or once the page
  // has settled (actors/launch-actor.ts, actors/favourite-toggle.ts), so they are left out of this list.
  'src/features/games/actors/use-launch-game.ts',
  'machines/games/search-rules.ts',
  'machines/games/presets.ts',
  'machines/games/free-play-rules.ts',
  'src/routes/-games-frame.tsx',
];

/**
 * The popups' frame: what every popup opens with (the popups' chart, the popup itself, its scroll
 * lock and requests) and the controls of the account forms. The login page loads it at once; the
 * other screens once they have settled (their announcement or account popups), all of it together.
 */
export const POPUP_MODULES: readonly string[] = [
  'src/ui/popup.tsx',
  'src/ui/popup-frame.tsx',
  'src/ui/scroll-lock.ts',
  'src/ui/tabs.tsx',
  'src/ui/field.tsx',
  'src/lib/popup-requests.ts',
  'src/lib/popups-chart.ts',
  'machines/popups.machine.ts',
];

/**
 * The login popup (/m/login opens it at once, requirements A4): the popups' component, the login
 * form with its charts and calls, and the account helpers it imports, in one file instead of some
 * ten. The route's split component (src/routes/login.tsx?tsr-split=component) stays out for the
 * same reason as the home's. Parts the form shows only later (the SMS code button, the captcha,
 * the social channels' buttons) are left out: they load lazily (login-form.view.tsx,
 * social-sign-in-buttons.tsx).
 */
export const LOGIN_MODULES: readonly string[] = [
  'src/features/account/popups-actor.ts',
  'src/features/account/components/account-popups.tsx',
  'src/features/account/login-form-flags.ts',
  'src/features/account/components/login-form.view.tsx',
  'src/features/account/components/login-form.module.css',
  'src/features/account/components/login-password-field.tsx',
  'src/features/account/components/use-dialing-code.ts',
  'src/features/account/actors/login.actors.ts',
  'src/features/account/actors/sms-countdown.actors.ts',
  'src/features/account/account-messages.ts',
  'src/features/account/store-session.ts',
  'src/features/account/password-memory.ts',
  'src/lib/remembered-login.ts',
  'src/lib/social-sign-in.ts',
  'src/lib/social-sign-in-visibility.ts',
  'src/features/account/components/social-sign-in-buttons.tsx',
  'src/features/account/components/social-channel-names.ts',
  'src/api/endpoints/country-list.ts',
  'shared/contract/calls/country-list.ts',
  'machines/login.machine.ts',
  'machines/sms-countdown.machine.ts',
  'machines/account/login-form.ts',
  'machines/account/shared.ts',
];

/**
 * A `test` for a chunk group: the module id ends with a listed file (or is that file's CSS module,
 * whose class names must sit in the same chunk), or lies in a listed folder.
 */
export function matchesAny(entries: readonly string[]): (id: string) => boolean {
  return (id) => {
    const path = id.replaceAll('\\', '/');
    return entries.some((entry) => {
      if (entry.endsWith('/')) return path.includes(`/${entry}`);
      const stylesheet = entry.replace(/\.tsx$/, '.module.css');
      return (
        path.endsWith(`/${entry}`) || (stylesheet !== entry && path.endsWith(`/${stylesheet}`))
      );
    });
  };
}
