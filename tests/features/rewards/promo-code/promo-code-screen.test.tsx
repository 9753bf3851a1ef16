import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { ApiError } from '../../../../src/api/api-error';
import { queryClient } from '../../../../src/api/query-client';
import type { PromoCodeCalls } from '../../../../src/features/rewards/promo-code/actors/promo-code.actors';
import { PromoCodeScreen } from '../../../../src/features/rewards/promo-code/components/promo-code-screen';
import { TRIAL_TYPE } from '../../../../src/lib/member-types';
import { clearSession, setSessionInfo } from '../../../../src/lib/storage';
import { MemberGate } from '../../../../src/ui/member-gate';
import type { PromoRedemption } from '../../../../shared/contract/calls/promo-code.ts';
import { renderInRouter } from '../../../helpers/render-in-router';

// The promo code screen (requirements D2): the coming-soon notice when off, a labelled field that
// keeps what was typed, one redemption per tap, each refusal next to the field, the wait after too
// many wrong codes, and the history below.

const bonus: PromoRedemption = {
  id: 7,
  code: 'WELCOME100',
  bonusAmount: '100.00',
  promotionId: null,
  promotionTitle: null,
  createdAt: '2026-12-07T18:30:00.000Z',
};
const joined: PromoRedemption = {
  ...bonus,
  id: 8,
  code: 'RELOAD10',
  bonusAmount: null,
  promotionId: 102,
  promotionTitle: 'Daily reload bonus',
};

function calls(overrides: Partial<PromoCodeCalls> = {}): PromoCodeCalls {
  return {
    checkEnabled: vi.fn(async () => true),
    redeemCode: vi.fn(async () => ({ redemption: bonus, balanceAfter: '1100.00' })),
    loadHistory: vi
      .fn<PromoCodeCalls['loadHistory']>()
      .mockResolvedValueOnce([])
      .mockResolvedValue([bonus]),
    ...overrides,
  };
}

function member(type = 0) {
  setSessionInfo({
    token: 't',
    merchantCode: 'bdbt',
    userName: 'rahim',
    type,
    firstTimeLogin: false,
  });
}

async function open(fake: PromoCodeCalls) {
  function Frame() {
    const pathname = useLocation({ select: (location) => location.pathname });
    return (
      <>
        <MemberGate>{() => <PromoCodeScreen calls={fake} />}</MemberGate>
        <output aria-label="path">{pathname}</output>
      </>
    );
  }
  return renderInRouter(Frame, {
    entries: ['/promoCode'],
    paths: ['/login', '/home', '/rewardCenter'],
  });
}

const refusal = (code: string, status: number, value?: unknown) =>
  new ApiError({ code: code as ApiError['code'], status, value });

afterEach(() => {
  clearSession();
  queryClient.clear();
});

