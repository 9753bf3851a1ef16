import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { HomeHeader } from '../../../src/features/shell/components/home-header';
import { MenuScreen } from '../../../src/features/shell/components/menu-screen';
import { MobileHeader } from '../../../src/features/shell/components/mobile-header';
import { renderInRouter } from '../../helpers/render-in-router';

// The account flows reach the shell only through callbacks that the frame passes down.

function Path() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return <output aria-label="path">{pathname}</output>;
}
const path = () => screen.getByRole('status', { name: 'path' }).textContent;

describe('shell wiring of the account flows', () => {
  it('the home header opens the login and register popups in place', async () => {
    const onOpenLogin = vi.fn();
    const onOpenRegister = vi.fn();
    const { user } = await renderInRouter(
      () => (
        <>
          <HomeHeader
            logoUrl="/logo.svg"
            siteName="BanglaBet"
            menuOpen={false}
            onToggleMenu={() => undefined}
            onOpenLogin={onOpenLogin}
            onOpenRegister={onOpenRegister}
          />
          <Path />
        </>
      ),
      { paths: ['/login', '/register'] },
    );
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(onOpenLogin).toHaveBeenCalledTimes(1);
    expect(onOpenRegister).toHaveBeenCalledTimes(1);
    expect(path()).toBe('/home');
  });

  it('the mobile header offers the trial action only when given one', async () => {
    const onTrialPlay = vi.fn();
    const { user, unmount } = await renderInRouter(
      () => <MobileHeader pathname="/slot-games" onTrialPlay={onTrialPlay} />,
      { entries: ['/slot-games'] },
    );
    await user.click(screen.getByRole('button', { name: 'Free play' }));
    expect(onTrialPlay).toHaveBeenCalledTimes(1);
    unmount();
    await renderInRouter(() => <MobileHeader pathname="/slot-games" />, {
      entries: ['/slot-games'],
    });
    expect(screen.queryByRole('button', { name: 'Free play' })).toBeNull();
  });

  it('the menu page offers sign-out only when given one', async () => {
    const info = {
      customerService: [],
      resources: [],
      social: { youtube: '', whatsapp: '', telegram: '', facebook: '', line: '' },
    };
    const paths = ['/member/manualRebate', '/activity', '/gameRecord'];
    const onSignOut = vi.fn();
    const { user, unmount } = await renderInRouter(
      () => <MenuScreen info={info} onSignOut={onSignOut} />,
      { entries: ['/menu'], paths },
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    unmount();
    await renderInRouter(() => <MenuScreen info={info} />, { entries: ['/menu'], paths });
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
