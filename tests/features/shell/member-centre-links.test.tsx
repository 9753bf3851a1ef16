import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { memberCentreLayout } from '../../../src/api/endpoints/templates';
import { MemberCentreLinks } from '../../../src/features/shell/components/member-centre-links';
import { sideMenuItems } from '../../../src/features/shell/side-menu-items';
import { renderInRouter } from '../../helpers/render-in-router';

const items = sideMenuItems({
  loggedIn: true,
  memberType: 0,
  modules: new Set(['REWCEN3', 'VIPBENEFIT3', 'MISSIONPROMO3', 'MAILCEN']),
  installed: false,
});
const PATHS = ['/member/home', '/set', ...items.map((item) => item.to)];

/** What a player can reach from the member centre: each entry's name and where it leads. */
function entries() {
  const nav = screen.getByRole('navigation', { name: 'Member links' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return link ? [link.textContent, link.getAttribute('href')] : [item.textContent, 'button'];
    });
}

describe('member centre (requirements A3.16)', () => {
  it("mem_cen '1' is the new member centre, '0' or no answer the old one", () => {
    expect(memberCentreLayout({ mem_cen: '1', dep_func: '0' })).toBe('new');
    expect(memberCentreLayout({ mem_cen: '0', dep_func: '1' })).toBe('old');
    expect(memberCentreLayout(undefined)).toBe('old');
  });

  it('both layouts offer the same entries, in the same order, leading to the same places', async () => {
    const seen = [];
    for (const layout of ['new', 'old'] as const) {
      const view = await renderInRouter(
        () => <MemberCentreLinks layout={layout} items={items} onSignOut={() => {}} />,
        { entries: ['/member/home'], paths: PATHS },
      );
      seen.push(entries());
      view.unmount();
    }
    expect(seen[0]).toEqual(seen[1]);
    expect(seen[0]?.at(-2)).toEqual(['Personal settings', '/set']);
    expect(seen[0]?.at(-1)).toEqual(['Sign out', 'button']);
    expect(seen[0]?.length).toBe(items.length + 2);
  });

  it('the new layout arranges the entries as a grid of cards, the old one as a list', async () => {
    const view = await renderInRouter(
      () => <MemberCentreLinks layout="new" items={items} onSignOut={() => {}} />,
      { entries: ['/member/home'], paths: PATHS },
    );
    const nav = screen.getByRole('navigation', { name: 'Member links' });
    expect(nav.dataset.layout).toBe('new');
    expect(within(nav).getByRole('list').className).toMatch(/grid/);
    view.unmount();
    await renderInRouter(
      () => <MemberCentreLinks layout="old" items={items} onSignOut={() => {}} />,
      { entries: ['/member/home'], paths: PATHS },
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Member links' })).getByRole('list').className,
    ).toMatch(/list/);
  });

  it('sign out works from either layout', async () => {
    for (const layout of ['new', 'old'] as const) {
      const onSignOut = vi.fn();
      const view = await renderInRouter(
        () => <MemberCentreLinks layout={layout} items={items} onSignOut={onSignOut} />,
        { entries: ['/member/home'], paths: PATHS },
      );
      await view.user.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(onSignOut).toHaveBeenCalledTimes(1);
      view.unmount();
    }
  });
});
