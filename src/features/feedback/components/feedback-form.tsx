import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/api-error';
import { sendFeedback, type FeedbackSetting } from '../../../api/endpoints/feedback';
import { TRIAL_TYPE } from '../../../lib/member-types';
import { Button, toast } from '../../../ui';
import { feedbackLength, feedbackProblem, type FeedbackProblem } from '../feedback-rules';
import styles from './feedback.module.css';

export interface FeedbackFormProps {
  setting: FeedbackSetting;
  memberType: number;
}

/** A labelled text area with a counter; the text stays when sending fails. */
export function FeedbackForm({ setting, memberType }: FeedbackFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<FeedbackProblem | 'trial' | 'failed' | null>(null);
  const send = useMutation({ mutationFn: (content: string) => sendFeedback(content) });
  const { minLength: min, maxLength: max } = setting;
  const length = feedbackLength(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (memberType === TRIAL_TYPE) return setProblem('trial');
    const found = feedbackProblem(text, setting);
    setProblem(found);
    if (found) return;
    send.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        toast.show({ style: 'success', message: t`Thank you for your feedback` });
      },
      onError: (error) => setProblem(isApiError(error, 'trial.not.allowed') ? 'trial' : 'failed'),
    });
  };

  const messages: Record<NonNullable<typeof problem>, string> = {
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
        aria-describedby={`${id}-count${problem ? ` ${id}-error` : ''}`}
        aria-invalid={problem === 'tooShort' || problem === 'tooLong'}
        onChange={(event) => setText(event.target.value)}
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
      <Button type="submit" block loading={send.isPending}>
        <Trans>Send feedback</Trans>
      </Button>
    </form>
  );
}
