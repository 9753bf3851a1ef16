import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChangePasswordForm,
  type ChangePasswordFormProps,
} from '../../../src/features/account/components/change-password-form';
import {
  forgetPasswordInMemory,
  passwordInMemory,
} from '../../../src/features/account/password-memory';
import {
  encodePassword,
  REMEMBERED_LOGIN_KEYS,
  readRememberedLogin,
  saveRememberedLogin,
} from '../../../src/lib/remembered-login';
import { getSessionInfo, setSessionInfo, type SessionInfo } from '../../../src/lib/storage';
import { toast } from '../../../src/ui/toast/toast-store';
import { fail, ok } from '../../api/helpers/fake-adapter';
import { renderWithI18n } from '../../helpers/render';
import { accountServer, demoSettings, type Route } from './helpers/account-server';

const session: SessionInfo = {
  token: 'tok-3',
  merchantCode: 'bdbt',
  userName: 'demo_player2',
  type: 0,
  firstTimeLogin: true,
};

function setup(over: Partial<ChangePasswordFormProps> = {}, routes: Record<string, Route> = {}) {
  const server = accountServer({ '/wps/member/password': () => ok(null), ...routes });
  const replaceHome = vi.fn();
  const view = renderWithI18n(
    <ChangePasswordForm
      session={session}
      passwordInMemory={null}
      settings={demoSettings}
      replaceHome={replaceHome}
      client={server.client}
      {...over}
    />,
  );
  return { ...view, server, replaceHome };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const confirm = () => screen.getByRole('button', { name: 'Confirm' });

afterEach(() => {
  toast.clear();
  forgetPasswordInMemory();
});

describe('change password', () => {
  it('without a session goes home at once', () => {
    const { replaceHome } = setup({ session: null });
    expect(replaceHome).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('shows the user name read-only, and the old password only when none is held in memory', () => {
    setup();
    expect(field('Username')).toHaveValue('demo_player2');
    expect(field('Username')).toHaveAttribute('readonly');
    expect(field('Old password')).toBeInTheDocument();
    expect(screen.getByText('For your security, please set a new password.')).toBeInTheDocument();
  });

  it('hides the old password when one is held, and the toggles show the new passwords', async () => {
    const { user } = setup({ passwordInMemory: 'Demo1234' });
    expect(screen.queryByLabelText('Old password', { selector: 'input' })).toBeNull();
    expect(field('New password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field('New password')).toHaveAttribute('type', 'text');
    expect(field('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it('shows each field error and sends nothing', async () => {
    const { user, server } = setup();
    await user.type(field('New password'), 'abc');
    await user.type(field('Confirm new password'), 'abd');
    await user.click(confirm());
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(
      screen.getByText('Password must be 6-20 characters: letters, digits or !@#$%^&*._-'),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
    expect(field('New password')).toHaveValue('abc');
    expect(server.seen).toEqual([]);
  });

  it('asks for the confirmation', async () => {
    const { user } = setup({ passwordInMemory: 'Demo1234' });
    await user.type(field('New password'), 'Newpass12');
    await user.click(confirm());
    expect(await screen.findByText('Please enter the password again')).toBeInTheDocument();
  });

  it('a new password equal to the old one prompts with one confirm button and sends nothing', async () => {
    const { user, server } = setup({ passwordInMemory: 'Demo1234' });
    await user.type(field('New password'), 'Demo1234');
    await user.type(field('Confirm new password'), 'Demo1234');
    await user.click(confirm());
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(prompt).toHaveTextContent('The new password and the old password cannot be the same');
    await user.click(screen.getAllByRole('button', { name: 'Confirm' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.seen).toEqual([]);
  });

  it('a wrong old password shows the server message and keeps the values', async () => {
    const { user } = setup(
      {},
      { '/wps/member/password': () => fail(400, 'user.or.token.invalid') },
    );
    await user.type(field('Old password'), 'Wrong123');
    await user.type(field('New password'), 'Newpass12');
    await user.type(field('Confirm new password'), 'Newpass12');
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent('The old password is incorrect');
    expect(field('Old password')).toHaveValue('Wrong123');
  });

  it('saves: sends the three passwords, keeps the new one, re-encodes the remembered login, clears the prompt flag, goes home', async () => {
    setSessionInfo(session);
    saveRememberedLogin({
      type: 'username',
      username: 'demo_player2',
      password: 'Demo1234',
      countryDialingCode: '',
    });
    const { user, server, replaceHome } = setup();
    await user.type(field('Old password'), 'Demo1234');
    await user.type(field('New password'), 'Newpass12');
    await user.type(field('Confirm new password'), 'Newpass12');
    await user.click(confirm());
    await waitFor(() => expect(server.calls('/wps/member/password')).toHaveLength(1));
    expect(server.calls('/wps/member/password')[0]?.body).toEqual({
      oldPassword: 'Demo1234',
      newPassword: 'Newpass12',
      confirmNewPassword: 'Newpass12',
    });
    await waitFor(() =>
      expect(toast.getSnapshot().map((t) => t.message)).toContain('Changes saved'),
    );
    expect(passwordInMemory()).toBe('Newpass12');
    expect(readRememberedLogin('username')?.password).toBe('Newpass12');
    const salt = localStorage.getItem(REMEMBERED_LOGIN_KEYS.salt) ?? '';
    expect(
      JSON.parse(localStorage.getItem(REMEMBERED_LOGIN_KEYS.record) ?? '{}').username.password,
    ).toBe(encodePassword('Newpass12', salt));
    await waitFor(() => expect(replaceHome).toHaveBeenCalled(), { timeout: 10_000 });
    expect(getSessionInfo()?.firstTimeLogin).toBe(false);
  });
});
