import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatMoney } from '../../../lib/money-text';

// The promo code chart's codes in words (requirements D2; docs/api.md "Rewards and security").

const CODES: Readonly<Record<string, MessageDescriptor>> = {
  'promo.code.format': msg`Enter a code of 4 to 20 letters or digits.`,
  'promo.code.invalid': msg`This promo code does not exist or has not started yet.`,
  'promo.code.expired': msg`This promo code has ended.`,
  'promo.code.exhausted': msg`This promo code has been fully redeemed.`,
  'promo.code.used': msg`You have already used this promo code.`,
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'login.not.session': msg`You are not logged in, please login first`,
  'function.not.available': msg`Promo codes are not available yet.`,
  'system.busy': msg`System upgrading, please try again later`,
  'network.offline': msg`No internet connection. Check your connection, then try again: a code already sent is never redeemed twice.`,
  'network.timeout': msg`The connection is slow. Try again: a code already sent is never redeemed twice.`,
};

/** A failed call or a refused code in words; the deposit minimum names the amount the server sent. */
export function promoCodeMessage(i18n: I18n, code: string, minDeposit?: string | null): string {
  if (code === 'promo.code.deposit.required') {
    const minimum = formatMoney(minDeposit ?? '0');
    return i18n._(msg`This code needs approved deposits of at least ${minimum}.`);
  }
  return i18n._(CODES[code] ?? msg`Something went wrong. Please try again.`);
}

/** Requirements D2.4: when the player may try again, in whole minutes (at least 1). */
export function throttleMessage(i18n: I18n, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return i18n._(msg`Too many wrong codes. Please try again in ${minutes} min.`);
}
