import { describeModelPaths } from './kit/describe-model-paths.ts';
import { registrationAdapter } from './registration.adapter.ts';

describeModelPaths(registrationAdapter);
