import { describe, expect, it } from 'vitest';
import {
  backGoesHome,
  hasFooterBar,
  headerKindFor,
} from '../../../src/features/shell/frame-layout';
import { appPath } from '../../../src/features/shell/app-path';
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

  it('shows the footer bar on the main tabs only', () => {
    expect(hasFooterBar('/m/home')).toBe(true);
    expect(hasFooterBar('/m/login')).toBe(false);
  });

  it('normalises the base and trailing slashes', () => {
    expect(appPath('/m/notice/')).toBe('/notice');
    expect(appPath('/m')).toBe('/');
    expect(headerTitleFor('/notice')?.message).toBe('Announcements');
  });
});
