import { describeModelPaths } from './kit/describe-model-paths.ts';
import { rewardCentreAdapter } from './reward-centre.adapter.ts';

describeModelPaths(rewardCentreAdapter);
