import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

// The codes a follow or unfollow can end with, translated (requirements B7.2, docs/api.md).
const CODES: Readonly<Record<string, MessageDescriptor>> = {
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'follow.limit.reached': msg`You can follow at most 200 hosts. Unfollow one to follow another.`,
  'login.not.session': msg`You are not logged in, please login first`,
  'function.not.available': msg`Account does not have permission or feature unavailable`,
  'too.many.requests': msg`Too many attempts, please try again later`,
  'network.offline': msg`No internet connection`,
  'network.timeout': msg`The connection is slow, please try again`,
};

const FALLBACK = msg`The hosts you follow could not be updated. Please try again.`;

export function followErrorMessage(i18n: I18n, code: string): string {
  return i18n._(CODES[code] ?? FALLBACK);
}
