import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { ApiError } from '../../../src/api/api-error';
import {
  LoginForm,
  type LoginFormProps,
} from '../../../src/features/account/components/login-form.view';
import { passwordInMemory } from '../../../src/features/account/password-memory';
import { readRememberedLogin, saveRememberedLogin } from '../../../src/lib/remembered-login';
import { getSessionInfo } from '../../../src/lib/storage';
import { renderWithI18n } from '../../helpers/render';

const api = vi.hoisted(() => ({ login: vi.fn(), fetchCaptcha: vi.fn(), sendSmsCode: vi.fn() }));
vi.mock('../../../src/api/endpoints/login', () => ({ login: api.login }));
vi.mock('../../../src/api/endpoints/captcha', () => ({ fetchCaptcha: api.fetchCaptcha }));
vi.mock('../../../src/api/endpoints/sms-code', () => ({ sendSmsCode: api.sendSmsCode }));

const session = { token: 'tok-1', userName: 'demo_player', type: 0, firstTimeLogin: false };

function renderForm(props: Partial<LoginFormProps> = {}, locale: 'en' | 'bn' = 'en') {
  const handlers = { onClose: vi.fn(), onOpenRegister: vi.fn(), onOpenForgot: vi.fn() };
  const result = renderWithI18n(
    <LoginForm
      mobileLoginEnabled
      countryDialingCode="880"
      forgotEnabled
      ageLimit={18}
      {...handlers}
      {...props}
    />,
    { locale },
  );
  return { ...result, ...handlers };
}

const loginButton = () => screen.getByRole('button', { name: 'Login' });
const username = () => screen.getByRole('textbox', { name: 'Username' });
const password = () => screen.getByLabelText('Password');

beforeEach(() => {
  api.login.mockReset();
  api.fetchCaptcha.mockReset().mockResolvedValue({ image: 'data:image/svg+xml;base64,PHN2Zy8+' });
  api.sendSmsCode.mockReset();
});

