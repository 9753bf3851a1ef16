import { useQuery } from '@tanstack/react-query';
import { registerSettingsQueryOptions } from '../../../api/endpoints/register-settings';
import { Spinner } from '../../../ui/spinner';
import { openPopup } from '../popups-actor';
import { ResetLinkForm } from './reset-link-form';
import styles from './reset-link.module.css';

/**
 * The page a mailed reset link opens (/m/reset-password?token=…): choose a new password, then log
 * in with it. The configured password rule is read first, so the form checks what the server will.
 */
export function ResetLinkScreen({ token }: { token: string }) {
  return (
    <div className={styles.screen}>
      <ResetLinkLoader token={token} />
    </div>
  );
}

function ResetLinkLoader({ token }: { token: string }) {
  const settings = useQuery({ ...registerSettingsQueryOptions(), retry: false });
  if (settings.isPending) {
    return (
      <div className={styles.status}>
        <Spinner />
      </div>
    );
  }
  return (
    <ResetLinkForm
      token={token}
      settings={settings.data ?? null}
      openForgotPassword={() => openPopup('forgot')}
      openLogin={() => openPopup('login')}
    />
  );
}
