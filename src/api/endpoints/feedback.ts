import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { noValue } from '../envelope';

export const FEEDBACK_SETTING_PATH = '/wps/feedback/setting';
export const FEEDBACK_PATH = '/wps/feedback';

export const feedbackSettingSchema = z.object({
  minLength: z.int().check(z.nonnegative()),
  maxLength: z.int().check(z.positive()),
});
export type FeedbackSetting = z.infer<typeof feedbackSettingSchema>;

export function fetchFeedbackSetting(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<FeedbackSetting> {
  return client.get(FEEDBACK_SETTING_PATH, {
    moduleId: 'COMM3',
    schema: feedbackSettingSchema,
    ...(signal ? { signal } : {}),
  });
}

export function feedbackSettingQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['feedback', 'setting'] as const,
    queryFn: ({ signal }) => fetchFeedbackSetting(client, signal),
    staleTime: 5 * 60_000,
  });
}

export function sendFeedback(content: string, client: ApiClient = api): Promise<void> {
  return client.put(FEEDBACK_PATH, { moduleId: 'COMM3', schema: noValue, body: { content } });
}
