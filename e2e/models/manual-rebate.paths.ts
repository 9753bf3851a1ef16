import { describeModelPaths } from './kit/describe-model-paths.ts';
import { manualRebateAdapter } from './manual-rebate.adapter.ts';

describeModelPaths(manualRebateAdapter);
