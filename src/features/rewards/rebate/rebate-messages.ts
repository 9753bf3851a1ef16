import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { RebateRefusal } from '../../../../machines/rewards/manual-rebate.machine.ts';
import { formatMoney } from '../../../lib/money-text';

// The manual rebate chart's codes in words (requirements D3; docs/api.md "Rewards and security").

const CODES: Readonly<Record<string, MessageDescriptor>> = {
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'login.not.session': msg`You are not logged in, please login first`,
  'function.not.available': msg`The manual rebate is not available on this site`,
  'too.many.requests': msg`Too many attempts, please try again later`,
  'system.busy': msg`System upgrading, please try again later`,
  'network.offline': msg`No internet connection. Check your connection, then refresh: a claim already sent is never paid twice.`,
  'network.timeout': msg`The connection is slow. Refresh to see whether your claim went through: it is never paid twice.`,
};

/** A failed load or claim in words. */
export function rebateErrorMessage(i18n: I18n, code: string): string {
  return i18n._(CODES[code] ?? msg`Something went wrong. Please try again.`);
}

/** The history's next page not loaded, in words: no claim is at stake, so Try again says it all. */
const HISTORY_CODES: Readonly<Record<string, MessageDescriptor>> = {
  'network.offline': msg`No internet connection. Please try again`,
  'network.timeout': msg`The connection is slow. Please try again`,
};

/** Why older claims could not be loaded (requirements D3.4). */
export function rebateHistoryErrorMessage(i18n: I18n, code: string): string {
  const descriptor = HISTORY_CODES[code];
  return descriptor ? i18n._(descriptor) : rebateErrorMessage(i18n, code);
}

/** A refused claim in words; below the minimum it names both numbers the server sent. */
export function rebateRefusalMessage(i18n: I18n, refusal: RebateRefusal): string {
  if (refusal.code === 'rebate.below.minimum') {
    const minimum = formatMoney(refusal.minimum ?? '0');
    const total = formatMoney(refusal.total ?? '0');
    return i18n._(
      msg`Your rebate is now ${total}, below the minimum claim of ${minimum}. It may have been claimed on another device.`,
    );
  }
  return rebateErrorMessage(i18n, refusal.code);
}

/**
 * A rate as the server sends it (a fraction with 4 decimals, "0.0080") as a percentage ("0.8%"),
 * moved by two places in the text, never through a binary float.
 */
export function ratePercent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const digits = `${whole}${fraction.padEnd(4, '0')}`.replace(/^0+(?=\d{3})/, '');
  // digits hold hundredths of a percent: the last two are the decimals of the percentage.
  const units = digits.slice(0, -2) || '0';
  const decimals = digits.slice(-2).replace(/0+$/, '');
  return `${units}${decimals ? `.${decimals}` : ''}%`;
}
