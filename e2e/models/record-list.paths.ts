import { describeModelPaths } from './kit/describe-model-paths.ts';
import { recordListAdapter } from './record-list.adapter.ts';

describeModelPaths(recordListAdapter);
