import { describeModelPaths } from './kit/describe-model-paths.ts';
import { popupsAdapter } from './popups.adapter.ts';

describeModelPaths(popupsAdapter);
