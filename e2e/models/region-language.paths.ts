import { describeModelPaths } from './kit/describe-model-paths.ts';
import { regionLanguageAdapter } from './region-language.adapter.ts';

describeModelPaths(regionLanguageAdapter);
