import { Trans, useLingui } from '@lingui/react/macro';
import type { SignIn } from '../../../../../shared/contract/calls/security-overview.ts';
import { bangladeshDateTime } from '../../../../lib/bangladesh-time';
import { DEVICE_LABELS } from '../security-messages';
import { SecurityPanel } from './security-panel';
import styles from './security.module.css';

/** Requirements D4.4: the last 10 logins, newest first, in Bangladesh time, the address masked. */
export function SignInsPanel({ signIns }: { signIns: readonly SignIn[] }) {
  const { i18n } = useLingui();
  return (
    <SecurityPanel title={<Trans>Recent sign-ins</Trans>}>
      {signIns.length === 0 ? (
        <p className={styles.note}>
          <Trans>No sign-ins recorded yet.</Trans>
        </p>
      ) : (
        <ul className={styles.signIns}>
          {signIns.map((signIn, index) => (
            <li key={`${String(index)}-${signIn.time}`} className={styles.signIn}>
              <time dateTime={signIn.time}>{bangladeshDateTime(signIn.time)}</time>
              <span>
                {i18n._(DEVICE_LABELS[signIn.deviceKind])} · {signIn.maskedAddress}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>
        <Trans>Times are Bangladesh time. Addresses are shown in part only.</Trans>
      </p>
    </SecurityPanel>
  );
}
