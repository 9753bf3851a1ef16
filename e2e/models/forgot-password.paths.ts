import { describeModelPaths } from './kit/describe-model-paths.ts';
import { forgotPasswordAdapter } from './forgot-password.adapter.ts';

describeModelPaths(forgotPasswordAdapter);
