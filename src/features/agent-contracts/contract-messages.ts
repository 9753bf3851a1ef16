import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Contract, ContractKind } from '../../api/endpoints/agent-contracts';

export const CONTRACT_NAMES: Record<ContractKind, MessageDescriptor> = {
  dailySalary: msg`Daily salary contract`,
  dividend: msg`Dividend contract`,
  hourlySalary: msg`Hourly salary contract`,
};

export const PERIOD_NAMES: Record<Contract['period'], MessageDescriptor> = {
  DAILY: msg`Daily`,
  HALF_MONTH: msg`Half-monthly`,
  HOURLY: msg`Hourly`,
};

export const REWARD_UNIT_NAMES: Record<Contract['rewardUnit'], MessageDescriptor> = {
  AMOUNT: msg`Fixed amount`,
  PERCENT: msg`Percentage`,
};
