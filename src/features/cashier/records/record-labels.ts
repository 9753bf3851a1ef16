import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type {
  LedgerEntryType,
  RecordStatus,
  RecordStatusFilter,
  RecordTypeFilter,
} from '../../../../shared/contract/cashier.ts';
import type { PeriodPreset, RangeProblem } from '../../../../machines/cashier/record-filters.ts';

// The records' words (requirements C5, C6.2): the chart and the server speak in codes, the views
// say them in the player's language.

export const TYPE_FILTER_LABELS: Readonly<Record<RecordTypeFilter, MessageDescriptor>> = {
  all: msg`All types`,
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  bonus: msg`Bonus`,
  rebate: msg`Rebate`,
  adjustment: msg`Adjustment`,
};

export const ENTRY_TYPE_LABELS: Readonly<Record<LedgerEntryType, MessageDescriptor>> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  refund: msg`Withdrawal refund`,
  bonus: msg`Bonus`,
  rebate: msg`Rebate`,
  bet: msg`Bet`,
  win: msg`Win`,
  adjustment: msg`Adjustment`,
};

export const STATUS_FILTER_LABELS: Readonly<Record<RecordStatusFilter, MessageDescriptor>> = {
  all: msg`All statuses`,
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

export const STATUS_LABELS: Readonly<Record<RecordStatus, MessageDescriptor>> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  completed: msg`Completed`,
};

export const PERIOD_LABELS: Readonly<Record<PeriodPreset, MessageDescriptor>> = {
  today: msg`Today`,
  week: msg`Last 7 days`,
  month: msg`Last 30 days`,
  custom: msg`Custom range`,
};

export const RANGE_PROBLEMS: Readonly<Record<RangeProblem, MessageDescriptor>> = {
  'range.missing': msg`Pick a day`,
  'range.order': msg`The end date cannot be before the start date`,
  // The number is the contract's (shared/contract/cashier.ts recordRangeDays); a test holds them equal.
  'range.long': msg`A range can cover at most 90 days`,
  'range.future': msg`The end date cannot be after today`,
};

const ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  'network.offline': msg`No internet connection`,
  'network.timeout': msg`The connection is slow, please try again`,
  'system.busy': msg`System upgrading, please try again later`,
  'too.many.requests': msg`Too many attempts, please try again later`,
  'function.not.available': msg`This function is not available`,
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  'login.not.session': msg`You are not logged in, please login first`,
};

/** The message of a list that could not load. */
export function recordErrorMessage(i18n: I18n, code: string): string {
  return i18n._(ERRORS[code] ?? msg`The records could not be loaded`);
}
