import { describe, expect, it } from 'vitest';
import { isAgentType, sideMenuItems } from '../../../src/features/shell/side-menu-items';

const ids = (loggedIn: boolean, memberType?: number) =>
  sideMenuItems({ loggedIn, modules: new Set(), installed: false, memberType }).map(
    (item) => item.id,
  );

describe('side menu items: promo code and agent menu', () => {
  it('offers the promo-code item to everyone, marked to fall back to coming soon', () => {
    const item = sideMenuItems({ loggedIn: false, modules: new Set(), installed: false }).find(
      (entry) => entry.id === 'promoCode',
    );
    expect(item).toMatchObject({ to: '/promoCode', comingSoonUnlessEnabled: true });
  });

  it('shows the agent menu only to an agent session', () => {
    expect(ids(false)).not.toContain('agent');
    for (const type of [0, 1, 2, 4, 40, 41, 42]) expect(ids(true, type)).not.toContain('agent');
    expect(ids(true, 3)).toContain('agent');
  });

  it('reads every type outside the non-agent set as an agent', () => {
    expect([0, 4, 42, 3, 5, 99].map(isAgentType)).toEqual([false, false, false, true, true, true]);
    expect(isAgentType(undefined)).toBe(false);
  });
});
