import { favouriteToggleAdapter } from './favourite-toggle.adapter.ts';
import { describeModelPaths } from './kit/describe-model-paths.ts';

describeModelPaths(favouriteToggleAdapter);
