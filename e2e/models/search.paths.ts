import { describeModelPaths } from './kit/describe-model-paths.ts';
import { searchAdapter } from './search.adapter.ts';

describeModelPaths(searchAdapter);
