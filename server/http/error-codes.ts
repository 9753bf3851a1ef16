// The codes the server may answer: the contract's list, shared with the site (shared/error-codes.ts).
import { contractErrorCodes, type ContractErrorCode } from '../../shared/error-codes.ts';

export type ErrorCode = ContractErrorCode;

export const ERROR_CODES = contractErrorCodes() as [ErrorCode, ...ErrorCode[]];
