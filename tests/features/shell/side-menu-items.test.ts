import { describe, expect, expectTypeOf, it } from 'vitest';
import { sideMenuItems, type SideMenuItem } from '../../../src/features/shell/side-menu-items';

const ids = (loggedIn: boolean, modules: string[], installed = false) =>
  sideMenuItems({ loggedIn, modules: new Set(modules), installed }).map((item) => item.id);

const GATED = ['rewardCenter', 'manualRebate', 'transactions', 'gameRecord', 'inbox', 'security'];

describe('side menu items', () => {
  it('shows visitors every item whatever the white-label flags say', () => {
    expect(ids(false, [])).toEqual(expect.arrayContaining(GATED));
  });

  it('shows members only the items whose module is on', () => {
    const member = ids(true, ['REWCEN3', 'MAILCEN']);
    expect(member).toContain('rewardCenter');
    expect(member).toContain('inbox');
    for (const id of ['manualRebate', 'transactions', 'gameRecord', 'security'])
      expect(member).not.toContain(id);
    expect(member).toEqual(
      expect.arrayContaining(['home', 'deposit', 'withdraw', 'activity', 'help', 'memberHome']),
    );
  });

  // Issue 53: feedback and the menu page had no link; the side menu is where a player looks for them.
  it('offers feedback and the menu page to everyone', () => {
    for (const loggedIn of [false, true]) {
      const items = sideMenuItems({ loggedIn, modules: new Set(), installed: false });
      expect(items.find((item) => item.id === 'feedback')?.to).toBe('/feedback');
      expect(items.find((item) => item.id === 'menuPage')?.to).toBe('/menu');
    }
  });

  it('hides the download entry inside the app or an installed web app', () => {
    expect(ids(false, [])).toContain('download');
    expect(ids(false, [], true)).not.toContain('download');
  });

  // Checked by the typecheck (npm test runs it): a target must be one of the router's paths.
  it('types every target as a path of the router', () => {
    expectTypeOf<'/withdraw'>().toExtend<SideMenuItem['to']>();
    expectTypeOf<'/member/manualRebate'>().toExtend<SideMenuItem['to']>();
    expectTypeOf<'/withdrawal'>().not.toExtend<SideMenuItem['to']>();
    expectTypeOf<string>().not.toExtend<SideMenuItem['to']>();
  });

  it('keeps the spec order', () => {
    expect(ids(false, []).slice(0, 5)).toEqual(['home', 'deposit', 'withdraw', 'activity', 'help']);
  });

  it('shows the VIP and mission items to everyone, visitors included, only when their flags are on', () => {
    for (const loggedIn of [false, true]) {
      expect(ids(loggedIn, [])).not.toContain('vip');
      expect(ids(loggedIn, [])).not.toContain('missions');
      expect(ids(loggedIn, ['VIPBENEFIT3'])).toContain('vip');
      expect(ids(loggedIn, ['VIPBENEFIT3'])).not.toContain('missions');
      expect(ids(loggedIn, ['MISSIONPROMO3'])).toContain('missions');
    }
    const vip = sideMenuItems({
      loggedIn: false,
      modules: new Set(['VIPBENEFIT3', 'MISSIONPROMO3']),
      installed: false,
    });
    expect(
      vip.filter((item) => item.id === 'vip' || item.id === 'missions').map((item) => item.to),
    ).toEqual(['/member/home', '/activity']);
  });

  it('gives every item an icon of its own, so no two entries look alike', () => {
    const all = sideMenuItems({
      loggedIn: true,
      modules: new Set([
        'REWCEN3',
        'MANPLAYREB3',
        'VIPBENEFIT3',
        'MISSIONPROMO3',
        'TRANSREC3',
        'TRANSBETREPMEM3',
        'MAILCEN',
        'SECPRIV',
      ]),
      installed: false,
      memberType: 3,
    });
    expect(all.length).toBeGreaterThan(15);
    const icons = all.map((item) => item.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });
});
