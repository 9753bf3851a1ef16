import { describe, expect, it } from 'vitest';
import {
  hasFooterBar,
  hasPageFooter,
  headerKindFor,
} from '../../../src/features/shell/frame-layout';
import { backGoesHome, hasHomeButton } from '../../../src/features/shell/header-back';
import { appPath } from '../../../src/features/shell/app-path';
import { CATEGORY_SCREENS } from '../../../src/lib/category-routes';
import { headerTitleFor } from '../../../src/features/shell/header-titles';

describe('frame layout by path', () => {
  it('gives home the home header and every other screen the mobile header, titled or not', () => {
    expect(headerKindFor('/m/home')).toBe('home');
    for (const path of [
      '/m/login',
      '/m/activityDetail',
      '/m/lott',
      '/m/elott',
      '/m/applyReward',
      '/m/fav-games',
      '/m/feedback',
      '/m/member/agent/getHourContract',
    ]) {
      expect(headerKindFor(path)).toBe('mobile');
    }
  });

  it('sends back to home exactly on login, register, activity, forget and download', () => {
    for (const path of ['/m/login', '/m/register', '/m/activity', '/m/forget', '/m/download']) {
      expect(backGoesHome(path)).toBe(true);
    }
    for (const path of ['/m/notice', '/m/activityDetail', '/m/help', '/m/changePsw']) {
      expect(backGoesHome(path)).toBe(false);
    }
  });

  // Issue 53: "The five tabs stay on every top-level destination a tab opens and on the browsing
  // screens, and are hidden only where a form or a game needs the room."
  it('keeps the footer bar on every screen a tab opens', () => {
    for (const path of ['/m/home', '/m/activity', '/m/rewardCenter', '/m/member/home']) {
      expect(hasFooterBar(path)).toBe(true);
    }
  });

  it('keeps the footer bar on the browsing screens', () => {
    for (const path of [
      '/m/slot-games',
      '/m/hot-games',
      '/m/lott',
      '/m/search-games',
      '/m/fav-games',
      '/m/favorite',
      '/m/recent-games',
      '/m/notice',
      '/m/noticeDetail',
      '/m/help',
      '/m/helpDetail',
      '/m/provider',
      '/m/gameCenter',
      '/m/menu',
      '/m/activityDetail',
      '/m/webEmail',
      '/m/transaction/record',
      '/m/gameRecord',
      '/m/lotteryCenter',
      '/m/download',
      '/m/agent/home',
    ]) {
      expect(hasFooterBar(path)).toBe(true);
    }
  });

  it('hides the footer bar where a form needs the room', () => {
    for (const path of [
      '/m/login',
      '/m/register',
      '/m/forget',
      '/m/reset-password',
      '/m/changePsw',
      '/m/voucherCenter',
      '/m/withdraw',
      '/m/applyReward',
      '/m/promoCode',
      '/m/feedback',
      '/m/member/manualRebate',
      '/m/securityCenter',
      '/m/member/agent/getHourContract',
    ]) {
      expect(hasFooterBar(path)).toBe(false);
    }
  });

  it('ends only the main tabs with the page footer', () => {
    expect(hasPageFooter('/m/home')).toBe(true);
    expect(hasPageFooter('/m/activity/')).toBe(true);
    expect(hasPageFooter('/m/slot-games')).toBe(false);
  });

  // Requirements B2.3.2: "The header has a back button (to home) and a button back to home."
  it('gives every game category, and only those, a back arrow to home and a home button', () => {
    for (const path of Object.keys(CATEGORY_SCREENS)) {
      expect(backGoesHome(`/m${path}`)).toBe(true);
      expect(hasHomeButton(`/m${path}`)).toBe(true);
    }
    for (const path of ['/m/home', '/m/notice', '/m/provider', '/m/gameCenter', '/m/favorite'])
      expect(hasHomeButton(path)).toBe(false);
  });

  it('normalises the base and trailing slashes', () => {
    expect(appPath('/m/notice/')).toBe('/notice');
    expect(appPath('/m')).toBe('/');
    expect(headerTitleFor('/notice')?.message).toBe('Announcements');
  });
});
