import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { REMINDER_MINUTES, type ReminderMinutes } from '../../../../../shared/contract/rewards.ts';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { Button, EmptyState, Skeleton } from '../../../../ui';
import { SecurityPanel } from '../../account/components/security-panel';
import securityStyles from '../../account/components/security.module.css';
import { sessionReminderLogic, type ResponsibleCalls } from '../actors/responsible.actors';
import { responsibleErrorMessage } from '../responsible-messages';
import styles from './responsible.module.css';

/** Requirements D5.2: off, or a reminder every 30, 60 or 120 minutes of a session. */
export function SessionReminderPanel({ calls }: { calls: ResponsibleCalls }) {
  const { i18n, t } = useLingui();
  const logic = useMemo(() => sessionReminderLogic(calls), [calls]);
  const actor = useActorRef(logic, inspected());
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const busy = state.hasTag('busy');
  const choiceLabel = (minutes: ReminderMinutes | null) =>
    minutes === null ? t`Off` : t`Every ${minutes} minutes`;

  let body;
  if (state.matches('loadFailed'))
    body = (
      <EmptyState
        title={responsibleErrorMessage(i18n, context.errorCode ?? 'unknown')}
        action={
          <Button onClick={() => actor.send({ type: 'reminder.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  else if (state.matches('loading'))
    body = (
      <div aria-busy="true">
        <Skeleton height={200} radius="md" />
      </div>
    );
  else
    body = (
      <form
        noValidate
        className={securityStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'reminder.save' });
        }}
      >
        <p className={securityStyles.lead}>
          <Trans>
            While you are signed in, a reminder shows how long you have played and your result since
            you logged in.
          </Trans>
        </p>
        <fieldset className={styles.choices}>
          <legend className={securityStyles.visuallyHidden}>{t`Remind me`}</legend>
          {[null, ...REMINDER_MINUTES].map((minutes) => (
            <label key={minutes ?? 'off'} className={styles.choice}>
              <input
                type="radio"
                name="reminder"
                checked={context.choice === minutes}
                onChange={() => actor.send({ type: 'reminder.choose', minutes })}
              />
              <span>{choiceLabel(minutes)}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={busy}>
          <Trans>Save</Trans>
        </Button>
        {state.matches({ choosing: 'saved' }) && (
          <p role="status" className={securityStyles.success}>
            {t`Saved: ${choiceLabel(context.saved)}`}
          </p>
        )}
        {context.errorCode && (
          <p role="alert" className={securityStyles.error}>
            {responsibleErrorMessage(i18n, context.errorCode)}
          </p>
        )}
      </form>
    );
  return <SecurityPanel title={t`Session reminder`}>{body}</SecurityPanel>;
}
