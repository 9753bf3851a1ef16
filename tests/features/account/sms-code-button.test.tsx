import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '../../../src/api/api-error';
import { createActor } from 'xstate';
import { createSmsCountdownLogic } from '../../../src/features/account/actors/sms-countdown.actors';
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

/**
 * The button is a view of the form chart's SMS child: here the child runs on its own (with the site's
 * effects) and "Get code" sends it the number, as the form chart does once the number passed its rule.
 */
function renderButton({
  purpose = 'noLogin',
  checking = false,
  disabled = false,
  withChild = true,
} = {}) {
  const sms = createActor(createSmsCountdownLogic(), {
    input: { purpose: purpose as 'register' | 'noLogin' },
  }).start();
  const onRequest = vi.fn(() =>
    sms.send({ type: 'sms.send', mobileNum: '01711111111', countryDialingCode: '880' }),
  );
  // fireEvent, not userEvent: the countdown runs on fake timers.
  const result = renderWithI18n(
    <SmsCodeButton
      sms={withChild ? sms : undefined}
      checking={checking}
      disabled={disabled}
      onRequest={onRequest}
    />,
  );
  return { ...result, onRequest, sms };
}

const flush = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('SMS code button', () => {
  it('asks its form for a code, shows the countdown from the expiration time and enables again', async () => {
    api.sendSmsCode.mockResolvedValue({ expirationTime: NOW + 60_000 });
    const { onRequest } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(api.sendSmsCode).toHaveBeenCalledWith(
      'noLogin',
      { mobileNum: '01711111111', countryDialingCode: '880' },
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(toast.getSnapshot().map((t) => t.message)).toContain(
      'The verification code has been sent',
    );

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

  it('shows loading and asks nothing while sending, and hides the sending message silently when the send fails', async () => {
    let reject: (error: unknown) => void = () => undefined;
    api.sendSmsCode.mockReturnValue(new Promise((_, fail) => (reject = fail)));
    const { onRequest } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Get code' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(toast.getSnapshot().map((t) => [t.style, t.message])).toEqual([
      ['loading', 'Sending SMS…'],
    ]);
    await act(async () => reject(new ApiError({ code: 'too.many.requests', status: 429 })));
    await flush();
    expect(toast.getSnapshot()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('shows loading and asks nothing more while its form checks the number', () => {
    const { onRequest } = renderButton({ checking: true });
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('stays disabled when the form says so', () => {
    renderButton({ disabled: true });
    expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
  });

  it('is disabled without an SMS child', () => {
    renderButton({ withChild: false });
    expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
  });
});
