import { gameListAdapter } from './game-list.adapter.ts';
import { describeModelPaths } from './kit/describe-model-paths.ts';

describeModelPaths(gameListAdapter);
