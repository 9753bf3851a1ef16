import { describeModelPaths } from './kit/describe-model-paths.ts';
import { selfExclusionAdapter } from './self-exclusion.adapter.ts';

describeModelPaths(selfExclusionAdapter);
