import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { appPath } from './app-path.ts';

/** Mobile header titles by path (requirements A2.3 "Mobile header", requirements B2.1). */
const TITLES: Record<string, MessageDescriptor> = {
  '/activity': msg`Promotion activity`,
  '/activityDetail': msg`Promotion activity`,
  '/forget': msg`Forgot password`,
  '/home': msg`Home`,
  '/login': msg`Login`,
  '/register': msg`Register`,
  '/changePsw': msg`Change password`,
  '/reset-password': msg`Reset password`,
  '/notice': msg`Announcements`,
  '/noticeDetail': msg`Notice detail`,
  '/gameCenter': msg`Game center`,
  '/set': msg`Personal setting`,
  '/help': msg`Help center`,
  '/helpDetail': msg`Help center`,
  '/hot-games': msg`Hot games`,
  '/download': msg`Download promo`,
  '/provider': msg`Game providers`,
  '/search-games': msg`Search`,
  '/fav-games': msg`My favorite`,
  '/favorite': msg`My favorite`,
  '/recent-games': msg`Recent games`,
  '/new-games': msg`New games`,
  '/jili': msg`JILI`,
  '/jili-games': msg`JILI`,
  '/rtg-games': msg`RTG`,
  '/slot-games': msg`RNG`,
  '/live-games': msg`LIVE`,
  '/fish-games': msg`FISH`,
  '/pvp-games': msg`PVP`,
  '/sport-games': msg`SPORTS`,
  '/esport-games': msg`Esport`,
  '/jackpots': msg`Recommended`,
  '/bingo': msg`Bingo`,
  '/inHouse': msg`In-house games`,
  '/cockfight': msg`Cockfight`,
  '/lott': msg`Lottery`,
  '/elott': msg`Lottery`,
  '/lotteryCenter': msg`Lottery centre`,
  '/applyReward': msg`Activity claim`,
  '/menu': msg`Menu`,
  '/agent': msg`Agent`,
  '/agent/home': msg`Agent`,
  // Targets of the home header, side menu and footer bar.
  '/voucherCenter': msg`Deposit`,
  '/withdraw': msg`Withdraw`,
  '/rewardCenter': msg`Reward center`,
  '/promoCode': msg`Promo code`,
  '/member/home': msg`My account`,
  '/member/manualRebate': msg`Manual rebate`,
  '/transaction/record': msg`Transaction record`,
  '/gameRecord': msg`Betting record`,
  '/webEmail': msg`Inbox`,
  '/securityCenter': msg`Security center`,
};

/** The title of a path, with or without the /m base; null where the header shows none. */
export function headerTitleFor(pathname: string): MessageDescriptor | null {
  return TITLES[appPath(pathname)] ?? null;
}
