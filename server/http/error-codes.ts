// The codes the server may answer: the contract's list, shared with the site (shared/error-codes.ts).
export {
  CONTRACT_ERROR_CODES as ERROR_CODES,
  type ContractErrorCode as ErrorCode,
} from '../../shared/error-codes.ts';
