import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GAME_CATEGORY_PATH,
  cataloguePartOf,
  landingPieceOf,
} from '../../shared/catalogue-parts.ts';
import { CATEGORY_SCREENS } from '../../src/lib/category-routes.ts';

describe('catalogue part of a screen', () => {
  it('matches every game category route, and no other route', () => {
    const routes = readdirSync('src/routes')
      .filter((file) => /^[\w-]+\.tsx$/.test(file) && !file.startsWith('-'))
      .map((file) => `/${file.slice(0, -'.tsx'.length)}`);
    const categories = Object.keys(CATEGORY_SCREENS);
    expect(routes).toEqual(expect.arrayContaining(categories));
    expect(routes.filter((route) => GAME_CATEGORY_PATH.test(route)).sort()).toEqual(
      categories.sort(),
    );
  });

  it('names the part of the game categories, the promotions and the login, with or without the /m base', () => {
    expect(cataloguePartOf('/m/slot-games')).toBe('games');
    expect(cataloguePartOf('/hot-games')).toBe('games');
    expect(cataloguePartOf('/m/jili/')).toBe('games');
    expect(cataloguePartOf('/m/activity')).toBe('promotions');
    expect(cataloguePartOf('/m/activityDetail')).toBe('promotions');
    expect(cataloguePartOf('/login')).toBe('login');
    expect(cataloguePartOf('/m/voucherCenter')).toBe('deposit');
  });

  it('has no part for any other screen: they read the whole catalogue', () => {
    expect(cataloguePartOf('/m/gameCenter')).toBeNull();
    expect(cataloguePartOf('/m/activityDetails')).toBeNull();
    expect(cataloguePartOf('/m/register')).toBeNull();
    expect(cataloguePartOf('/m/slot-games-x')).toBeNull();
    expect(cataloguePartOf('/m/member/home')).toBeNull();
    // The cashier's other pages (requirements C4–C6).
    expect(cataloguePartOf('/m/withdraw')).toBeNull();
    expect(cataloguePartOf('/m/transaction/record')).toBeNull();
  });

  it('gives the login page and the deposit, and no other landing, a piece of their own instead of the first screen’s part', () => {
    expect(landingPieceOf('/m/login')).toBe('login');
    expect(landingPieceOf('/login/')).toBe('login');
    expect(landingPieceOf('/m/voucherCenter')).toBe('deposit');
    expect(landingPieceOf('/voucherCenter/')).toBe('deposit');
    for (const path of [
      '/m/home',
      '/m/',
      '/m/slot-games',
      '/m/activity',
      '/m/register',
      '/m/login-x',
      '/m/member/login',
      '/m/withdraw',
      '/m/voucherCenter/x',
    ]) {
      expect(landingPieceOf(path), path).toBeNull();
    }
  });
});
