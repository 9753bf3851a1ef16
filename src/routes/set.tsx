import { createFileRoute } from '@tanstack/react-router';
import { useLogout } from '../features/account/components/logout-dialog.tsx';
import { SettingsScreen } from '../features/shell/components/settings-screen.tsx';
import { SignInNotice } from '../features/shell/components/sign-in-notice.tsx';
import { config } from '../config';
import { TRIAL_TYPE } from '../lib/member-types';
import { useSession } from '../lib/use-session';

export const Route = createFileRoute('/set')({ component: SetScreen });

function SetScreen() {
  const session = useSession();
  const logout = useLogout();
  if (!session) return <SignInNotice path="/set" />;
  return (
    <>
      <SettingsScreen
        token={session.token}
        trial={session.type === TRIAL_TYPE}
        defaultMerchant={config.defaultMerchant}
        onSignOut={logout.request}
      />
      {logout.dialog}
    </>
  );
}
