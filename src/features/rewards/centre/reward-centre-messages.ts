import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { RewardStatus } from '../../../../shared/contract/rewards.ts';

// The reward centre chart's codes and the statuses of requirements D1.2 / B9 in words.

const CODES: Readonly<Record<string, MessageDescriptor>> = {
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'login.not.session': msg`You are not logged in, please login first`,
  'function.not.available': msg`Please contact customer service`,
  'promotion.refused': msg`This reward is not ready to claim yet`,
  'not.found': msg`This promotion is no longer available`,
  'too.many.requests': msg`Too many attempts, please try again later`,
  'system.busy': msg`System upgrading, please try again later`,
  'network.offline': msg`No internet connection. Try again: a reward is never paid twice.`,
  'network.timeout': msg`The connection is slow. Try again: a reward is never paid twice.`,
};

/** A failed load or claim in words. */
export function rewardErrorMessage(i18n: I18n, code: string): string {
  return i18n._(CODES[code] ?? msg`Something went wrong. Please try again.`);
}

/** Requirements B9 activity statuses as the reward centre shows them. */
export const REWARD_STATUS_LABELS: Readonly<Record<RewardStatus, MessageDescriptor>> = {
  Join: msg`Join`,
  Joined: msg`Joined`,
  Process: msg`In progress`,
  Claim: msg`Claim`,
  Applying: msg`Applying`,
  Issued: msg`Issued`,
  Claimed: msg`Claimed`,
  Rejected: msg`Rejected`,
  Close: msg`Closed`,
};
