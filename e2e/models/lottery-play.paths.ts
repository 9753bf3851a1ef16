import { lotteryPlayAdapter } from './lottery-play.adapter.ts';
import { describeModelPaths } from './kit/describe-model-paths.ts';

describeModelPaths(lotteryPlayAdapter);
