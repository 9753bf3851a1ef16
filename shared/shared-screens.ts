import { GAME_CATEGORY_PATH } from './catalogue-parts.ts';

/**
 * The member centre's pages (requirements D): one shared screen picks the reward centre, the promo
 * code, the manual rebate or the security centre.
 */
export const MEMBER_CENTRE_PATH =
  /^\/(?:rewardCenter|promoCode|securityCenter|member\/manualRebate)$/;

/** The cashier's pages (requirements C3–C6): one shared screen picks the deposit, the withdrawal or a record list. */
export const CASHIER_PATH = /^\/(?:voucherCenter|withdraw|transaction\/record|gameRecord)$/;

/**
 * The screen modules several file routes share instead of a split component each
 * (src/routes/-shared-screens.ts), with the paths of those routes. Shared: the server names the
 * module's chunk in a page's preload links (server/http/route-modules.ts);
 * tests/app/shared-screens.test.ts checks the routes agree.
 */
export const SHARED_SCREENS: readonly { module: string; paths: RegExp }[] = [
  { module: 'src/routes/-category-route.tsx', paths: GAME_CATEGORY_PATH },
  { module: 'src/routes/-member-centre-route.tsx', paths: MEMBER_CENTRE_PATH },
  { module: 'src/routes/-cashier-route.tsx', paths: CASHIER_PATH },
];

/** The shared screen module of the route at `path` (without the /m base), or null. */
export function sharedScreenOf(path: string): string | null {
  return SHARED_SCREENS.find((screen) => screen.paths.test(path))?.module ?? null;
}
