import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { smsCountdownMachine } from '../../../../machines/sms-countdown.machine.ts';
import { Button } from '../../../ui/button';
import styles from './sms-code-button.module.css';

/** The SMS code button's chart as its form chart invokes it (`snapshot.children.sms`). */
export type SmsCountdownRef = ActorRefFrom<typeof smsCountdownMachine>;

export interface SmsCodeButtonProps {
  /** The form chart's SMS child (machines/sms-countdown.machine.ts); absent once the form chart has ended. */
  sms: SmsCountdownRef | undefined;
  /** The form chart checks the mobile number (its tag `smsChecking`). */
  checking: boolean;
  /** "Get code": the form chart checks the number and, when it is valid, sends it to its SMS child. */
  onRequest: () => void;
  disabled?: boolean;
  className?: string;
}

/**
 * The send-code button, a view of the form chart's SMS child: loading while the number is checked
 * or the code is sent, disabled while counting down with the seconds left, enabled again at zero.
 */
export function SmsCodeButton({
  sms,
  checking,
  onRequest,
  disabled = false,
  className,
}: SmsCodeButtonProps) {
  const { t } = useLingui();
  const busy = useSelector(sms, (snapshot) => snapshot?.hasTag('busy') ?? false);
  const counting = useSelector(sms, (snapshot) => snapshot?.matches('countingDown') ?? false);
  const seconds = useSelector(sms, (snapshot) => snapshot?.context.remainingSeconds ?? 0);

  return (
    <Button
      size="sm"
      variant="secondary"
      className={className ? `${styles.getCode} ${className}` : styles.getCode}
      disabled={disabled || counting || sms === undefined}
      loading={checking || (busy && !counting)}
      aria-live="polite"
      onClick={() => {
        if (!busy && !checking) onRequest();
      }}
    >
      {counting ? t`Resend in ${seconds}s` : t`Get code`}
    </Button>
  );
}
