import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PromotionStatus } from '../../api/endpoints/announcements';

// Codes of the promotion calls and the reward application chart, translated (views translate).

const CODES: Readonly<Record<string, MessageDescriptor>> = {
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'login.not.session': msg`You are not logged in, please login first`,
  'upload.type': msg`Only jpeg, jpg or png pictures can be uploaded`,
  'upload.size': msg`Each picture must be at most 5 MB`,
  'upload.count': msg`At most 3 pictures can be uploaded`,
  'upload.unreadable': msg`The picture could not be read, please choose another`,
  'reward.refused': msg`The application was not accepted for this promotion`,
  'promotion.refused': msg`This promotion cannot be joined or claimed now`,
  'not.found': msg`This promotion is no longer available`,
  'too.many.requests': msg`Too many attempts, please try again later`,
  'system.busy': msg`System upgrading, please try again later`,
  'network.offline': msg`No internet connection`,
  'network.timeout': msg`The connection is slow, please try again`,
};

const UNKNOWN = msg`Unknown error`;

export function promotionErrorMessage(i18n: I18n, code: string): string {
  return i18n._(CODES[code] ?? UNKNOWN);
}

/** Requirements B9 activity statuses, as the action element shows them. */
export const STATUS_LABELS: Readonly<Record<PromotionStatus, MessageDescriptor>> = {
  Join: msg`Join`,
  Claim: msg`Claim`,
  Applying: msg`Applying`,
  Close: msg`Closed`,
  Rejected: msg`Rejected`,
  Issued: msg`Issued`,
  Claimed: msg`Claimed`,
  Process: msg`In progress`,
  Joined: msg`Joined`,
};
