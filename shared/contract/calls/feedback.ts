import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const FEEDBACK_SETTING_MODULE = 'COMM3' satisfies ModuleId;
export const FEEDBACK_MODULE = 'COMM3' satisfies ModuleId;

export const FEEDBACK_SETTING_PATH = '/wps/feedback/setting';
export const FEEDBACK_PATH = '/wps/feedback';

export const feedbackSettingSchema = z.object({
  minLength: z.int().check(z.nonnegative()),
  maxLength: z.int().check(z.positive()),
});
export type FeedbackSetting = z.infer<typeof feedbackSettingSchema>;
