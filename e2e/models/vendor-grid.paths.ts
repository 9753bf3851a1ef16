import { describeModelPaths } from './kit/describe-model-paths.ts';
import { vendorGridAdapter } from './vendor-grid.adapter.ts';

describeModelPaths(vendorGridAdapter);
