import { describeModelPaths } from './kit/describe-model-paths.ts';
import { trialLoginAdapter } from './trial-login.adapter.ts';

describeModelPaths(trialLoginAdapter);
