import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import AccountPopups from '../../../src/features/account/components/account-popups';
import { LoginForm } from '../../../src/features/account/components/login-form.view';
import { closePopup, openPopup } from '../../../src/features/account/popups-actor';
import { saveRememberedLogin } from '../../../src/lib/remembered-login';
import { renderWithI18n } from '../../helpers/render';
import { renderInRouter } from '../../helpers/render-in-router';

/*
 * The login popup opens with its form at once, before the region table has told the dialling
 * code: a spinner in the form's place made the centred popup grow and jump when the code arrived.
 * The code fills in when known, and a remembered login's own code is never replaced.
 */

const api = vi.hoisted(() => ({ sendSmsCode: vi.fn(), fetchCountryList: vi.fn() }));
vi.mock('../../../src/api/endpoints/sms-code', () => ({ sendSmsCode: api.sendSmsCode }));
vi.mock('../../../src/api/endpoints/country-list', () => ({
  fetchCountryList: api.fetchCountryList,
}));

const form = (countryDialingCode: string) => (
  <LoginForm
    mobileLoginEnabled
    countryDialingCode={countryDialingCode}
    forgotEnabled
    ageLimit={18}
    onClose={vi.fn()}
    onOpenRegister={vi.fn()}
    onOpenForgot={vi.fn()}
  />
);

beforeEach(() => {
  api.sendSmsCode.mockReset().mockResolvedValue({ expirationTime: Date.now() + 60_000 });
});

describe('the login form and the dialling code', () => {
  it('the popup shows the form while the region table has not answered', async () => {
    api.fetchCountryList.mockReturnValue(new Promise(() => undefined));
    await renderInRouter(() => (
      <AccountPopups modules={new Set(['MOBILEVERCODELOGIN3'])} ageLimit={18} />
    ));
    act(() => openPopup('login'));
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    act(() => closePopup('/home'));
  });

  it('fills in the code once it is known: shown before the number and sent with it', async () => {
    const { rerender, user } = renderWithI18n(form(''));
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(screen.queryByText('+880')).toBeNull();

    rerender(form('880'));
    expect(await screen.findByText('+880')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '01712345678');
    await user.click(await screen.findByRole('button', { name: 'Get code' }));
    await waitFor(() =>
      expect(api.sendSmsCode).toHaveBeenCalledWith(
        'noLogin',
        { mobileNum: '01712345678', countryDialingCode: '880' },
        expect.anything(),
      ),
    );
  });

  it('keeps a remembered login’s own code when the region’s arrives later', async () => {
    saveRememberedLogin({
      type: 'username',
      username: 'demo_player',
      password: 'Demo1234',
      countryDialingCode: '91',
    });
    const { rerender, user } = renderWithI18n(form(''));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo_player'),
    );

    rerender(form('880'));
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(await screen.findByText('+91')).toBeInTheDocument();
    expect(screen.queryByText('+880')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '01712345678');
    await user.click(await screen.findByRole('button', { name: 'Get code' }));
    await waitFor(() =>
      expect(api.sendSmsCode).toHaveBeenCalledWith(
        'noLogin',
        { mobileNum: '01712345678', countryDialingCode: '91' },
        expect.anything(),
      ),
    );
  });
});
