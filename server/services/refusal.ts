import type { ContractErrorCode } from '../../shared/error-codes.ts';

/**
 * A rule of the domain said no: the contract's error code, words for the log and the envelope, and
 * the value the site reads (a limit, a field list). Services throw it without knowing HTTP; the one
 * error handler gives it its status (server/http/refusal-status.ts), so the services stay below the
 * HTTP floor (docs/architecture.md).
 */
export class Refusal extends Error {
  readonly code: ContractErrorCode;
  readonly value: unknown;

  constructor(code: ContractErrorCode, message: string, value?: unknown) {
    super(message);
    this.name = 'Refusal';
    this.code = code;
    this.value = value;
  }
}
