import { gameLaunchAdapter } from './game-launch.adapter.ts';
import { describeModelPaths } from './kit/describe-model-paths.ts';

describeModelPaths(gameLaunchAdapter);
