import { describeModelPaths } from './kit/describe-model-paths.ts';
import { emailBindingAdapter } from './email-binding.adapter.ts';

describeModelPaths(emailBindingAdapter);
