import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  amountField,
  fakeCalls,
  fill,
  idField,
  member,
  payerField,
  ready,
  resetBetweenTests,
  submit,
} from './deposit-fixtures';

resetBetweenTests();

describe('deposit screen fields', () => {
  it('gives each bad amount its message next to the field, and keeps what was typed', async () => {
    member();
    const calls = fakeCalls(true);
    const { user } = await ready(calls);
    await fill(user, payerField(), '01712345678');
    await fill(user, idField(), 'TX123456');
    const cases: [string, string][] = [
      ['0', 'The amount must be more than 0'],
      ['-5', 'Enter the amount in digits only, like 500 or 500.50'],
      ['1e3', 'Enter the amount in digits only, like 500 or 500.50'],
      ['12.345', 'The amount can have at most 2 decimals'],
      ['199.99', 'The minimum for this channel is 200.00 BDT'],
      ['25000.01', 'The maximum for this channel is 25,000.00 BDT'],
      ['', 'Enter the amount'],
    ];
    for (const [typed, message] of cases) {
      await fill(user, amountField(), typed);
      await submit(user);
      expect(screen.getByText(message)).toBeTruthy();
      expect(amountField().getAttribute('aria-invalid')).toBe('true');
      expect(amountField().getAttribute('aria-describedby')).toContain('error');
      expect(amountField().value).toBe(typed);
      expect(document.activeElement).toBe(amountField());
    }
    expect(calls.placeDeposit).not.toHaveBeenCalled();
    // Bengali digits are digits: ৫০০ is sent as 500.00, and the field still shows ৫০০.
    await fill(user, amountField(), '৫০০');
    await submit(user);
    await waitFor(() => expect(calls.placeDeposit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(calls.placeDeposit).mock.calls[0]?.[0].request).toEqual({
      channel: 'bkash',
      amount: '500.00',
      payerNumber: '01712345678',
      transactionId: 'TX123456',
    });
  });

  it('checks the payer number by the channel kind and the transaction ID, Bengali digits included', async () => {
    member();
    const calls = fakeCalls(true);
    const { user } = await ready(calls);
    await user.click(screen.getByRole('button', { name: '1,000.00' }));
    expect(amountField().value).toBe('1000.00');
    await fill(user, payerField(), '0171234567');
    await fill(user, idField(), 'TX-1');
    await submit(user);
    expect(screen.getByText('Enter the 11-digit wallet number that starts with 01')).toBeTruthy();
    expect(screen.getByText('The transaction ID has 6 to 32 letters or digits')).toBeTruthy();
    expect(payerField().value).toBe('0171234567');
    expect(idField().value).toBe('TX-1');
    expect(document.activeElement).toBe(payerField());
    // A bank takes 8–20 digits, and its own minimum.
    await user.click(screen.getByRole('radio', { name: /Local bank transfer/ }));
    expect(screen.getByText('Demo Bank')).toBeTruthy();
    const bankField = screen.getByLabelText('Your bank account number (paid from)');
    await fill(user, bankField, '১২৩৪৫৬৭');
    await fill(user, amountField(), '999');
    await submit(user);
    expect(screen.getByText('Enter the bank account number, 8 to 20 digits')).toBeTruthy();
    expect(screen.getByText('The minimum for this channel is 1,000.00 BDT')).toBeTruthy();
    await fill(user, bankField, '১২৩৪৫৬৭৮');
    await fill(user, amountField(), '1000');
    await fill(user, idField(), 'TX৭৭৭৭৭৭');
    await submit(user);
    await waitFor(() => expect(calls.placeDeposit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(calls.placeDeposit).mock.calls[0]?.[0].request).toEqual({
      channel: 'bank',
      amount: '1000.00',
      payerNumber: '12345678',
      transactionId: 'TX777777',
    });
  });
});
