import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { registerSettingsQueryOptions } from '../../../api/endpoints/register-settings';
import { getSessionInfo } from '../../../lib/storage';
import { Spinner } from '../../../ui/spinner';
import { passwordInMemory } from '../password-memory';
import { ChangePasswordForm } from './change-password-form';
import styles from './account-form.module.css';
import pageStyles from './change-password-screen.module.css';

/**
 * The change-password screen (requirements A2.11 "Change password", /m/changePsw). The session and the
 * password in memory are read once: the chart decides with them (no session: back to /m/home).
 */
export function ChangePasswordScreen() {
  return (
    <div className={pageStyles.screen}>
      <ChangePasswordLoader />
    </div>
  );
}

function ChangePasswordLoader() {
  const navigate = useNavigate();
  const [session] = useState(getSessionInfo);
  const [held] = useState(passwordInMemory);
  // The new password follows the configured rule; without it the login rule applies.
  const settings = useQuery({
    ...registerSettingsQueryOptions(),
    retry: false,
    enabled: session !== null,
  });
  if (session !== null && settings.isPending) {
    return (
      <div className={styles.status}>
        <Spinner />
      </div>
    );
  }
  return (
    <ChangePasswordForm
      session={session}
      passwordInMemory={held}
      settings={settings.data ?? null}
      replaceHome={() => void navigate({ to: '/home', replace: true })}
    />
  );
}
