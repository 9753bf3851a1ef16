import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../src/api/api-error';
import {
  LoginForm,
  type LoginFormProps,
} from '../../../src/features/account/components/login-form.view';
import {
  registerSocialSignIn,
  SocialSignInCancelled,
  type SocialChannel,
  type SocialSignInProvider,
} from '../../../src/lib/social-sign-in';
import { readRememberedLogin, saveRememberedLogin } from '../../../src/lib/remembered-login';
import { clearSession, getSessionInfo } from '../../../src/lib/storage';
import { renderWithI18n } from '../../helpers/render';

const api = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('../../../src/api/endpoints/login', () => ({ login: api.login }));
// The start-up status as the chart holds it: only the white-label flags the buttons read.
const status = vi.hoisted(() => ({ flags: [] as string[] }));
vi.mock('../../../src/app/startup-context', () => ({
  StartupActor: {
    useSelector: <T,>(select: (snapshot: unknown) => T) =>
      select({
        context: {
          status: {
            info: {
              whitelabel: status.flags.map((moduleId) => ({
                moduleId,
                enabled: true,
                children: [],
              })),
            },
          },
        },
      }),
  },
}));

const session = { token: 'tok-social', userName: 'fb_player', type: 0, firstTimeLogin: false };
const allFlags = ['LINELOGIN3', 'FACEBOOKLOGIN3', 'GOOGLELOGIN3'];

function fakeProvider(
  channels: SocialChannel[],
  signIn: SocialSignInProvider['signIn'] = async () => ({ idToken: 'id-tok' }),
) {
  const provider = { initialisedChannels: () => channels, signIn: vi.fn(signIn) };
  registerSocialSignIn(provider);
  return provider;
}

function renderForm(props: Partial<LoginFormProps> = {}) {
  const handlers = { onClose: vi.fn(), onOpenRegister: vi.fn(), onOpenForgot: vi.fn() };
  const result = renderWithI18n(
    <LoginForm
      mobileLoginEnabled={false}
      countryDialingCode="880"
      forgotEnabled
      ageLimit={18}
      {...handlers}
      {...props}
    />,
  );
  return { ...result, ...handlers };
}

const socialButtons = () => screen.queryAllByRole('button', { name: /^Sign in with/ });

beforeEach(() => {
  api.login.mockReset();
  status.flags = allFlags;
});
afterEach(() => {
  registerSocialSignIn(null);
  clearSession();
});

describe('login form social sign-in', () => {
  it('shows no social button without a registered provider', async () => {
    renderForm();
    await screen.findByRole('textbox', { name: 'Username' });
    expect(socialButtons()).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Or sign in with' })).toBeNull();
  });

  it('shows a button per initialised channel whose flag is on', async () => {
    fakeProvider(['line', 'facebook', 'google']);
    status.flags = ['GOOGLELOGIN3', 'LINELOGIN3'];
    renderForm();
    const group = await screen.findByRole('group', { name: 'Or sign in with' });
    expect(group).toBeInTheDocument();
    expect(socialButtons().map((button) => button.textContent)).toEqual([
      'Sign in with LINE',
      'Sign in with Google',
    ]);
  });

  it('shows the buttons once a provider registers while the form is open', async () => {
    renderForm();
    await screen.findByRole('textbox', { name: 'Username' });
    act(() => void fakeProvider(['facebook']));
    expect(await screen.findByRole('button', { name: 'Sign in with Facebook' })).toBeEnabled();
  });

  it('hides them on the agent page', async () => {
    fakeProvider(['line', 'facebook', 'google']);
    renderForm({ site: 'agent', onOpenRegister: undefined });
    await screen.findByRole('textbox', { name: 'Username' });
    expect(socialButtons()).toEqual([]);
  });

  it('disables them while the disclaimer is unchecked', async () => {
    fakeProvider(['google']);
    const { user } = renderForm();
    const button = await screen.findByRole('button', { name: 'Sign in with Google' });
    await user.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
    expect(button).toBeDisabled();
  });

  it('signs in with the provider and sends a firebase login with its token, then stores the session and closes', async () => {
    saveRememberedLogin({
      type: 'username',
      username: 'demo_player',
      password: 'Demo1234',
      countryDialingCode: '880',
    });
    const provider = fakeProvider(['google'], async () => ({
      idToken: 'id-tok',
      mobileNo: '01712345678',
      countryDialingCode: '880',
    }));
    api.login.mockResolvedValueOnce(session);
    const { user, onClose } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(provider.signIn).toHaveBeenCalledWith('google');
    expect(api.login).toHaveBeenCalledWith(
      {
        type: 'firebase',
        firebaseChannel: 'google',
        firebaseIdToken: 'id-tok',
        firebaseMobileNo: '01712345678',
        countryDialingCode: '880',
        captcha: '',
        site: 'member',
      },
      expect.anything(),
    );
    expect(getSessionInfo()).toMatchObject({ token: 'tok-social', userName: 'fb_player' });
    // The remembered password login is left as it was.
    expect(readRememberedLogin('username')).toMatchObject({ username: 'demo_player' });
  });

  it("shows the server's function.not.available answer and keeps what the player typed", async () => {
    fakeProvider(['facebook']);
    api.login.mockRejectedValueOnce(new ApiError({ code: 'function.not.available', status: 400 }));
    const { user, onClose } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo_player');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account does not have permission or feature unavailable',
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo_player');
    expect(screen.getByRole('button', { name: 'Sign in with Facebook' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a cancel shows nothing and sends nothing', async () => {
    const provider = fakeProvider(['line'], () =>
      Promise.reject(new SocialSignInCancelled('line')),
    );
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Sign in with LINE' }));
    await waitFor(() => expect(provider.signIn).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in with LINE' })).toBeEnabled(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('a failure names the provider', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeProvider(['google'], () => Promise.reject(new Error('popup blocked')));
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in with Google failed');
    expect(api.login).not.toHaveBeenCalled();
  });
});
