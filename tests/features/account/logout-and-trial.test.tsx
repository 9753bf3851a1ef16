import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { ApiError } from '../../../src/api/api-error';
import { useLogout } from '../../../src/features/account/components/logout-dialog';
import {
  keepPasswordInMemory,
  passwordInMemory,
} from '../../../src/features/account/password-memory';
import { startTrialPlay } from '../../../src/features/account/trial-play';
import { REMEMBERED_LOGIN_KEYS } from '../../../src/lib/remembered-login';
import {
  getSessionInfo,
  getTrialName,
  setSessionInfo,
  setTrialName,
} from '../../../src/lib/storage';
import { toast } from '../../../src/ui/toast/toast-store';
import { renderInRouter } from '../../helpers/render-in-router';

const api = vi.hoisted(() => ({ logout: vi.fn(), createTrialSession: vi.fn() }));
vi.mock('../../../src/api/endpoints/logout', () => ({ logout: api.logout }));
vi.mock('../../../src/api/endpoints/trial-login', () => ({
  createTrialSession: api.createTrialSession,
}));

beforeEach(() => {
  api.logout.mockReset();
  api.createTrialSession.mockReset();
});
afterEach(() => toast.clear());

function MenuPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const logout = useLogout();
  return (
    <>
      <button type="button" onClick={logout.request}>
        Sign out
      </button>
      {logout.dialog}
      <output aria-label="path">{pathname}</output>
    </>
  );
}

const path = () => screen.getByRole('status', { name: 'path' }).textContent;

describe('logout (requirements A4)', () => {
  beforeEach(() => {
    setSessionInfo({
      token: 'tok-1',
      merchantCode: 'bdbt',
      userName: 'demo_player',
      type: 0,
      firstTimeLogin: false,
    });
    setTrialName('trial_x');
    keepPasswordInMemory('Demo1234');
  });

  it('asks first; cancel keeps the session', async () => {
    const { user } = await renderInRouter(MenuPage, { entries: ['/menu'], paths: ['/home'] });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.logout).not.toHaveBeenCalled();
    expect(getSessionInfo()).not.toBeNull();
    // A second request asks again.
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('dialog', { name: 'Confirmation' })).toBeInTheDocument();
  });

  it('confirm logs out with the token, clears everything and replaces the page with /home', async () => {
    let finish: () => void = () => undefined;
    api.logout.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user, history } = await renderInRouter(MenuPage, {
      entries: ['/help', '/menu'],
      paths: ['/home'],
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toast.getSnapshot().map((t) => t.message)).toEqual(['Please wait…']),
    );
    expect(api.logout).toHaveBeenCalledWith('tok-1', expect.anything());
    finish();
    await waitFor(() => expect(path()).toBe('/home'));
    expect(history.length).toBe(2);
    expect(getSessionInfo()).toBeNull();
    expect(getTrialName()).toBeNull();
    expect(passwordInMemory()).toBeNull();
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEYS.autoLogin)).toBe('0');
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('a failed logout call still ends the session on this device', async () => {
    api.logout.mockRejectedValue(new ApiError({ code: 'login.not.session', status: 401 }));
    const { user } = await renderInRouter(MenuPage, { entries: ['/menu'], paths: ['/home'] });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(path()).toBe('/home'));
    expect(getSessionInfo()).toBeNull();
  });
});

describe('trial play (requirements A2 mobile header, requirements A4 trial login)', () => {
  it('stores the trial session with customerType as type, keeps trialName and goes home', async () => {
    api.createTrialSession.mockResolvedValue({
      token: 'tt',
      userName: 'trial_0123456789',
      customerType: 4,
    });
    const replaceHome = vi.fn();
    startTrialPlay(replaceHome);
    startTrialPlay(replaceHome); // a second tap while it runs is ignored
    await waitFor(() => expect(replaceHome).toHaveBeenCalledTimes(1));
    expect(api.createTrialSession).toHaveBeenCalledTimes(1);
    expect(getSessionInfo()).toMatchObject({
      token: 'tt',
      userName: 'trial_0123456789',
      type: 4,
      merchantCode: 'bdbt',
    });
    expect(getTrialName()).toBe('trial_0123456789');
    expect(toast.getSnapshot()).toEqual([]);
  });

  it('shows why it failed and can be tried again', async () => {
    api.createTrialSession.mockRejectedValueOnce(
      new ApiError({ code: 'function.not.available', status: 400 }),
    );
    const replaceHome = vi.fn();
    startTrialPlay(replaceHome);
    await waitFor(() =>
      expect(toast.getSnapshot().map((t) => [t.style, t.message])).toEqual([
        ['fail', 'Account does not have permission or feature unavailable'],
      ]),
    );
    expect(getSessionInfo()).toBeNull();
    api.createTrialSession.mockResolvedValueOnce({
      token: 'tt',
      userName: 'trial_1',
      customerType: 4,
    });
    startTrialPlay(replaceHome);
    await waitFor(() => expect(replaceHome).toHaveBeenCalledTimes(1));
  });
});
