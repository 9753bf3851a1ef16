import type { FeedbackSetting } from '../../api/endpoints/feedback';

export type FeedbackProblem = 'tooShort' | 'tooLong';

/** The server counts the trimmed text in UTF-16 code units, as `String.length` does; so do we. */
export function feedbackLength(text: string): number {
  return text.trim().length;
}

export function feedbackProblem(text: string, setting: FeedbackSetting): FeedbackProblem | null {
  const length = feedbackLength(text);
  if (length < Math.max(1, setting.minLength)) return 'tooShort';
  if (length > setting.maxLength) return 'tooLong';
  return null;
}
