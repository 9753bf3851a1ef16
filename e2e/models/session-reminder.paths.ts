import { describeModelPaths } from './kit/describe-model-paths.ts';
import { sessionReminderAdapter } from './session-reminder.adapter.ts';

describeModelPaths(sessionReminderAdapter);