describe('login form', () => {
  it('offers the username and mobile tabs only with mobile login on', async () => {
    const { unmount } = renderForm();
    expect(await screen.findByRole('tab', { name: 'Username' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
    unmount();
    renderForm({ mobileLoginEnabled: false });
    await screen.findByRole('textbox', { name: 'Username' });
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('switches to the mobile tab with the SMS code field and its send button', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'maxlength',
      '20',
    );
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveAttribute('maxlength', '10');
    // The SMS code button loads apart from the form (login-form.view.tsx).
    expect(await screen.findByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(screen.getByText('Please enter your 11 digit mobile number')).toBeInTheDocument();
  });

  it('"Get code" checks the number on the form: an invalid one shows its error on the field once and sends nothing; typing clears it', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    const mobile = await screen.findByRole('textbox', { name: 'Mobile number' });
    await user.type(mobile, '0171');
    await user.click(await screen.findByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(document.querySelectorAll('[id$="-error"]')).toHaveLength(1);
    expect(api.sendSmsCode).not.toHaveBeenCalled();
    await user.type(mobile, '1234567');
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });

  it('sends a valid number once and keeps counting down across a tab switch', async () => {
    api.sendSmsCode.mockResolvedValue({ expirationTime: Date.now() + 60_000 });
    const { user } = renderForm();
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '01712345678');
    await user.click(await screen.findByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    expect(api.sendSmsCode).toHaveBeenCalledWith(
      'noLogin',
      { mobileNum: '01712345678', countryDialingCode: '880' },
      expect.anything(),
    );
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    expect(await screen.findByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    expect(api.sendSmsCode).toHaveBeenCalledTimes(1);
  });

  it('fills in the remembered credentials of the tab, with remember checked', async () => {
    saveRememberedLogin({
      type: 'username',
      username: 'demo_player',
      password: 'Demo1234',
      countryDialingCode: '880',
    });
    renderForm();
    await waitFor(() => expect(username()).toHaveValue('demo_player'));
    expect(password()).toHaveValue('Demo1234');
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked();
  });

  it('disables login while the disclaimer is unchecked (checked by default)', async () => {
    const { user } = renderForm();
    const disclaimer = await screen.findByRole('checkbox', { name: /at least 18 years old/ });
    expect(disclaimer).toBeChecked();
    await user.click(disclaimer);
    expect(loginButton()).toBeDisabled();
    await user.click(disclaimer);
    expect(loginButton()).toBeEnabled();
  });

  it('toggles the password visibility through the chart', async () => {
    const { user } = renderForm();
    await screen.findByRole('textbox', { name: 'Username' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveAttribute('type', 'text');
  });

  it('shows translated field errors and sends nothing when the fields are empty', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows the captcha field after a failure that carries a captcha, and the error message', async () => {
    api.login.mockRejectedValueOnce(
      new ApiError({ code: 'user.or.token.invalid', status: 401, value: { captcha: true } }),
    );
    const { user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo_player');
    await user.type(password(), 'Wrong123');
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    const captcha = await screen.findByRole('textbox', { name: 'Verification code' });
    expect(captcha).toHaveAttribute('maxlength', '6');
    await waitFor(() => expect(api.fetchCaptcha).toHaveBeenCalled());

    // The captcha is now required, then sent with the login.
    await user.click(loginButton());
    expect(await screen.findByText('Please write the code')).toBeInTheDocument();
    api.login.mockResolvedValueOnce(session);
    await user.type(captcha, '12a34');
    expect(captcha).toHaveValue('1234');
    await user.click(loginButton());
    await waitFor(() => expect(api.login).toHaveBeenCalledTimes(2));
    expect(api.login.mock.calls[1]?.[0]).toMatchObject({
      type: 'username',
      username: 'demo_player',
      password: 'Wrong123',
      captcha: '1234',
    });
  });

  it('on success stores the session, remembers the login and closes', async () => {
    api.login.mockResolvedValueOnce(session);
    const { user, onClose } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo_player');
    await user.type(password(), 'Demo1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }));
    await user.click(loginButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.login).toHaveBeenCalledWith(
      {
        type: 'username',
        username: 'demo_player',
        password: 'Demo1234',
        captcha: '',
        remember: true,
        site: 'member',
      },
      expect.anything(),
    );
    expect(getSessionInfo()).toMatchObject({
      token: 'tok-1',
      userName: 'demo_player',
      type: 0,
      merchantCode: 'bdbt',
    });
    expect(readRememberedLogin('username')).toMatchObject({
      username: 'demo_player',
      password: 'Demo1234',
    });
    expect(passwordInMemory()).toBe('Demo1234');
  });

  it('refuses a non-member account until the message is dismissed', async () => {
    api.login.mockRejectedValueOnce(new ApiError({ code: 'non.member.login', status: 403 }));
    const { user, onClose } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo_agent');
    await user.type(password(), 'Agent1234');
    await user.click(loginButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non-member account unable to login',
    );
    expect(loginButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('links to register and forgot password (the forgot link by flag)', async () => {
    const { user, onOpenRegister, onOpenForgot, unmount } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Register now' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onOpenRegister).toHaveBeenCalledTimes(1);
    expect(onOpenForgot).toHaveBeenCalledTimes(1);
    unmount();
    renderForm({ forgotEnabled: false });
    await screen.findByRole('button', { name: 'Register now' });
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('speaks Bengali with the catalogue of its messages', async () => {
    // The BN texts of the catalogue (the merged messages.po carries the same).
    const bn = {
      Login: 'লগইন',
      'Please enter your username': 'অনুগ্রহ করে আপনার ইউজারনেম লিখুন',
      'Remember password': 'পাসওয়ার্ড মনে রাখুন',
    };
    const messages = Object.fromEntries(
      Object.entries(bn).map(([id, text]) => [generateMessageId(id), text]),
    );
    const { user } = renderForm({}, 'bn');
    act(() => {
      i18n.load('bn', messages);
      i18n.activate('bn');
    });
    await user.click(await screen.findByRole('button', { name: 'লগইন' }));
    expect(await screen.findByText('অনুগ্রহ করে আপনার ইউজারনেম লিখুন')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'পাসওয়ার্ড মনে রাখুন' })).toBeInTheDocument();
  });
});
