import { describeModelPaths } from './kit/describe-model-paths.ts';
import { payoutAccountAdapter } from './payout-account.adapter.ts';

describeModelPaths(payoutAccountAdapter);
