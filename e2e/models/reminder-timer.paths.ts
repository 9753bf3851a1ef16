import { describeModelPaths } from './kit/describe-model-paths.ts';
import { reminderTimerAdapter } from './reminder-timer.adapter.ts';

describeModelPaths(reminderTimerAdapter);
