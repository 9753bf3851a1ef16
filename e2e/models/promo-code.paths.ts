import { describeModelPaths } from './kit/describe-model-paths.ts';
import { promoCodeAdapter } from './promo-code.adapter.ts';

describeModelPaths(promoCodeAdapter);
