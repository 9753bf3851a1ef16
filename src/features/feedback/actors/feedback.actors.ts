import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { feedbackMachine } from '../../../../machines/feedback.machine.ts';
import {
  feedbackSettingQueryOptions,
  sendFeedback,
  type FeedbackSetting,
} from '../../../api/endpoints/feedback.ts';

/** The feedback chart's effects besides its calls: what the view does for it. */
export interface FeedbackActions {
  /** "Thank you for your feedback" as a toast. */
  thankPlayer: () => void;
}

/**
 * The feedback chart with its real effects: the bounds come through the query cache (the same
 * answer for five minutes, as before), the text goes to PUT /wps/feedback. A failed read is not
 * repeated behind the player's back: the chart shows it, and Try again reads once more.
 */
export function createFeedbackLogic(queryClient: QueryClient, actions: FeedbackActions) {
  return feedbackMachine.provide({
    actors: {
      loadSetting: fromPromise<FeedbackSetting, void>(() =>
        queryClient.fetchQuery({ ...feedbackSettingQueryOptions(), retry: false }),
      ),
      sendFeedback: fromPromise<void, { content: string }>(({ input }) =>
        sendFeedback(input.content),
      ),
    },
    actions: {
      thankPlayer: () => actions.thankPlayer(),
    },
  });
}
