import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { EXCLUSION_PERIODS, type ExclusionPeriod } from '../../../../../shared/contract/rewards.ts';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time.ts';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { setAutoLoginFlag } from '../../../../lib/remembered-login.ts';
import { clearSessionStorage } from '../../../../lib/storage.ts';
import { Button, PasswordField } from '../../../../ui';
import { TOAST_DURATION } from '../../../../ui/toast/durations.ts';
import { toast } from '../../../../ui/toast/toast-store.ts';
import { SecurityPanel } from '../../account/components/security-panel';
import securityStyles from '../../account/components/security.module.css';
import { selfExclusionLogic, type ResponsibleCalls } from '../actors/responsible.actors';
import { responsibleErrorMessage, responsibleFieldMessage } from '../responsible-messages';
import styles from './responsible.module.css';

const PERIOD_NAMES = {
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
} as const;

/**
 * Requirements D5.3: a cool-off of 24 hours, 7 days or 30 days, confirmed with the login password.
 * The server ends every session; this one is cleared here and the login shows until when.
 */
export function SelfExclusionPanel({ calls }: { calls: ResponsibleCalls }) {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const logic = useMemo(
    () =>
      selfExclusionLogic(calls, (until) => {
        // The server has already ended the session: only this device's copy is left to clear.
        clearSessionStorage();
        setAutoLoginFlag(false);
        const end = bangladeshDateTime(until);
        // The login comes in over the page: the end stays readable over it for the long duration
        // (3 s had gone by the time the popup had settled).
        toast.show({
          message: i18n._(msg`You are self-excluded until ${end} (Bangladesh time).`),
          style: 'info',
          duration: TOAST_DURATION.long,
        });
        void router.navigate({ to: '/login', replace: true });
      }),
    [calls, i18n, router],
  );
  const actor = useActorRef(logic, inspected());
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const busy = state.hasTag('busy');
  const periodName = (period: ExclusionPeriod) => i18n._(PERIOD_NAMES[period]);

  let body;
  if (state.matches('choosing'))
    body = (
      <form
        noValidate
        className={securityStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'exclusion.next' });
        }}
      >
        <p className={securityStyles.lead}>
          <Trans>
            Take a break: you are signed out at once and cannot log in until the break ends. It
            cannot be shortened or cancelled.
          </Trans>
        </p>
        <fieldset className={styles.choices} aria-describedby="exclusion-period-error">
          <legend className={securityStyles.visuallyHidden}>{t`Length of the break`}</legend>
          {(Object.keys(EXCLUSION_PERIODS) as ExclusionPeriod[]).map((period) => (
            <label key={period} className={styles.choice}>
              <input
                type="radio"
                name="period"
                checked={context.period === period}
                onChange={() => actor.send({ type: 'exclusion.choose', period })}
              />
              <span>{periodName(period)}</span>
            </label>
          ))}
        </fieldset>
        {context.fieldErrors['period'] && (
          <p id="exclusion-period-error" role="alert" className={securityStyles.error}>
            {t`Choose how long the break lasts`}
          </p>
        )}
        <Button type="submit">
          <Trans>Continue</Trans>
        </Button>
      </form>
    );
  else {
    const chosen = periodName(context.period ?? '24h');
    const passwordError = context.fieldErrors['loginPassword'];
    const until = context.until === null ? '' : bangladeshDateTime(context.until);
    body = (
      <form
        noValidate
        className={securityStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'exclusion.confirm' });
        }}
      >
        <p className={styles.warning}>
          {t`You will be signed out now and cannot log in for ${chosen}. This cannot be shortened or cancelled.`}
        </p>
        <PasswordField
          label={t`Login password`}
          name="loginPassword"
          autoComplete="current-password"
          value={context.password}
          error={passwordError ? responsibleFieldMessage(i18n, passwordError) : undefined}
          onChange={(event) => actor.send({ type: 'password.changed', value: event.target.value })}
        />
        {context.errorCode && (
          <p role="alert" className={securityStyles.error}>
            {context.errorCode === 'self.exclusion.active'
              ? t`A break is already running until ${until} (Bangladesh time).`
              : responsibleErrorMessage(i18n, context.errorCode)}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            disabled={busy}
            onClick={() => actor.send({ type: 'exclusion.back' })}
          >
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" disabled={busy}>
            <Trans>Exclude me</Trans>
          </Button>
        </div>
      </form>
    );
  }
  return <SecurityPanel title={t`Self-exclusion`}>{body}</SecurityPanel>;
}
