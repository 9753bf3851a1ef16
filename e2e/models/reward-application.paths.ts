import { describeModelPaths } from './kit/describe-model-paths.ts';
import { rewardApplicationAdapter } from './reward-application.adapter.ts';

describeModelPaths(rewardApplicationAdapter);
