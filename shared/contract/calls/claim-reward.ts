import type { ModuleId } from '../../module-ids.ts';

export const CLAIM_REWARD_MODULE = 'REWCEN3' satisfies ModuleId;

export const CLAIM_REWARD_PATH = '/wps/relay/MCSFE_signUpClaimReward';
