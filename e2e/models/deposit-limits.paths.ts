import { depositLimitsAdapter } from './deposit-limits.adapter.ts';
import { describeModelPaths } from './kit/describe-model-paths.ts';

describeModelPaths(depositLimitsAdapter);
