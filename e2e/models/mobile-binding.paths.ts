import { describeModelPaths } from './kit/describe-model-paths.ts';
import { mobileBindingAdapter } from './mobile-binding.adapter.ts';

describeModelPaths(mobileBindingAdapter);
