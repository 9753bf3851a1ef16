import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, useSearch } from '@tanstack/react-router';
import { ApiError } from '../../../../src/api/api-error';
import { queryClient } from '../../../../src/api/query-client';
import type { SecurityCalls } from '../../../../src/features/security/account/actors/security-account.actors';
import { SecurityCentreScreen } from '../../../../src/features/security/hub/components/security-centre-screen';
import { clearSession, setSessionInfo } from '../../../../src/lib/storage';
import { MemberGate } from '../../../../src/ui/member-gate';
import type { SecurityOverview } from '../../../../shared/contract/calls/security-overview.ts';
import { renderInRouter } from '../../../helpers/render-in-router';

// The security centre (requirements D4): the hub with each setting's state and a link to its
// panel, the panels verifying the number and the e-mail by code, setting the payment password, the
// sign-ins in Bangladesh time, each refusal next to its field, and the back button to the hub.

const fresh: SecurityOverview = {
  mobile: { masked: '*******5678', verified: false },
  email: null,
  hasPaymentPassword: false,
  signIns: [
    { time: '2026-12-07T18:30:00.000Z', deviceKind: 'phone', maskedAddress: '203.0.113.x' },
    { time: '2026-12-06T10:00:00.000Z', deviceKind: 'desktop', maskedAddress: '2001:db8:1::x' },
  ],
};

function calls(overrides: Partial<SecurityCalls> = {}): SecurityCalls {
  return {
    loadOverview: vi.fn(async () => fresh),
    sendMobileCode: vi.fn(async () => ({ expirationTime: Date.now() + 60_000 })),
    verifyMobile: vi.fn(async () => ({ masked: '*******5678', verified: true })),
    sendEmailCode: vi.fn(async () => ({ expirationTime: Date.now() + 60_000 })),
    verifyEmail: vi.fn(async () => ({ masked: 'r***@example.com', verified: true })),
    setPaymentPassword: vi.fn(async () => undefined),
    changePaymentPassword: vi.fn(async () => undefined),
    ...overrides,
  };
}

async function open(fake: SecurityCalls, entries = ['/securityCenter']) {
  setSessionInfo({
    token: 't',
    merchantCode: 'bdbt',
    userName: 'rahim',
    type: 0,
    firstTimeLogin: false,
  });
  function Frame() {
    const search: { detail?: string } = useSearch({ strict: false });
    const location = useLocation({ select: (value) => value.href });
    return (
      <>
        <MemberGate>
          {() => <SecurityCentreScreen detail={search.detail} calls={fake} />}
        </MemberGate>
        <output aria-label="href">{location}</output>
      </>
    );
  }
  return renderInRouter(Frame, { entries, paths: ['/changePsw', '/login'] });
}

const refusal = (code: string, status: number) =>
  new ApiError({ code: code as ApiError['code'], status });

afterEach(() => {
  clearSession();
  queryClient.clear();
});

