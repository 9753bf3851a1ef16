import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { MaskedContact } from '../../../../../shared/contract/calls/security-overview.ts';
import type { MobileField } from '../../../../../machines/security/mobile-binding.machine.ts';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { Button, Field } from '../../../../ui';
import {
  MOBILE_BINDING_SYSTEM_ID,
  mobileBindingLogic,
  securityCalls,
  type SecurityCalls,
} from '../actors/security-account.actors';
import { securityErrorMessage, securityFieldMessage } from '../security-messages';
import { SecurityPanel } from './security-panel';
import styles from './security.module.css';

/** Requirements D4.1: verify the current number, or change it, with a texted code. */
export function MobilePanel({
  current,
  onSaved,
  calls = securityCalls,
}: {
  current: MaskedContact | null;
  onSaved: () => void;
  calls?: SecurityCalls;
}) {
  const { i18n, t } = useLingui();
  const logic = useMemo(() => mobileBindingLogic(calls), [calls]);
  const actor = useActorRef(
    logic,
    inspected({ systemId: MOBILE_BINDING_SYSTEM_ID, input: { hasNumber: current !== null } }),
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const sms = useSelector(actor, (snapshot) => snapshot.children.sms);
  const smsBusy = useSelector(sms, (snapshot) => snapshot?.hasTag('busy') ?? false);
  const seconds = useSelector(sms, (snapshot) => snapshot?.context.remainingSeconds ?? 0);
  const change = (field: MobileField) => (event: { target: { value: string } }) =>
    actor.send({ type: 'field.changed', field, value: event.target.value });
  const error = (field: MobileField) => {
    const code = context.fieldErrors[field];
    return code ? securityFieldMessage(i18n, field, code) : undefined;
  };
  const saved = context.saved;
  // The hub reads the overview again, so going back shows the number verified.
  useEffect(() => {
    if (done) onSaved();
  }, [done, onSaved]);
  return (
    <SecurityPanel title={<Trans>Mobile number</Trans>}>
      {current !== null && (
        <p className={styles.lead}>
          <Trans>
            Your number: {current.masked}. Leave the field empty to verify it, or type a new number
            to change it.
          </Trans>
        </p>
      )}
      {done && saved !== null ? (
        <p role="status" className={styles.success}>
          <Trans>Your number {saved.masked} is verified.</Trans>
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'mobile.submit' });
          }}
        >
          <Field
            label={current === null ? t`Mobile number` : t`New mobile number (optional)`}
            name="mobileNum"
            inputMode="tel"
            autoComplete="tel-national"
            value={context.values.mobileNum}
            error={error('mobileNum')}
            onChange={change('mobileNum')}
          />
          <div className={styles.codeRow}>
            <Field
              label={t`Verification code`}
              name="verificationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={context.values.verificationCode}
              error={error('verificationCode')}
              onChange={change('verificationCode')}
            />
            <Button
              type="button"
              variant="secondary"
              disabled={smsBusy}
              onClick={() => actor.send({ type: 'mobile.codeRequested' })}
            >
              {smsBusy && seconds > 0 ? t`Resend in ${seconds} s` : t`Get code`}
            </Button>
          </div>
          {context.errorCode && (
            <p role="alert" className={styles.error}>
              {securityErrorMessage(i18n, context.errorCode)}
            </p>
          )}
          <Button type="submit" block loading={busy}>
            <Trans>Verify number</Trans>
          </Button>
        </form>
      )}
    </SecurityPanel>
  );
}
