import { describeModelPaths } from './kit/describe-model-paths.ts';
import { noticeReadingAdapter } from './notice-reading.adapter.ts';

describeModelPaths(noticeReadingAdapter);
