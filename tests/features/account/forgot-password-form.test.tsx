import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ForgotPasswordFormView,
  type ForgotPasswordFormViewProps,
} from '../../../src/features/account/components/forgot-password-form-body';
import { passwordInMemory } from '../../../src/features/account/password-memory';
import { getSessionInfo } from '../../../src/lib/storage';
import { toast } from '../../../src/ui/toast/toast-store';
import { fail, ok } from '../../api/helpers/fake-adapter';
import { renderWithI18n } from '../../helpers/render';
import { accountServer, demoSettings, type Route } from './helpers/account-server';

const BOTH = new Set(['COMM3', 'VERIFICATION3', 'CHNGPASSVERIF3']);

function setup(
  over: Partial<ForgotPasswordFormViewProps> = {},
  routes: Record<string, Route> = {},
) {
  const server = accountServer({
    '/wps/member/password/verification': () =>
      ok({
        userName: 'demo_player',
        session: { token: 'tok-2', userName: 'demo_player', type: 0, firstTimeLogin: false },
      }),
    '/wps/member/password/email': () => ok(null),
    '/wps/verification/sms/noLogin': () => ok({ expirationTime: Date.now() + 60_000 }),
    ...routes,
  });
  const onClose = vi.fn();
  const onOpenLogin = vi.fn();
  const onBack = vi.fn();
  const view = renderWithI18n(
    <ForgotPasswordFormView
      settings={demoSettings}
      modules={BOTH}
      dialingCodes={['880']}
      defaultDialingCode="880"
      onClose={onClose}
      onOpenLogin={onOpenLogin}
      onBack={onBack}
      client={server.client}
      {...over}
    />,
  );
  return { ...view, server, onClose, onOpenLogin, onBack };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

afterEach(() => toast.clear());

describe('forgot password: modes', () => {
  it('offers phone and e-mail only when both are enabled, phone first', async () => {
    const { user } = setup();
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Mobile number')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'E-mail' }));
    expect(field('E-mail')).toBeInTheDocument();
  });

  it('shows only the e-mail form when reset by phone is off', () => {
    setup({ modules: new Set(['COMM3']) });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(field('Username')).toBeInTheDocument();
  });
});

describe('forgot password: phone', () => {
  async function fill(user: ReturnType<typeof setup>['user'], password = 'newpass12') {
    await user.type(field('Mobile number'), '01712345678');
    await user.type(field('SMS verification code'), '123456');
    await user.type(field('New password'), password);
  }

  it('keeps submit disabled until a field was typed and none has an error, showing errors of typed fields', async () => {
    const { user } = setup();
    expect(submit()).toBeDisabled();
    await user.type(field('Mobile number'), '0171');
    expect(await screen.findByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password')).toBeNull();
    expect(submit()).toBeDisabled();
    await user.type(field('Mobile number'), '2345678');
    await user.type(field('SMS verification code'), '123456');
    await user.type(field('New password'), 'short');
    expect(
      await screen.findByText('Password must be 6-20 characters: letters, digits or !@#$%^&*._-'),
    ).toBeInTheDocument();
    await user.type(field('New password'), '1');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('"Get code" shows the number\'s error before the number was typed, sends nothing, then sends a valid number once', async () => {
    const { user, server } = setup();
    await user.type(field('SMS verification code'), '1');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(field('Mobile number')).toHaveAttribute('aria-invalid', 'true'));
    expect(server.calls('/wps/verification/sms/noLogin')).toEqual([]);
    await user.type(field('Mobile number'), '01712345678');
    await waitFor(() => expect(field('Mobile number')).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    expect(server.calls('/wps/verification/sms/noLogin')).toHaveLength(1);
  });

  it('sets the password by phone, logs in with the session the reset answers and closes', async () => {
    const { user, server, onClose } = setup();
    await fill(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls('/wps/member/password/verification')[0]?.body).toEqual({
      newPassword: 'newpass12',
      mobileNum: '01712345678',
      countryDialingCode: '880',
      verificationCode: '123456',
    });
    // The account is not named after its number: no login call by number, none that could fail.
    expect(server.calls('/wps/session/login')).toEqual([]);
    expect(getSessionInfo()).toMatchObject({ token: 'tok-2', userName: 'demo_player' });
    expect(passwordInMemory()).toBe('newpass12');
  });

  it('the same password as before clears the password; another refusal clears the code', async () => {
    let code = 'modify.new.old.same';
    const { user, onClose } = setup(
      {},
      { '/wps/member/password/verification': () => fail(400, code) },
    );
    await fill(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new password and the old password cannot be the same',
    );
    expect(field('New password')).toHaveValue('');
    expect(field('SMS verification code')).toHaveValue('123456');
    code = 'verification.code.invalid';
    await user.type(field('New password'), 'other123');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code error');
    expect(field('SMS verification code')).toHaveValue('');
    expect(field('New password')).toHaveValue('other123');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when the reset gives no session (an account of another site) the password is still reset and the login popup opens', async () => {
    const { user, onOpenLogin, onClose } = setup(
      {},
      { '/wps/member/password/verification': () => ok({ userName: 'demo_agent', session: null }) },
    );
    await fill(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(onOpenLogin).toHaveBeenCalled());
    expect(toast.getSnapshot().map((t) => t.message)).toContain(
      'Your password has been reset. Please log in.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('forgot password: e-mail', () => {
  it('rejects a bad e-mail and keeps what was typed', async () => {
    const { user, server } = setup({ modules: new Set(['COMM3']) });
    await user.type(field('Username'), 'demo_player');
    await user.type(field('E-mail'), 'not-an-email');
    await user.click(submit());
    expect(await screen.findByText('Incorrect e-mail format')).toBeInTheDocument();
    expect(field('E-mail')).toHaveValue('not-an-email');
    expect(server.seen).toEqual([]);
  });

  it('sends trimmed values form-encoded, shows success, then goes back after 1 s (no login popup)', async () => {
    const { user, server, onOpenLogin, onBack } = setup({ modules: new Set(['COMM3']) });
    await user.type(field('Username'), ' demo_player ');
    await user.type(field('E-mail'), 'demo_player@example.com ');
    await user.click(submit());
    await waitFor(() => expect(server.calls('/wps/member/password/email')).toHaveLength(1));
    expect(server.calls('/wps/member/password/email')[0]?.body).toEqual({
      username: 'demo_player',
      email: 'demo_player@example.com',
    });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(toast.getSnapshot().map((t) => t.message)).toContain(
      'We sent you a link: open it to choose a new password',
    );
    await waitFor(() => expect(onBack).toHaveBeenCalled(), { timeout: 10_000 });
    expect(onOpenLogin).not.toHaveBeenCalled();
  });
});
