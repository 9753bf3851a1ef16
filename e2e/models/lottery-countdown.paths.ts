import { lotteryCountdownAdapter } from './lottery-countdown.adapter.ts';
import { describeModelPaths } from './kit/describe-model-paths.ts';

describeModelPaths(lotteryCountdownAdapter);
