import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from '../../../ui/button';
import { createSmsCountdownLogic } from '../actors/sms-countdown.actors.ts';
import { inspected } from '../../../lib/inspected-actor.ts';
import styles from './sms-code-button.module.css';

export interface SmsCodeButtonProps {
  /** 'login' and 'noLogin' use the send call without a session; 'register' the registration one. */
  purpose: 'login' | 'register' | 'noLogin';
  mobileNum: string;
  countryDialingCode: string;
  disabled?: boolean;
  /**
   * Told the mobile number's error code (or null) after every check before a send, so the form
   * can show it next to the number.
   */
  onMobileError?: (code: string | null) => void;
  /** The number's rule; the login rule set loginMobileNum by default (read at mount). */
  validateMobile?: (mobileNum: string) => string | null;
  className?: string;
}

/**
 * The send-code button, driven by the smsCountdown chart (machines/sms-countdown.machine.ts):
 * disabled while sending and counting down, showing the seconds left, enabled again at zero.
 */
export function SmsCodeButton({ purpose, mobileNum, countryDialingCode, disabled = false, onMobileError, validateMobile, className }: SmsCodeButtonProps) {
  const { t } = useLingui();
  // The chart is created once per button; a later rule change would restart a running countdown.
  const [logic] = useState(() => createSmsCountdownLogic(validateMobile ? { validateMobile } : {}));
  const actor = useActorRef(logic, inspected({ input: { purpose: purpose === 'register' ? 'register' : 'noLogin' } }));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const counting = useSelector(actor, (snapshot) => snapshot.matches('countingDown'));
  const sending = useSelector(actor, (snapshot) => snapshot.matches('sending') || snapshot.matches('checkingMobile'));
  const seconds = useSelector(actor, (snapshot) => snapshot.context.remainingSeconds);

  const onMobileErrorRef = useRef(onMobileError);
  useLayoutEffect(() => {
    onMobileErrorRef.current = onMobileError;
  });
  useEffect(() => {
    let checking = actor.getSnapshot().matches('checkingMobile');
    const subscription = actor.subscribe((snapshot) => {
      const nowChecking = snapshot.matches('checkingMobile');
      if (checking && !nowChecking) onMobileErrorRef.current?.(snapshot.context.mobileError);
      checking = nowChecking;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  return (
    <Button
      size="sm"
      variant="secondary"
      className={className ? `${styles.getCode} ${className}` : styles.getCode}
      disabled={disabled || counting}
      loading={sending}
      aria-live="polite"
      onClick={() => {
        if (!busy) actor.send({ type: 'sms.send', mobileNum, countryDialingCode });
      }}
    >
      {counting ? t`Resend in ${seconds}s` : t`Get code`}
    </Button>
  );
}
