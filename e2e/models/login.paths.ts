import { describeModelPaths } from './kit/describe-model-paths.ts';
import { loginAdapter } from './login.adapter.ts';

describeModelPaths(loginAdapter);
