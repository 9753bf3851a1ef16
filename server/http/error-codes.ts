// The codes the server may answer: the contract's lists, shared with the site (shared/error-codes.ts,
// shared/cashier-error-codes.ts, shared/reward-error-codes.ts, shared/room-error-codes.ts).
import { CASHIER_ERROR_CODES } from '../../shared/cashier-error-codes.ts';
import { REWARD_ERROR_CODES } from '../../shared/reward-error-codes.ts';
import { ROOM_ERROR_CODES } from '../../shared/room-error-codes.ts';
import { CORE_ERROR_CODES, type ContractErrorCode } from '../../shared/error-codes.ts';

export type ErrorCode = ContractErrorCode;

export const ERROR_CODES: [ErrorCode, ...ErrorCode[]] = [
  ...CORE_ERROR_CODES,
  ...CASHIER_ERROR_CODES,
  ...REWARD_ERROR_CODES,
  ...ROOM_ERROR_CODES,
];
