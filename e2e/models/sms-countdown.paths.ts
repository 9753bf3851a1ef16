import { describeModelPaths } from './kit/describe-model-paths.ts';
import { smsCountdownAdapter } from './sms-countdown.adapter.ts';

describeModelPaths(smsCountdownAdapter);
