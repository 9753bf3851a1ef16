import { describeModelPaths } from './kit/describe-model-paths.ts';
import { paymentPasswordChangeAdapter } from './payment-password-change.adapter.ts';

describeModelPaths(paymentPasswordChangeAdapter);
