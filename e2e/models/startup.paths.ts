import { describeModelPaths } from './kit/describe-model-paths.ts';
import { startupAdapter } from './startup.adapter.ts';

describeModelPaths(startupAdapter);
