import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../../src/api/api-error';
import { SmsCodeButton } from '../../../src/features/account/components/sms-code-button';
import { toast } from '../../../src/ui/toast/toast-store';
import { renderWithI18n } from '../../helpers/render';

const api = vi.hoisted(() => ({ sendSmsCode: vi.fn() }));
vi.mock('../../../src/api/endpoints/sms-code', () => ({ sendSmsCode: api.sendSmsCode }));

const NOW = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  api.sendSmsCode.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  toast.clear();
});

function renderButton(props: Partial<Parameters<typeof SmsCodeButton>[0]> = {}) {
  const onMobileError = vi.fn();
  // fireEvent, not userEvent: the countdown runs on fake timers.
  const result = renderWithI18n(
    <SmsCodeButton purpose="login" mobileNum="01711111111" countryDialingCode="880" onMobileError={onMobileError} {...props} />,
  );
  return { ...result, onMobileError };
}

const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('SMS code button', () => {
  it('refuses an invalid number without sending, and says why', async () => {
    const { onMobileError } = renderButton({ mobileNum: '0171' });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(onMobileError).toHaveBeenLastCalledWith('mobile.invalid');
    expect(api.sendSmsCode).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('sends through the no-session call, counts down from the expiration time and enables again', async () => {
    api.sendSmsCode.mockResolvedValue({ expirationTime: NOW + 60_000 });
    const { onMobileError } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(onMobileError).toHaveBeenLastCalledWith(null);
    expect(api.sendSmsCode).toHaveBeenCalledWith('noLogin', { mobileNum: '01711111111', countryDialingCode: '880' }, expect.anything());
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(toast.getSnapshot().map((t) => t.message)).toContain('The verification code has been sent');

    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('uses the registration call for purpose register', async () => {
    api.sendSmsCode.mockResolvedValue({ expirationTime: NOW + 60_000 });
    renderButton({ purpose: 'register' });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(api.sendSmsCode).toHaveBeenCalledWith('register', expect.anything(), expect.anything());
  });

  it('hides the sending message silently when the send fails', async () => {
    let reject: (error: unknown) => void = () => undefined;
    api.sendSmsCode.mockReturnValue(new Promise((_, fail) => (reject = fail)));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(toast.getSnapshot().map((t) => [t.style, t.message])).toEqual([['loading', 'Sending SMS…']]);
    await act(async () => reject(new ApiError({ code: 'too.many.requests', status: 429 })));
    await flush();
    expect(toast.getSnapshot()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('stays disabled when the form says so', () => {
    renderButton({ disabled: true });
    expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
  });
});
