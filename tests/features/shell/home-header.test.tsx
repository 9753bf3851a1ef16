import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { HomeHeader } from '../../../src/features/shell/components/home-header';
import { clearSession, setSessionInfo } from '../../../src/lib/storage';
import { renderInRouter } from '../../helpers/render-in-router';

const onToggleMenu = vi.fn();

function Frame() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const search = useLocation({ select: (location) => location.searchStr });
  return (
    <>
      <HomeHeader
        logoUrl="/m/brand/logo.svg"
        siteName="BanglaBet"
        menuOpen={false}
        onToggleMenu={onToggleMenu}
      />
      <output aria-label="path">{pathname}</output>
      <output aria-label="search">{search}</output>
    </>
  );
}

afterEach(() => {
  clearSession();
});

describe('home header', () => {
  it('offers login and register to a visitor', async () => {
    await renderInRouter(Frame, { paths: ['/login', '/register'] });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('switches to deposit and withdraw as soon as a session is stored', async () => {
    await renderInRouter(Frame, { paths: ['/login', '/register', '/voucherCenter', '/withdraw'] });
    act(() => {
      setSessionInfo({
        token: 't',
        merchantCode: 'bdbt',
        userName: 'demo',
        type: 0,
        firstTimeLogin: false,
      });
    });
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/voucherCenter',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/withdraw');
    act(() => clearSession());
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('leaves a filtered category for the home, with no filter, and scrolls up from the logo', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = await renderInRouter(Frame, {
      entries: ['/home', '/slot-games?vendor=PG&classify=HOT'],
    });
    expect(screen.getByRole('status', { name: 'search' }).textContent).not.toBe('');
    await user.click(screen.getByRole('button', { name: 'BanglaBet' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/home'),
    );
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('toggles the side menu and says whether it is open', async () => {
    const { user } = await renderInRouter(Frame);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('side-menu');
    await user.click(toggle);
    expect(onToggleMenu).toHaveBeenCalledTimes(1);
  });
});
