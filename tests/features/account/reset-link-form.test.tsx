import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ResetLinkForm,
  type ResetLinkFormProps,
} from '../../../src/features/account/password-reset/reset-link-form';
import { parseTokenSearch } from '../../../src/features/account/password-reset/token-search';
import { toast } from '../../../src/ui/toast/toast-store';
import { fail, ok } from '../../api/helpers/fake-adapter';
import { renderWithI18n } from '../../helpers/render';
import { accountServer, demoSettings, type Route } from './helpers/account-server';

const LINK = '/wps/member/password/email/link';
const TOKEN = 'Ab_-'.repeat(10) + 'xyz';

function setup(routes: Record<string, Route> = {}, over: Partial<ResetLinkFormProps> = {}) {
  const server = accountServer({
    [LINK]: (request) => (request.method === 'GET' ? ok(null) : ok({ userName: 'demo_player' })),
    ...routes,
  });
  const openForgotPassword = vi.fn();
  const openLogin = vi.fn();
  const view = renderWithI18n(
    <ResetLinkForm
      token={TOKEN}
      settings={demoSettings}
      openForgotPassword={openForgotPassword}
      openLogin={openLogin}
      client={server.client}
      {...over}
    />,
  );
  return { ...view, server, openForgotPassword, openLogin };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const confirm = () => screen.getByRole('button', { name: 'Confirm' });

afterEach(() => toast.clear());

describe('reset link page', () => {
  it('reads the token from the address, and nothing else as a token', () => {
    expect(parseTokenSearch({ token: TOKEN, lang: 'EN' })).toEqual({ token: TOKEN });
    expect(parseTokenSearch({ token: 12 })).toEqual({});
    expect(parseTokenSearch({ token: '' })).toEqual({});
  });

  it('checks the link first, then shows the form with both fields labelled', async () => {
    const { server } = setup();
    expect(screen.getByRole('status', { name: 'Checking the link…' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(server.calls(LINK)[0]).toMatchObject({
      method: 'GET',
      params: { token: TOKEN },
      moduleId: 'COMM3',
    });
    expect(field('New password')).toHaveAttribute('type', 'password');
    expect(field('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('an expired or used link says so and offers a new one', async () => {
    const { user, openForgotPassword } = setup({ [LINK]: () => fail(400, 'reset.link.invalid') });
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(openForgotPassword).toHaveBeenCalledTimes(1);
  });

  it('a link without a token is invalid at once, and the server is not asked', () => {
    const { server } = setup({}, { token: '' });
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(server.seen).toEqual([]);
  });

  it('the password rule and the confirmation rule are checked before anything is sent', async () => {
    const { user, server } = setup();
    await screen.findByRole('form');
    await user.type(field('New password'), 'abc');
    await user.type(field('Confirm new password'), 'abd');
    await user.click(confirm());
    expect(
      await screen.findByText('Password must be 6-20 characters: letters, digits or !@#$%^&*._-'),
    ).toBeInTheDocument();
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
    expect(server.calls(LINK).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a refusal shows its message and keeps what was typed', async () => {
    const { user } = setup({
      [LINK]: (request) => (request.method === 'GET' ? ok(null) : fail(400, 'request_param_err')),
    });
    await screen.findByRole('form');
    await user.type(field('New password'), 'Newpass12');
    await user.type(field('Confirm new password'), 'Newpass12');
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the information you entered',
    );
    expect(field('New password')).toHaveValue('Newpass12');
  });

  it('sets the password with the token, shows the success message, then opens the login', async () => {
    const { user, server, openLogin } = setup();
    await screen.findByRole('form');
    await user.type(field('New password'), 'Newpass12');
    await user.type(field('Confirm new password'), 'Newpass12');
    await user.click(confirm());
    await waitFor(() =>
      expect(server.calls(LINK).filter((r) => r.method === 'POST')).toHaveLength(1),
    );
    expect(server.calls(LINK).find((r) => r.method === 'POST')?.body).toEqual({
      token: TOKEN,
      newPassword: 'Newpass12',
      confirmNewPassword: 'Newpass12',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your new password is set: log in with it',
    );
    expect(toast.getSnapshot().map((t) => t.message)).toContain(
      'Your new password is set: log in with it',
    );
    await waitFor(() => expect(openLogin).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });
});
