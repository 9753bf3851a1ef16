import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FileRouteTypes } from '../../routeTree.gen.ts';
import type { IconName } from '../../ui/icon-names';
import { isAgentType } from '../../lib/member-types';

export interface SideMenuItem {
  readonly id: string;
  /** Path under /m: one of the router's paths, so a mistyped or removed route fails the typecheck. */
  readonly to: FileRouteTypes['to'];
  readonly label: MessageDescriptor;
  readonly icon: IconName;
  /** Requirements A2: offered only when promo codes are enabled, else a coming-soon toast. */
  readonly comingSoonUnlessEnabled?: boolean;
}

interface ItemRule extends SideMenuItem {
  /** White-label module that must be on for a member (visitors see the item regardless, requirements A6). */
  readonly module?: string;
  /** White-label module that must be on for everyone, visitors included (the VIP and mission items). */
  readonly moduleForEveryone?: string;
  /** Hidden inside our app shell or an installed web app (they are already "downloaded"). */
  readonly outsideAppOnly?: boolean;
  /** Requirements A6: the agent menu shows only for an agent session. */
  readonly agentOnly?: boolean;
}

// Requirements A2.6 "Side menu" targets, in the spec's order, with the flags of requirements A6.
const ITEMS: readonly ItemRule[] = [
  { id: 'home', to: '/home', label: msg`Home`, icon: 'home' },
  { id: 'deposit', to: '/voucherCenter', label: msg`Deposit`, icon: 'wallet-in' },
  { id: 'withdraw', to: '/withdraw', label: msg`Withdraw`, icon: 'wallet-out' },
  { id: 'activity', to: '/activity', label: msg`Promotions`, icon: 'promotion' },
  { id: 'help', to: '/help', label: msg`Help center`, icon: 'info' },
  {
    id: 'rewardCenter',
    to: '/rewardCenter',
    label: msg`Reward center`,
    icon: 'reward',
    module: 'REWCEN3',
  },
  {
    id: 'manualRebate',
    to: '/member/manualRebate',
    label: msg`Manual rebate`,
    icon: 'coins',
    module: 'MANPLAYREB3',
  },
  {
    id: 'promoCode',
    to: '/promoCode',
    label: msg`Promo code`,
    icon: 'percent-ticket',
    comingSoonUnlessEnabled: true,
  },
  // Requirements A6: the VIP item needs the VIP-benefit flag (guests see it too); it opens the profile,
  // which shows the VIP progress. The mission item needs the mission promo; missions are promotions.
  {
    id: 'vip',
    to: '/member/home',
    label: msg`VIP`,
    icon: 'crown',
    moduleForEveryone: 'VIPBENEFIT3',
  },
  {
    id: 'missions',
    to: '/activity',
    label: msg`Missions`,
    icon: 'flag',
    moduleForEveryone: 'MISSIONPROMO3',
  },
  { id: 'memberHome', to: '/member/home', label: msg`My account`, icon: 'user' },
  {
    id: 'transactions',
    to: '/transaction/record',
    label: msg`Transaction record`,
    icon: 'receipt',
    module: 'TRANSREC3',
  },
  {
    id: 'gameRecord',
    to: '/gameRecord',
    label: msg`Betting record`,
    icon: 'clipboard',
    module: 'TRANSBETREPMEM3',
  },
  { id: 'inbox', to: '/webEmail', label: msg`Inbox`, icon: 'mail', module: 'MAILCEN' },
  {
    id: 'security',
    to: '/securityCenter',
    label: msg`Security center`,
    icon: 'lock',
    module: 'SECPRIV',
  },
  { id: 'agent', to: '/agent/home', label: msg`Agent center`, icon: 'users', agentOnly: true },
  // Issue 53: the screens nothing else linked to, where a player looks for them.
  { id: 'feedback', to: '/feedback', label: msg`Feedback`, icon: 'chat' },
  {
    id: 'download',
    to: '/download',
    label: msg`Download app`,
    icon: 'download',
    outsideAppOnly: true,
  },
  // The menu page: the site's links, social channels and sign-out in one page.
  { id: 'menuPage', to: '/menu', label: msg`More`, icon: 'menu' },
];

export interface SideMenuAudience {
  readonly loggedIn: boolean;
  /** Enabled white-label modules of the merchant. */
  readonly modules: ReadonlySet<string>;
  /** Running inside our app shell or as an installed web app. */
  readonly installed: boolean;
  /** Session member type; absent for a visitor. */
  readonly memberType?: number | undefined;
}

export { isAgentType };

export function sideMenuItems(audience: SideMenuAudience): SideMenuItem[] {
  return ITEMS.filter(
    (item) =>
      (item.module === undefined || !audience.loggedIn || audience.modules.has(item.module)) &&
      (item.moduleForEveryone === undefined || audience.modules.has(item.moduleForEveryone)) &&
      !(item.outsideAppOnly && audience.installed) &&
      !(item.agentOnly && !(audience.loggedIn && isAgentType(audience.memberType))),
  ).map(({ id, to, label, icon, comingSoonUnlessEnabled }) => ({
    id,
    to,
    label,
    icon,
    ...(comingSoonUnlessEnabled ? { comingSoonUnlessEnabled } : {}),
  }));
}
