import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { StartupActor } from '../../../app/startup-context';
import { enabledModules } from '../../../lib/whitelabel';
import { Spinner } from '../../../ui/spinner';
import { openPopup } from '../popups-actor';
import { LoginForm } from './login-form.view';
import { useDialingCode } from './use-dialing-code';
import styles from './agent-login-screen.module.css';

/**
 * /m/agent, the agent login page (requirements A2, A6): the login chart logging in to the agent site,
 * so a non-agent is refused ("Non-agents cannot log in"). No register link and no social sign-in
 * here; a successful login moves on to the agent home.
 */
export function AgentLoginScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const info = StartupActor.useSelector((snapshot) => snapshot.context.status?.info);
  const modules = useMemo(() => enabledModules(info?.whitelabel ?? []), [info]);
  const dialingCode = useDialingCode();

  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>{t`Agent login`}</h2>
      {dialingCode === null ? (
        <Spinner className={styles.spinner} />
      ) : (
        <LoginForm
          site="agent"
          mobileLoginEnabled={modules.has('MOBILEVERCODELOGIN3')}
          countryDialingCode={dialingCode}
          forgotEnabled={modules.has('CHNGPASSVERIF3') || modules.has('COMM3')}
          ageLimit={info?.register.ageLimit ?? 18}
          onClose={() => void router.navigate({ to: '/agent/home', replace: true })}
          onOpenForgot={() => openPopup('forgot')}
        />
      )}
    </div>
  );
}
