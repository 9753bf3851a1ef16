import type { ContractKind } from '../../api/endpoints/agent-contracts';

/** Requirements B2.1: the contract screen of each kind (the "Devidend" spelling is the spec's route). */
export const CONTRACT_ROUTES = {
  dailySalary: '/member/agent/getSalaryContract',
  dividend: '/member/agent/getDevidendContract',
  hourlySalary: '/member/agent/getHourContract',
} as const satisfies Record<ContractKind, string>;
