import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { paymentPasswordMachine } from '../../../../../machines/cashier/payment-password.machine.ts';
import { PaymentPasswordSetForm } from '../../../../ui/payment-password-set-form';
import { fieldMessage, withdrawErrorMessage } from '../withdraw-messages';
import styles from './withdraw.module.css';

/** Step 1 of 2 (requirements C4.1): the login password proves the player; 6 digits, twice. */
export function PaymentPasswordStep({
  step,
}: {
  step: ActorRefFrom<typeof paymentPasswordMachine>;
}) {
  const { i18n } = useLingui();
  return (
    <PaymentPasswordSetForm
      form={step}
      fieldMessage={(field, code) => fieldMessage(i18n, field, code)}
      errorMessage={(code) => withdrawErrorMessage(i18n, code)}
      classes={styles}
      labelledBy="withdraw-step-title"
      heading={
        <>
          <p className={styles.step}>
            <Trans>Step 1 of 2</Trans>
          </p>
          <h2 id="withdraw-step-title" className={styles.title}>
            <Trans>Set your payment password</Trans>
          </h2>
        </>
      }
    />
  );
}