describe('promo code screen', () => {
  it('sends a visitor to the login, calling nothing', async () => {
    const fake = calls();
    await open(fake);
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/login'));
    expect(fake.checkEnabled).not.toHaveBeenCalled();
  });

  it('refuses a trial player, calling nothing', async () => {
    member(TRIAL_TYPE);
    const trial = calls();
    await open(trial);
    expect(
      screen.getByRole('heading', { name: 'Please login an actual account to use this function' }),
    ).toBeTruthy();
    expect(trial.checkEnabled).not.toHaveBeenCalled();
  });

  it('keeps the coming-soon notice when promo codes are disabled (requirements D2.1)', async () => {
    member();
    const fake = calls({ checkEnabled: vi.fn(async () => false) });
    await open(fake);
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(screen.getByText('Promo codes are not available yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(fake.loadHistory).not.toHaveBeenCalled();
  });

  it('redeems a typed code once, shows the bonus, and lists it below', async () => {
    member();
    const fake = calls();
    const { user } = await open(fake);
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    expect(await screen.findByText('No promo codes redeemed yet.')).toBeTruthy();
    await user.type(field, ' welcome100 ');
    expect((field as HTMLInputElement).value).toBe(' WELCOME100 ');
    const button = screen.getByRole('button', { name: 'Redeem' });
    await user.click(button);
    await user.click(button);
    expect(
      await screen.findByText('Code WELCOME100 redeemed: 100.00 is in your balance.'),
    ).toBeTruthy();
    // The field empties: a second tap has nothing to send.
    expect(fake.redeemCode).toHaveBeenCalledTimes(1);
    expect((field as HTMLInputElement).value).toBe('');
    const input = vi.mocked(fake.redeemCode).mock.calls[0]?.[0];
    expect(input?.request).toEqual({ code: 'WELCOME100' });
    expect(input?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const history = screen.getByRole('region', { name: 'Redeemed codes' });
    await waitFor(() => expect(within(history).getByText('WELCOME100')).toBeTruthy());
    expect(within(history).getByText('Bonus +100.00')).toBeTruthy();
    // Bangladesh time (UTC+6).
    expect(within(history).getByText('2026-12-08 00:30')).toBeTruthy();
  });

  it('says a joined promotion and links the reward centre', async () => {
    member();
    const fake = calls({
      redeemCode: vi.fn(async () => ({ redemption: joined, balanceAfter: null })),
    });
    const { user } = await open(fake);
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'reload10{Enter}');
    expect(
      await screen.findByText('Code RELOAD10 redeemed: you joined Daily reload bonus.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Open the reward centre' }));
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/rewardCenter'));
  });

  it('says each refusal next to the field and keeps what was typed', async () => {
    member();
    const answers: [ApiError, string][] = [
      [
        refusal('promo.code.invalid', 400),
        'This promo code does not exist or has not started yet.',
      ],
      [refusal('promo.code.expired', 400), 'This promo code has ended.'],
      [refusal('promo.code.exhausted', 409), 'This promo code has been fully redeemed.'],
      [refusal('promo.code.used', 409), 'You have already used this promo code.'],
      [
        refusal('promo.code.deposit.required', 409, { minDeposit: '500.00' }),
        'This code needs approved deposits of at least 500.00.',
      ],
    ];
    const redeemCode = vi.fn<PromoCodeCalls['redeemCode']>();
    for (const [error] of answers) redeemCode.mockRejectedValueOnce(error);
    const { user } = await open(calls({ redeemCode }));
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'ABCD1234');
    for (const [, message] of answers) {
      await user.click(screen.getByRole('button', { name: 'Redeem' }));
      const shown = await screen.findByText(message);
      expect(field.getAttribute('aria-describedby')).toContain(shown.id);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect((field as HTMLInputElement).value).toBe('ABCD1234');
    }
    expect(redeemCode).toHaveBeenCalledTimes(answers.length);
  });

  it('checks the form before sending, and keeps Bengali input as typed', async () => {
    member();
    const fake = calls();
    const { user } = await open(fake);
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'কোড');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Enter a code of 4 to 20 letters or digits.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('কোড');
    expect(document.activeElement).toBe(field);
    expect(fake.redeemCode).not.toHaveBeenCalled();
  });

  it('says when to try again after too many wrong codes (requirements D2.4)', async () => {
    member();
    const fake = calls({
      redeemCode: vi.fn(async () => {
        throw refusal('too.many.requests', 429, { retryAfter: 600 });
      }),
    });
    const { user } = await open(fake);
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'GUESS1{Enter}');
    expect(
      await screen.findByText('Too many wrong codes. Please try again in 10 min.'),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Redeem' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(fake.redeemCode).toHaveBeenCalledTimes(1);
  });

  it('keeps the key after a network failure, so Try again is the same redemption', async () => {
    member();
    const redeemCode = vi
      .fn<PromoCodeCalls['redeemCode']>()
      .mockRejectedValueOnce(new ApiError({ code: 'network.offline' }))
      .mockResolvedValue({ redemption: bonus, balanceAfter: '100.00' });
    const { user } = await open(calls({ redeemCode }));
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'WELCOME100');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(/No internet connection/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await screen.findByText('Code WELCOME100 redeemed: 100.00 is in your balance.');
    const [first, second] = redeemCode.mock.calls.map((call) => call[0].idempotencyKey);
    expect(second).toBe(first);
  });
});
