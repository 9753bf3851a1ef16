import { describeModelPaths } from './kit/describe-model-paths.ts';
import { depositAdapter } from './deposit.adapter.ts';

describeModelPaths(depositAdapter);
