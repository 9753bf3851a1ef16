import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { inspected } from '../../../lib/inspected-actor.ts';
import { Button, EmptyState, Skeleton, VisuallyHidden, toast } from '../../../ui';
import { createFeedbackLogic } from '../actors/feedback.actors';
import { FeedbackForm } from './feedback-form';

/** Renders the feedback chart's snapshot: log-in prompt, placeholder, load failure or the form. */
export function FeedbackFlow({ memberType }: { memberType: number | null }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  // One chart per mounted screen, made once (a state's initial value; a memo may be recomputed).
  const [logic] = useState(() =>
    createFeedbackLogic(queryClient, {
      thankPlayer: () =>
        toast.show({ style: 'success', message: i18n._(msg`Thank you for your feedback`) }),
    }),
  );
  const actor = useActorRef(logic, inspected({ input: { memberType } }));
  const snapshot = useSelector(actor, (s) => s);

  if (snapshot.matches('signedOut'))
    return (
      <EmptyState
        title={<Trans>Log in to send feedback</Trans>}
        action={
          <Link to="/login">
            <Trans>Log in</Trans>
          </Link>
        }
      />
    );
  if (snapshot.matches('loadFailed'))
    return (
      <EmptyState
        title={<Trans>The feedback form could not be loaded</Trans>}
        action={
          <Button onClick={() => actor.send({ type: 'setting.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  const { setting, text, problem } = snapshot.context;
  if (!snapshot.matches('editing') && !snapshot.matches('sending'))
    return (
      <div aria-busy="true">
        <span role="status">
          <VisuallyHidden>
            <Trans>Loading</Trans>
          </VisuallyHidden>
        </span>
        <Skeleton height={180} />
      </div>
    );
  return (
    <FeedbackForm
      setting={setting}
      text={text}
      problem={problem}
      sending={snapshot.matches('sending')}
      onText={(value) => actor.send({ type: 'text.changed', value })}
      onSubmit={() => actor.send({ type: 'feedback.submit' })}
    />
  );
}
