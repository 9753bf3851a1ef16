import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { WithdrawCalls } from '../../../../src/features/cashier/withdraw/actors/withdraw.actors';
import { clearSession } from '../../../../src/lib/storage';
import { TRIAL_TYPE } from '../../../../src/lib/member-types';
import {
  amountField,
  fakeCalls,
  fill,
  member,
  open,
  order,
  pinField,
  ready,
} from './withdraw-fixtures';

afterEach(() => clearSession());

describe('withdraw screen', () => {
  it('sends a visitor to the login', async () => {
    await open(fakeCalls(ready));
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/login'));
  });

  it('refuses a trial player', async () => {
    member(TRIAL_TYPE);
    await open(fakeCalls(ready));
    expect(
      screen.getByRole('heading', { name: 'Please login an actual account to use this function' }),
    ).toBeTruthy();
  });

  it('shows a message for each bad amount next to the field, and keeps what was typed', async () => {
    member();
    const { user } = await open(fakeCalls({ ...ready, withdrawable: '1000.00' }));
    await screen.findByRole('heading', { name: 'Withdraw to' });
    expect(screen.getByText('1,000.00')).toBeTruthy();
    const cases: [string, string][] = [
      ['0', 'The amount must be more than 0'],
      ['-5', 'Enter the amount in digits only, like 500 or 500.50'],
      ['1e3', 'Enter the amount in digits only, like 500 or 500.50'],
      ['12.345', 'The amount can have at most 2 decimals'],
      ['99', 'The minimum for this channel is 100.00'],
      ['1000.01', 'This is more than your withdrawable balance (1,000.00)'],
    ];
    for (const [typed, message] of cases) {
      await fill(user, amountField(), typed);
      await user.click(screen.getByRole('button', { name: 'Withdraw' }));
      expect(screen.getByText(message)).toBeTruthy();
      expect(amountField().getAttribute('aria-invalid')).toBe('true');
      expect(amountField().getAttribute('aria-describedby')).toContain('error');
      expect((amountField() as HTMLInputElement).value).toBe(typed);
    }
    // Bengali digits are digits: ৫০০ passes, only the payment password is missing.
    await fill(user, amountField(), '৫০০');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Enter your 6-digit payment password')).toBeTruthy();
  });

  it('says the channel maximum, and All fills the smaller of the withdrawable and the maximum', async () => {
    member();
    const { user } = await open(fakeCalls(ready));
    await screen.findByRole('heading', { name: 'Withdraw to' });
    await fill(user, amountField(), '25000.01');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByText('The maximum for this channel is 25,000.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fill in all that can be withdrawn' }));
    expect((amountField() as HTMLInputElement).value).toBe('25000.00');
  });

  it('clears only the payment password when it is wrong, then places the order and shows it', async () => {
    member();
    const placeWithdraw = vi
      .fn<WithdrawCalls['placeWithdraw']>()
      .mockRejectedValueOnce({ code: 'payment.password.invalid' })
      .mockResolvedValueOnce(order);
    const rejected = { ...order, status: 'rejected' as const, reason: 'Name does not match' };
    const calls = fakeCalls(ready, { placeWithdraw, readOrder: vi.fn(async () => rejected) });
    const { user } = await open(calls);
    await screen.findByRole('heading', { name: 'Withdraw to' });
    await fill(user, amountField(), '500');
    await fill(user, pinField(), '111111');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('The payment password is wrong, please type it again'),
    ).toBeTruthy();
    expect((amountField() as HTMLInputElement).value).toBe('500');
    expect((pinField() as HTMLInputElement).value).toBe('');
    await fill(user, pinField(), '১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal submitted' })).toBeTruthy();
    // Two submissions (an edit between them): two keys; the second sends ASCII digits.
    const [first, second] = placeWithdraw.mock.calls.map(([input]) => input);
    expect(first!.idempotencyKey).not.toBe(second!.idempotencyKey);
    expect(second!.request).toEqual({ accountId: 7, amount: '500.00', paymentPassword: '123456' });
    expect(screen.getByText('W20260101000001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy order number' })).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    // 18:30 UTC is 00:30 the next day in Bangladesh.
    expect(screen.getByText('2026-01-02 00:30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Name does not match')).toBeTruthy();
  });

  it('while a refusal for the balance reads the setup again, the form takes no edits and keeps what was typed', async () => {
    member();
    let answer: (setup: typeof ready) => void = () => undefined;
    const loadSetup = vi
      .fn<WithdrawCalls['loadSetup']>()
      .mockResolvedValueOnce(ready)
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const placeWithdraw = vi
      .fn<WithdrawCalls['placeWithdraw']>()
      .mockRejectedValueOnce({ code: 'withdraw.balance.insufficient' });
    const { user } = await open(fakeCalls(ready, { loadSetup, placeWithdraw }));
    await screen.findByRole('heading', { name: 'Withdraw to' });
    await fill(user, amountField(), '500');
    await fill(user, pinField(), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    // The setup is being read again: every control says it takes nothing now.
    await waitFor(() => expect(loadSetup).toHaveBeenCalledTimes(2));
    for (const control of [
      amountField(),
      pinField(),
      screen.getByRole('button', { name: 'Fill in all that can be withdrawn' }),
      ...screen.getAllByRole('radio'),
    ])
      expect((control as HTMLInputElement | HTMLButtonElement).disabled).toBe(true);
    expect((amountField() as HTMLInputElement).value).toBe('500');
    expect((pinField() as HTMLInputElement).value).toBe('123456');
    // Nor does the summary show the old withdrawable next to a message about the new one.
    const summary = screen.getByLabelText('Your balance');
    expect(summary.getAttribute('aria-busy')).toBe('true');
    expect(summary.textContent).not.toContain('30,000.00');
    expect(summary.textContent).not.toContain('30000.00');
    answer({ ...ready, withdrawable: '400.00' });
    await waitFor(() => expect((amountField() as HTMLInputElement).disabled).toBe(false));
    expect((amountField() as HTMLInputElement).value).toBe('500');
    expect((pinField() as HTMLInputElement).value).toBe('123456');
    expect(screen.getByText('400.00')).toBeTruthy();
    expect(summary.getAttribute('aria-busy')).toBe('false');
  });

  it('offers a retry when the setup cannot be read', async () => {
    member();
    const loadSetup = vi
      .fn<WithdrawCalls['loadSetup']>()
      .mockRejectedValueOnce({ code: 'network.offline' })
      .mockResolvedValueOnce(ready);
    const { user } = await open(fakeCalls(ready, { loadSetup }));
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Withdraw to' })).toBeTruthy();
  });
});
