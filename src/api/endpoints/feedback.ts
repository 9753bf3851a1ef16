import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import { noValue } from '../../../shared/contract/calls/no-value.ts';
import {
  FEEDBACK_SETTING_PATH,
  FEEDBACK_PATH,
  feedbackSettingSchema,
  type FeedbackSetting,
  type FEEDBACK_SETTING_MODULE,
  type FEEDBACK_MODULE,
} from '../../../shared/contract/calls/feedback.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { type FeedbackSetting } from '../../../shared/contract/calls/feedback.ts';

export function fetchFeedbackSetting(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<FeedbackSetting> {
  return client.get(FEEDBACK_SETTING_PATH, {
    moduleId: 'COMM3' satisfies typeof FEEDBACK_SETTING_MODULE,
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
  return client.put(FEEDBACK_PATH, {
    moduleId: 'COMM3' satisfies typeof FEEDBACK_MODULE,
    schema: noValue,
    body: { content },
  });
}
