import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { LimitPeriod } from '../../../../shared/contract/rewards.ts';

// Responsible gaming's words for the codes its charts speak (charts speak in codes, views translate).

const FIELD_CODES: Record<string, MessageDescriptor> = {
  empty: msg`Enter an amount`,
  format: msg`Enter digits only, like 5000 or 5000.50`,
  decimals: msg`Use at most 2 decimals`,
  zero: msg`The limit must be more than 0`,
  aboveMaximum: msg`This amount is too large`,
  'more than 0': msg`The limit must be more than 0`,
  required: msg`Please enter your login password`,
  'user.or.token.invalid': msg`The login password is incorrect`,
};

const CODES: Record<string, MessageDescriptor> = {
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'login.not.session': msg`You are not logged in, please login first`,
  'too.many.requests': msg`Too many attempts, please try again later`,
  'function.not.available': msg`Account does not have permission or feature unavailable`,
  'network.offline': msg`No internet connection`,
  'network.timeout': msg`The connection is slow, please try again`,
  'system.busy': msg`System upgrading, please try again later`,
};

export function responsibleFieldMessage(i18n: I18n, code: string): string {
  return i18n._(FIELD_CODES[code] ?? msg`Check this field`);
}

export function responsibleErrorMessage(i18n: I18n, code: string): string {
  return i18n._(CODES[code] ?? msg`Something went wrong, please try again`);
}

export const PERIOD_LABELS: Readonly<Record<LimitPeriod, MessageDescriptor>> = {
  day: msg`Daily limit`,
  week: msg`Weekly limit`,
  month: msg`Monthly limit`,
};

export const PERIOD_USED: Readonly<Record<LimitPeriod, MessageDescriptor>> = {
  day: msg`Deposited today`,
  week: msg`Deposited this week`,
  month: msg`Deposited this month`,
};
