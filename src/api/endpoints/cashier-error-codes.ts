import { CASHIER_ERROR_CODES } from '../../../shared/cashier-error-codes.ts';
import { knowErrorCodes } from '../error-codes';

// Imported by every cashier call: the cashier's refusals (docs/api.md "Cashier") are read as codes
// once one of those calls is loaded, and never weigh on home's first load.
knowErrorCodes(CASHIER_ERROR_CODES);
