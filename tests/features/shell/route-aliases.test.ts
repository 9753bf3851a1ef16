import { describe, expect, it } from 'vitest';
import { aliasTarget, opensHome } from '../../../src/features/shell/route-aliases';

describe('route aliases', () => {
  it('maps the exact aliases of the route table, with or without the /m base', () => {
    expect(aliasTarget('/m/index')).toBe('/home');
    expect(aliasTarget('/index.html')).toBe('/home');
    expect(aliasTarget('/m/register.html')).toBe('/register');
    expect(aliasTarget('/m/index/more')).toBeNull();
    expect(aliasTarget('/m/home')).toBeNull();
  });

  it('knows every address that opens the home screen, and no other', () => {
    for (const path of [
      '/',
      '/m',
      '/m/',
      '/m/home',
      '/m/home/',
      '/m/index',
      '/m/index.html',
      '/home',
    ]) {
      expect(opensHome(path)).toBe(true);
    }
    for (const path of [
      '/m/slot-games',
      '/m/register.html',
      '/m/homepage',
      '/m/member/home',
      '/mhome',
    ]) {
      expect(opensHome(path)).toBe(false);
    }
  });
});
