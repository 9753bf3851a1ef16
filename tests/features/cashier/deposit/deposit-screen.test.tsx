import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../../src/api/api-error';
import type { DepositCalls } from '../../../../src/features/cashier/deposit/actors/deposit.actors';
import { TRIAL_TYPE } from '../../../../src/lib/member-types';
import {
  amountField,
  bkash,
  fakeCalls,
  fill,
  idField,
  member,
  open,
  order,
  payerField,
  ready,
  resetBetweenTests,
  submit,
} from './deposit-fixtures';

resetBetweenTests();

describe('deposit screen', () => {
  it('sends a visitor to the login', async () => {
    await open(fakeCalls(true));
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/login'));
  });

  it('refuses a trial player', async () => {
    member(TRIAL_TYPE);
    const calls = fakeCalls(true);
    await open(calls);
    expect(
      screen.getByRole('heading', { name: 'Please login an actual account to use this function' }),
    ).toBeTruthy();
    expect(calls.loadChannels).not.toHaveBeenCalled();
  });

  it('shows the channels with their limits, the receiving account and the balance', async () => {
    member();
    await ready(fakeCalls(true));
    expect(screen.getByRole('radio', { name: /bKash 200\.00 – 25,000\.00 BDT/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByText('Demo Agent bKash')).toBeTruthy();
    expect(screen.getByText('01712345678')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy account number' })).toBeTruthy();
    expect(screen.getByTestId('deposit-balance').textContent).toBe('25,380.75 BDT');
    expect(
      screen.getByRole('heading', { name: 'Send money to this account, then enter the details' }),
    ).toBeTruthy();
  });

  it('puts a used transaction ID and a server limit on their fields, keeping the typed text', async () => {
    member();
    const placeDeposit = vi
      .fn<DepositCalls['placeDeposit']>()
      .mockRejectedValueOnce(new ApiError({ code: 'deposit.transaction.used', status: 409 }))
      .mockRejectedValueOnce(
        new ApiError({ code: 'amount.above.maximum', status: 400, value: { max: '20000.00' } }),
      );
    const { user } = await ready(fakeCalls(false, { placeDeposit }));
    await fill(user, amountField(), '21000');
    await fill(user, payerField(), '01712345678');
    await fill(user, idField(), 'TX123456');
    await submit(user);
    expect(
      await screen.findByText('This transaction ID was already used for a deposit'),
    ).toBeTruthy();
    expect(idField().getAttribute('aria-invalid')).toBe('true');
    expect(idField().value).toBe('TX123456');
    await fill(user, idField(), 'TX654321');
    await submit(user);
    expect(await screen.findByText('The maximum for this channel is 20,000.00 BDT')).toBeTruthy();
    expect(amountField().value).toBe('21000');
  });

  it('retries a network failure with the same key, and uses a new key after an edit', async () => {
    member();
    const placeDeposit = vi
      .fn<DepositCalls['placeDeposit']>()
      .mockRejectedValueOnce(new ApiError({ code: 'network.offline' }))
      .mockRejectedValueOnce(new ApiError({ code: 'network.timeout' }))
      .mockResolvedValue(order);
    const { user } = await ready(fakeCalls(false, { placeDeposit }));
    await fill(user, amountField(), '500');
    await fill(user, payerField(), '01712345678');
    await fill(user, idField(), 'TX123456');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'No internet connection. Your details are kept: tap Submit deposit to try again.',
    );
    await submit(user);
    await screen.findByText(
      'The connection is slow. Your details are kept: tap Submit deposit to try again.',
    );
    const keys = placeDeposit.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    await fill(user, idField(), 'TX123457');
    await submit(user);
    // dep_func not '1': the form empties and the success message names the order.
    await waitFor(() => expect(amountField().value).toBe(''));
    expect(placeDeposit.mock.calls[2]?.[0].idempotencyKey).not.toBe(keys[0]);
    expect(payerField().value).toBe('');
    expect(idField().value).toBe('');
  });

  it('shows the order detail with dep_func 1, with its status, masked number and Bangladesh time', async () => {
    member();
    const calls = fakeCalls(true);
    const { user } = await ready(calls);
    await fill(user, amountField(), '500');
    await fill(user, payerField(), '01712345678');
    await fill(user, idField(), 'TX123456');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Deposit order' })).toBeTruthy();
    expect(screen.getByText('D20261207000001')).toBeTruthy();
    expect(screen.getByTestId('deposit-status').textContent).toBe('Pending');
    expect(screen.getByText('*******5678')).toBeTruthy();
    expect(screen.getByText('500.00 BDT')).toBeTruthy();
    // 18:30 UTC is 00:30 the next day in Bangladesh.
    expect(screen.getByText('2026-12-08 00:30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    expect(amountField().value).toBe('');
  });

  it('says when no channel is configured, with ways out', async () => {
    member();
    await open(
      fakeCalls(true, {
        loadChannels: vi.fn(async () => ({ channels: [], currency: 'BDT', orderDetail: true })),
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Deposits are not available right now' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Customer service' }).getAttribute('href')).toBe(
      '/help',
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  });

  it('offers a retry when the channels fail to load', async () => {
    member();
    const loadChannels = vi
      .fn<DepositCalls['loadChannels']>()
      .mockRejectedValueOnce(new ApiError({ code: 'network.offline' }))
      .mockResolvedValue({ channels: [bkash], currency: 'BDT', orderDetail: true });
    const { user } = await open(fakeCalls(true, { loadChannels }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /bKash/ })).toBeTruthy();
  });
});
