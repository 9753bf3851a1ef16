import { describeModelPaths } from './kit/describe-model-paths.ts';
import { withdrawAdapter } from './withdraw.adapter.ts';

describeModelPaths(withdrawAdapter);
