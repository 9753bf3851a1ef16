import { changePasswordAdapter } from './change-password.adapter.ts';
import { describeModelPaths } from './kit/describe-model-paths.ts';

describeModelPaths(changePasswordAdapter);
