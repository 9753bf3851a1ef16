import { REWARD_ERROR_CODES } from '../../../shared/reward-error-codes.ts';
import { knowErrorCodes } from '../error-codes';

// Imported by every call of the reward centre, promo code, rebate and security screens: their
// refusals (docs/api.md "Rewards and security") are read as codes once one of those calls is
// loaded, and never weigh on home's first load.
knowErrorCodes(REWARD_ERROR_CODES);
