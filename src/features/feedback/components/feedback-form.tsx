import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import type { FeedbackSetting } from '../../../api/endpoints/feedback';
import {
  feedbackLength,
  feedbackMinimum,
  type FeedbackProblem,
} from '../../../../machines/feedback.machine.ts';
import { Button } from '../../../ui';
import styles from './feedback.module.css';

export interface FeedbackFormProps {
  setting: FeedbackSetting;
  text: string;
  problem: FeedbackProblem | null;
  /** The text is on its way: the box is read-only and the button busy. */
  sending: boolean;
  onText: (value: string) => void;
  onSubmit: () => void;
}

/** A labelled text area with a counter and the chart's problem under it. */
export function FeedbackForm({
  setting,
  text,
  problem,
  sending,
  onText,
  onSubmit,
}: FeedbackFormProps) {
  const { t } = useLingui();
  const id = useId();
  const min = feedbackMinimum(setting);
  const max = setting.maxLength;
  const length = feedbackLength(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const messages: Record<FeedbackProblem, string> = {
    tooShort: t`Please write at least ${min} characters.`,
    tooLong: t`Please write at most ${max} characters.`,
    trial: t`Please login an actual account to use this function`,
    failed: t`Your feedback could not be sent. Please try again.`,
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`} className={styles.label}>
        <Trans>Your feedback</Trans>
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        rows={6}
        readOnly={sending}
        aria-describedby={`${id}-count${problem ? ` ${id}-error` : ''}`}
        aria-invalid={problem === 'tooShort' || problem === 'tooLong'}
        onChange={(event) => onText(event.target.value)}
      />
      <p id={`${id}-count`} className={styles.counter}>
        <Trans>
          {length} / {max} characters (at least {min})
        </Trans>
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {messages[problem]}
        </p>
      )}
      <Button type="submit" block loading={sending}>
        <Trans>Send feedback</Trans>
      </Button>
    </form>
  );
}