describe('security centre', () => {
  it('shows each setting with its state, each a link to its panel', async () => {
    await open(calls());
    expect(await screen.findByRole('heading', { name: 'Account security' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Responsible gaming' })).toBeTruthy();
    const mobile = screen.getByRole('link', { name: /Mobile number/ });
    expect(mobile.textContent).toContain('*******5678');
    expect(mobile.textContent).toContain('Not verified');
    expect(mobile.getAttribute('href')).toBe('/securityCenter?detail=mobile');
    expect(screen.getByRole('link', { name: /E-mail/ }).textContent).toContain('Not set');
    expect(screen.getByRole('link', { name: /Payment password/ }).textContent).toContain('Not set');
    expect(screen.getByRole('link', { name: /Login password/ }).getAttribute('href')).toBe(
      '/changePsw',
    );
    for (const [name, detail] of [
      ['Deposit limits', 'depositLimits'],
      ['Session reminder', 'sessionReminder'],
      ['Self-exclusion', 'selfExclusion'],
    ])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(
        `/securityCenter?detail=${detail}`,
      );
  });

  it('verifies the number with a texted code, and back returns to the hub', async () => {
    const fake = calls();
    const { user } = await open(fake);
    await user.click(await screen.findByRole('link', { name: /Mobile number/ }));
    expect(await screen.findByRole('heading', { name: 'Mobile number' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() =>
      expect(fake.sendMobileCode).toHaveBeenCalledWith(expect.objectContaining({ mobileNum: '' })),
    );
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('Your number *******5678 is verified.')).toBeTruthy();
    expect(fake.verifyMobile).toHaveBeenCalledWith({ mobileNum: '', verificationCode: '123456' });
    await waitFor(() => expect(fake.loadOverview).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Back to the security center' }));
    await waitFor(() => expect(screen.getByLabelText('href').textContent).toBe('/securityCenter'));
  });

  it('shows a number another member has next to the field', async () => {
    const fake = calls({
      loadOverview: vi.fn(async () => ({ ...fresh, mobile: null })),
      sendMobileCode: vi.fn(async () => {
        throw refusal('mobile.taken', 409);
      }),
    });
    const { user } = await open(fake, ['/securityCenter?detail=mobile']);
    const field = await screen.findByRole('textbox', { name: 'Mobile number' });
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Enter your mobile number')).toBeTruthy();
    await user.type(field, '01712345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const message = await screen.findByText('Another member uses this number');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect((field as HTMLInputElement).value).toBe('01712345678');
  });

  it('binds an e-mail: the code is mailed, a wrong one is cleared and said', async () => {
    const fake = calls({
      verifyEmail: vi
        .fn<SecurityCalls['verifyEmail']>()
        .mockRejectedValueOnce(refusal('verification.code.invalid', 400))
        .mockResolvedValue({ masked: 'r***@example.com', verified: true }),
    });
    const { user } = await open(fake, ['/securityCenter?detail=email']);
    const address = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.type(address, 'rahim@example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.com')).toBeTruthy();
    expect(fake.sendEmailCode).not.toHaveBeenCalled();
    await user.type(address, '.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'We sent a 6-digit code to rahim@example.com. It is valid for 10 minutes.',
      ),
    ).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(
      await screen.findByText('The code is wrong, please type it again or get a new one'),
    ).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('');
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Your e-mail r***@example.com is verified.')).toBeTruthy();
    expect(fake.verifyEmail).toHaveBeenLastCalledWith('222222');
  });

  it('a refused new code keeps the code step: the typed code stays and verifies (D4.2)', async () => {
    const fake = calls({
      sendEmailCode: vi
        .fn<SecurityCalls['sendEmailCode']>()
        .mockResolvedValueOnce({ expirationTime: Date.now() + 60_000 })
        .mockRejectedValueOnce(refusal('too.many.requests', 429)),
    });
    const { user } = await open(fake, ['/securityCenter?detail=email']);
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail address' }),
      'rahim@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many tries. Please wait a minute and try again',
    );
    expect(fake.sendEmailCode).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBe(code);
    expect((code as HTMLInputElement).value).toBe('123456');
    expect(
      screen.getByText('You can still type the code we sent before and verify it.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('Your e-mail r***@example.com is verified.')).toBeTruthy();
    expect(fake.verifyEmail).toHaveBeenCalledWith('123456');
  });

  it('sets the payment password with the login password, Bengali digits read as digits', async () => {
    const fake = calls();
    const { user } = await open(fake, ['/securityCenter?detail=paymentPassword']);
    await user.type(await screen.findByLabelText('Login password'), 'Demo1234');
    await user.type(screen.getByLabelText('Payment password (6 digits)'), '২৪৬৮১০');
    await user.type(screen.getByLabelText('Confirm payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(
      await screen.findByText(
        'Your payment password is set. You will type it each time you withdraw.',
      ),
    ).toBeTruthy();
    expect(fake.setPaymentPassword).toHaveBeenCalledWith({
      loginPassword: 'Demo1234',
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
  });

  it('changes a set payment password, a wrong current one said on its field', async () => {
    const fake = calls({
      loadOverview: vi.fn(async () => ({ ...fresh, hasPaymentPassword: true })),
      changePaymentPassword: vi
        .fn<SecurityCalls['changePaymentPassword']>()
        .mockRejectedValueOnce(refusal('payment.password.invalid', 400))
        .mockResolvedValue(undefined),
    });
    const { user } = await open(fake, ['/securityCenter?detail=paymentPassword']);
    const current = await screen.findByLabelText('Current payment password');
    await user.type(current, '111111');
    await user.type(screen.getByLabelText('New payment password (6 digits)'), '135790');
    await user.type(screen.getByLabelText('Confirm new payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(await screen.findByText('The current payment password is wrong')).toBeTruthy();
    expect((current as HTMLInputElement).value).toBe('');
    await user.type(current, '246810');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(
      await screen.findByText(
        'Your payment password is changed. Use the new one for your next withdrawal.',
      ),
    ).toBeTruthy();
  });

  it('lists the sign-ins in Bangladesh time with device and masked address', async () => {
    await open(calls(), ['/securityCenter?detail=signIns']);
    expect(await screen.findByRole('heading', { name: 'Recent sign-ins' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('2026-12-08 00:30');
    expect(items[0]?.textContent).toContain('Phone · 203.0.113.x');
    expect(items[1]?.textContent).toContain('Computer · 2001:db8:1::x');
  });
});
