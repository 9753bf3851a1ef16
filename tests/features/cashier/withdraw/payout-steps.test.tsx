import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { WithdrawCalls } from '../../../../src/features/cashier/withdraw/actors/withdraw.actors';
import { clearSession } from '../../../../src/lib/storage';
import { account, fakeCalls, fill, member, open, ready } from './withdraw-fixtures';

afterEach(() => clearSession());

describe('withdraw screen: the two setup steps', () => {
  it('walks a new member through the payment password and the payout account', async () => {
    member();
    const fresh = { ...ready, hasPaymentPassword: false, accounts: [] };
    const setPaymentPassword = vi
      .fn<WithdrawCalls['setPaymentPassword']>()
      .mockRejectedValueOnce({ code: 'user.or.token.invalid' })
      .mockResolvedValueOnce(undefined);
    const savePayoutAccount = vi
      .fn<WithdrawCalls['savePayoutAccount']>()
      .mockRejectedValueOnce({ code: 'payout.account.exists' })
      .mockResolvedValueOnce(account);
    const { user } = await open(fakeCalls(fresh, { setPaymentPassword, savePayoutAccount }));
    expect(await screen.findByText('Step 1 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set your payment password' })).toBeTruthy();
    await fill(user, screen.getByLabelText('Login password'), 'wrong');
    await fill(user, screen.getByLabelText('Payment password (6 digits)'), '1234');
    await fill(user, screen.getByLabelText('Confirm payment password'), '4321');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(screen.getByText('The payment password is exactly 6 digits')).toBeTruthy();
    expect(screen.getByText('The two payment passwords are not the same')).toBeTruthy();
    await fill(user, screen.getByLabelText('Payment password (6 digits)'), '123456');
    await fill(user, screen.getByLabelText('Confirm payment password'), '১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));
    expect(await screen.findByText('The login password is wrong')).toBeTruthy();
    expect((screen.getByLabelText('Login password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Payment password (6 digits)') as HTMLInputElement).value).toBe(
      '123456',
    );
    await fill(user, screen.getByLabelText('Login password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Save payment password' }));

    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
    const number = screen.getByLabelText('Wallet number');
    const holder = screen.getByLabelText('Account holder name');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(screen.getByText('Enter the account number')).toBeTruthy();
    expect(screen.getByText("Enter the account holder's name")).toBeTruthy();
    for (const bad of ['0171234567', '11712345678', '017123456789']) {
      await fill(user, number, bad);
      await user.click(screen.getByRole('button', { name: 'Save account' }));
      expect(screen.getByText('Enter the 11-digit wallet number that starts with 01')).toBeTruthy();
    }
    await fill(user, holder, 'R');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(screen.getByText('The name has 2 to 60 characters')).toBeTruthy();
    await fill(user, holder, 'x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(screen.getByText('The name has 2 to 60 characters')).toBeTruthy();
    // A bank asks for 8–20 digits.
    await user.selectOptions(screen.getByLabelText('Channel'), 'bank');
    await fill(user, screen.getByLabelText('Bank account number'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(screen.getByText('Enter the bank account number, 8 to 20 digits')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Channel'), 'bkash');
    await fill(user, screen.getByLabelText('Wallet number'), '০১৭১২৩৪৫৬৭৮');
    await fill(user, holder, 'Rahim Uddin');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('This account is already saved')).toBeTruthy();
    expect((screen.getByLabelText('Wallet number') as HTMLInputElement).value).toBe('০১৭১২৩৪৫৬৭৮');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByRole('heading', { name: 'Withdraw to' })).toBeTruthy();
    expect(savePayoutAccount).toHaveBeenLastCalledWith({
      channel: 'bkash',
      accountNumber: '01712345678',
      holderName: 'Rahim Uddin',
    });
    expect(screen.getByText('bKash *******5678')).toBeTruthy();
  });
});
