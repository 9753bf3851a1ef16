import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { formatSignedMoney, isNegative } from '../../../../lib/money-text.ts';
import { Button, Popup } from '../../../../ui';
import { cx } from '../../../../ui/cx';
import { reminderTimerLogic, responsibleCalls } from '../actors/responsible.actors';
import styles from './responsible.module.css';

/**
 * Requirements D5.2: at each interval since the login, the time played and the session's net
 * result (wins minus bets); Continue, or Log out through the site's logout flow.
 */
export default function ReminderDialog({
  startedAt,
  minutes,
  onLogOut,
}: {
  startedAt: string;
  minutes: number;
  onLogOut: () => void;
}) {
  const { t } = useLingui();
  // The time since the login when the reminder starts; the chart counts on from there.
  const [elapsedMs] = useState(() => Math.max(0, Date.now() - Date.parse(startedAt)));
  const logic = useMemo(() => reminderTimerLogic(responsibleCalls, onLogOut), [onLogOut]);
  const actor = useActorRef(logic, inspected({ input: { startedAt, minutes, elapsedMs } }));
  const reminding = useSelector(actor, (snapshot) => snapshot.matches('reminding'));
  const context = useSelector(actor, (snapshot) => snapshot.context);

  const total = Math.round(context.elapsedMs / 60_000);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const played = hours > 0 ? t`${hours} h ${rest} min` : t`${rest} min`;
  const net = context.netResult;
  return (
    <Popup
      open={reminding}
      dismissible={false}
      onClose={() => actor.send({ type: 'reminder.continue' })}
      title={t`Session reminder`}
      footer={
        <>
          <Button variant="secondary" onClick={() => actor.send({ type: 'reminder.logOut' })}>
            <Trans>Log out</Trans>
          </Button>
          <Button onClick={() => actor.send({ type: 'reminder.continue' })}>
            <Trans>Continue</Trans>
          </Button>
        </>
      }
    >
      <p className={styles.result}>{t`You have played for ${played}.`}</p>
      {net !== null && (
        <p className={cx(styles.result, isNegative(net) && styles.loss)}>
          {t`Net result of this session: ${formatSignedMoney(net)}`}
        </p>
      )}
    </Popup>
  );
}
