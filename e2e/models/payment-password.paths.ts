import { describeModelPaths } from './kit/describe-model-paths.ts';
import { paymentPasswordAdapter } from './payment-password.adapter.ts';

describeModelPaths(paymentPasswordAdapter);
