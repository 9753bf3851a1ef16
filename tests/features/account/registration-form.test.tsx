import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RegistrationFormView,
  type RegistrationFormViewProps,
} from '../../../src/features/account/components/registration-form-body';
import { registerPhoneAuth } from '../../../src/lib/phone-auth';
import { getSessionInfo } from '../../../src/lib/storage';
import { toast } from '../../../src/ui/toast/toast-store';
import { fail, ok } from '../../api/helpers/fake-adapter';
import { renderWithI18n } from '../../helpers/render';
import { accountServer, demoSettings, type Route } from './helpers/account-server';

const MODULES = ['COMM3', 'REG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'AFFMAN3'];
const answer = { token: 'tok-1', userName: 'alice01', type: 0, firstTimeLogin: false };

function setup(over: Partial<RegistrationFormViewProps> = {}, routes: Record<string, Route> = {}) {
  const server = accountServer({
    '/wps/member/username': () => ok({ available: true }),
    '/wps/agent/affiliate': () => ok({ success: true }),
    '/wps/member/register': () => ok(answer),
    '/wps/member/register/mobile': () => ok({ ...answer, userName: '01712345678' }),
    ...routes,
  });
  const onClose = vi.fn();
  const onOpenLogin = vi.fn();
  const view = renderWithI18n(
    <RegistrationFormView
      settings={demoSettings}
      modules={new Set(MODULES)}
      ageLimit={18}
      dialingCodes={['880']}
      defaultDialingCode="880"
      affiliate={{ linked: false, code: '', domain: 'm.example.com' }}
      onClose={onClose}
      onOpenLogin={onOpenLogin}
      client={server.client}
      deviceMethod="H5"
      {...over}
    />,
  );
  return { ...view, server, onClose, onOpenLogin };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const register = () => screen.getByRole('button', { name: 'Register' });

afterEach(() => toast.clear());

describe('registration form: tabs by configuration', () => {
  it('shows both tabs with mobile first when both methods are enabled', async () => {
    const { user } = setup();
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByLabelText('Username', { selector: 'input' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(field('Username')).toBeInTheDocument();
  });

  it('shows no tabs and the user-name form when mobile registration is off', () => {
    setup({ modules: new Set(MODULES.filter((id) => id !== 'MOBILENUMREG3')) });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(field('Username')).toBeInTheDocument();
  });

  it('asks for the SMS code with a send button when SMS verification is on', () => {
    setup({ modules: new Set([...MODULES, 'REGMOBVERF3']) });
    expect(field('SMS verification code')).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
  });

  it('"Get code" shows the number\'s error on its field and sends nothing; a valid number is sent once and counts down', async () => {
    const { user, server } = setup(
      { modules: new Set([...MODULES, 'REGMOBVERF3']) },
      { '/wps/verification/sms/register': () => ok({ expirationTime: Date.now() + 60_000 }) },
    );
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(server.calls('/wps/verification/sms/register')).toEqual([]);
    await user.type(mobile, '01712345678');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    expect(server.calls('/wps/verification/sms/register')).toHaveLength(1);
  });

  it('shows every configured field, the birthday picker bounded from 1900 to the end of this year', () => {
    const all = Object.fromEntries(
      Object.entries(demoSettings.fields).map(([name, rule]) => [
        name,
        { ...rule, enabled: name !== 'captcha' },
      ]),
    );
    setup({
      settings: { ...demoSettings, fields: all },
      modules: new Set(MODULES.filter((id) => id !== 'MOBILENUMREG3')),
    });
    for (const label of [
      'Payment password',
      'Recommender ID',
      'Nickname',
      'Payee name',
      'E-mail',
      'ID number',
      'QQ',
      'Facebook',
      'WeChat',
      'Line',
      'WhatsApp',
      'Zalo',
      'Invitation code',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field('Birthday')).toHaveAttribute('min', '1900-01-01');
    expect(field('Birthday')).toHaveAttribute('max', `${new Date().getFullYear()}-12-31`);
    expect(screen.getByRole('combobox', { name: 'Country dialling code' })).toHaveValue('880');
  });
});

describe('registration form: field rules', () => {
  it('shows each rule message, focuses the first invalid field and keeps what was typed', async () => {
    const { user, server } = setup({
      modules: new Set(MODULES.filter((id) => id !== 'MOBILENUMREG3')),
    });
    await user.type(field('Username'), 'ab');
    await user.type(field('Mobile number'), '12345');
    await user.click(register());
    expect(await screen.findByText('Username must be 6-16 letters or digits')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password again')).toBeInTheDocument();
    expect(
      within(field('Mobile number').closest('div')!.parentElement!).getByText(
        'Please enter your 11 digit mobile number',
        { selector: '[id$="-error"]' },
      ),
    ).toBeInTheDocument();
    expect(field('Username')).toHaveFocus();
    expect(field('Username')).toHaveValue('ab');
    expect(field('Mobile number')).toHaveValue('12345');
    expect(server.seen).toEqual([]);
  });

  it('a confirmation that differs says so, and is revalidated when the password changes', async () => {
    const { user } = setup({ modules: new Set(MODULES.filter((id) => id !== 'MOBILENUMREG3')) });
    await user.type(field('Password'), 'secret12');
    await user.type(field('Confirm password'), 'secret1');
    await user.click(register());
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    await user.type(field('Password'), '{Backspace}');
    expect(screen.queryByText('Confirmation password not matched')).toBeNull();
    await user.type(field('Password'), 'x');
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
  });

  it('a taken user name is reported next to the field', async () => {
    const { user } = setup(
      { modules: new Set(MODULES.filter((id) => id !== 'MOBILENUMREG3')) },
      { '/wps/member/username': () => ok({ available: false }) },
    );
    await user.type(field('Username'), 'demoplayer');
    await user.type(field('Password'), 'secret12');
    await user.type(field('Confirm password'), 'secret12');
    await user.type(field('Mobile number'), '01712345678');
    await user.click(register());
    expect(await screen.findByText('Username already exists')).toBeInTheDocument();
    expect(field('Username')).toHaveFocus();
    expect(field('Username')).toHaveValue('demoplayer');
  });

  it('requires the terms box, which starts checked', async () => {
    const { user } = setup();
    const terms = screen.getByRole('checkbox', { name: /at least 18 years old/ });
    expect(terms).toBeChecked();
    await user.click(terms);
    await user.type(field('Password'), 'secret12');
    await user.type(field('Confirm password'), 'secret12');
    await user.type(field('Mobile number'), '01712345678');
    await user.click(register());
    expect(
      await screen.findByText('Please read and agree to the terms and conditions'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read the terms and conditions/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/help\?tag=terms$/),
    );
  });
});

describe('registration form: invitation and submit', () => {
  async function fillMobile(user: ReturnType<typeof setup>['user'], invitation = '') {
    await user.type(field('Password'), 'secret12');
    await user.type(field('Confirm password'), 'secret12');
    await user.type(field('Mobile number'), '01712345678');
    if (invitation) await user.type(field('Invitation code'), invitation);
  }

  it('an invalid invitation code shows its message and takes the focus; nothing is registered', async () => {
    const { user, server } = setup({}, { '/wps/agent/affiliate': () => ok({ success: false }) });
    await fillMobile(user, 'NOPE1');
    await user.click(register());
    expect(await screen.findByText('Invalid invitation code')).toBeInTheDocument();
    expect(field('Invitation code')).toHaveFocus();
    expect(server.calls('/wps/agent/affiliate')[0]?.params).toEqual({
      code: 'NOPE1',
      domain: 'm.example.com',
    });
    expect(server.calls('/wps/member/register/mobile')).toEqual([]);
  });

  it('registers by mobile with the spec payload, stores the session, closes and says so', async () => {
    const { user, server, onClose } = setup();
    await fillMobile(user, 'DEMO2024');
    await user.click(register());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = server.calls('/wps/member/register/mobile');
    expect(request?.method).toBe('PUT');
    expect(request?.moduleId).toBe('MOBILENUMREG3');
    expect(request?.body).toMatchObject({
      countryDialingCode: '880',
      registerMethod: 'H5',
      registerUrl: 'localhost',
      username: '',
      password: 'secret12',
      confirmPassword: 'secret12',
      mobileNum: '01712345678',
      affiliateCode: 'DEMO2024',
      domain: 'm.example.com',
      type: 0,
      email: '',
    });
    expect(getSessionInfo()).toMatchObject({ token: 'tok-1', userName: '01712345678' });
    expect(toast.getSnapshot().map((t) => t.message)).toContain('Registered successfully');
  });

  it('with a phone-auth provider registered, verifies the SMS code through it and sends its token with the registration', async () => {
    const verify = vi.fn(async () => 'phone-id-token');
    registerPhoneAuth({ verify });
    try {
      const { user, server, onClose } = setup({ modules: new Set([...MODULES, 'REGMOBVERF3']) });
      await fillMobile(user);
      await user.type(field('SMS verification code'), ' 123456');
      await user.click(register());
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(verify).toHaveBeenCalledWith({
        mobileNum: '01712345678',
        countryDialingCode: '880',
        verificationCode: '123456',
      });
      expect(server.calls('/wps/member/register/mobile')[0]?.body).toMatchObject({
        firebaseChannel: 'sms',
        firebaseIdToken: 'phone-id-token',
      });
    } finally {
      registerPhoneAuth(null);
    }
  });

  it('a code the phone-auth provider refuses shows on the code field; nothing is registered', async () => {
    registerPhoneAuth({ verify: () => Promise.reject(new Error('wrong code')) });
    try {
      const { user, server } = setup({ modules: new Set([...MODULES, 'REGMOBVERF3']) });
      await fillMobile(user);
      await user.type(field('SMS verification code'), '123456');
      await user.click(register());
      await waitFor(() =>
        expect(field('SMS verification code')).toHaveAttribute('aria-invalid', 'true'),
      );
      expect(server.calls('/wps/member/register/mobile')).toEqual([]);
    } finally {
      registerPhoneAuth(null);
    }
  });

  it('without a provider, registers with the SMS code and no token', async () => {
    const { user, server, onClose } = setup({ modules: new Set([...MODULES, 'REGMOBVERF3']) });
    await fillMobile(user);
    await user.type(field('SMS verification code'), '123456');
    await user.click(register());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls('/wps/member/register/mobile')[0]?.body).not.toHaveProperty(
      'firebaseIdToken',
    );
  });

  it('a server refusal shows its message and keeps every value', async () => {
    const { user } = setup(
      {},
      { '/wps/member/register/mobile': () => fail(400, 'too.many.requests') },
    );
    await fillMobile(user);
    await user.click(register());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, please try again later',
    );
    expect(field('Mobile number')).toHaveValue('01712345678');
    expect(field('Password')).toHaveValue('secret12');
  });

  it('the login link opens the login popup', async () => {
    const { user, onOpenLogin } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onOpenLogin).toHaveBeenCalled();
  });
});

describe('registration form: language', () => {
  it('revalidates shown errors 200 ms after a language change; a taken user name stays until the name changes', async () => {
    let available = false;
    const { user, server } = setup(
      { modules: new Set(MODULES.filter((id) => id !== 'MOBILENUMREG3')) },
      { '/wps/member/username': () => ok({ available }) },
    );
    await user.type(field('Username'), 'demoplayer');
    await user.click(register());
    expect(await screen.findByText('Username already exists')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(server.calls('/wps/member/username')).toHaveLength(1);
    available = true;
    const { i18n } = await import('@lingui/core');
    act(() => {
      i18n.load('bn', {});
      i18n.activate('bn');
    });
    // The server's answer is not a rule of the form: the language does not ask the server again.
    expect(screen.getByText('Username already exists')).toBeInTheDocument();
    await user.type(field('Username'), 'x');
    expect(screen.queryByText('Username already exists')).toBeNull();
    await user.type(field('Password'), 'secret12');
    await user.type(field('Confirm password'), 'secret12');
    await user.click(register());
    await waitFor(() => expect(server.calls('/wps/member/username')).toHaveLength(2));
    expect(server.calls('/wps/member/username')[1]?.params).toEqual({ username: 'demoplayerx' });
  });
});

describe('registration form: captcha picture', () => {
  const withCaptcha = {
    ...demoSettings,
    fields: { ...demoSettings.fields, captcha: { ...demoSettings.fields.captcha!, enabled: true } },
  };
  const picture = (n: number) => `data:image/png;base64,cGljdHVyZS${n}`;

  it('loads a picture with the form, a new one on request and after a refused registration', async () => {
    let served = 0;
    const { user, server } = setup(
      { settings: withCaptcha },
      {
        '/wps/captcha': () => ok({ image: picture((served += 1)) }),
        '/wps/member/register/mobile': () => fail(400, 'captcha.invalid'),
      },
    );
    const button = screen.getByRole('button', { name: 'New picture' });
    await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', picture(1)));
    await user.click(button);
    await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', picture(2)));
    await user.type(field('Password'), 'secret12');
    await user.type(field('Confirm password'), 'secret12');
    await user.type(field('Mobile number'), '01712345678');
    await user.type(field('Verification code'), '4711');
    await user.click(register());
    await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', picture(3)));
    expect(server.calls('/wps/member/register/mobile')[0]?.body).toMatchObject({ captcha: '4711' });
    // The typed answer stays, so the refusal's message stays in view.
    expect(field('Verification code')).toHaveValue('4711');
    expect(server.calls('/wps/captcha')).toHaveLength(3);
  });

  it('a picture that cannot be fetched shows a retry button that fetches again', async () => {
    let fails = true;
    const { user } = setup(
      { settings: withCaptcha },
      { '/wps/captcha': () => (fails ? fail(500, 'system.error') : ok({ image: picture(7) })) },
    );
    const button = screen.getByRole('button', { name: 'New picture' });
    await waitFor(() => expect(button.querySelector('svg')).not.toBeNull());
    expect(button.querySelector('img')).toBeNull();
    fails = false;
    await user.click(button);
    await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', picture(7)));
  });
});
