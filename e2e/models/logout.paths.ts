import { describeModelPaths } from './kit/describe-model-paths.ts';
import { logoutAdapter } from './logout.adapter.ts';

describeModelPaths(logoutAdapter);
