import { lazy, Suspense, useMemo, useState } from 'react';
import PendingContractAlert from '../features/agent-contracts/components/pending-contract-alert.tsx';
import { TRIAL_TYPE } from '../lib/member-types';
import { useSession } from '../lib/use-session';
import { enabledModules } from '../lib/whitelabel';
import { StartupActor } from './startup-context.ts';

// What the frame mounts over every screen for a signed-in member, in one chunk of its own (the
// frame loads it with the deferred messages once a member is known and the page has settled), so
// no first load carries it and home's carries one lazy import for all of them and none of their
// conditions: a pending agent contract's alert, the session renewal (requirements A7.4), and the
// session reminder (requirements D5.2) for a real member (not trial) with the security centre on;
// its Log out opens the site's logout confirmation.

const SessionReminderHost = lazy(
  () => import('../features/security/responsible/components/session-reminder-host.tsx'),
);
// Requirements A7.4: a member's session is renewed while they play and ends when they are idle.
const SessionRenewalHost = lazy(
  () => import('../features/account/session-renewal/session-renewal-host.tsx'),
);
const LogoutConfirm = lazy(() =>
  import('../features/account/components/logout-dialog.tsx').then((module) => ({
    default: module.LogoutDialog,
  })),
);

export default function MemberOverlays() {
  const session = useSession();
  const whitelabel = StartupActor.useSelector(
    (snapshot) => snapshot.context.status?.info.whitelabel,
  );
  const security = useMemo(() => enabledModules(whitelabel ?? []).has('SECPRIV'), [whitelabel]);
  const [logoutAsked, setLogoutAsked] = useState(0);
  if (session === null) return null;
  const remind = session.type !== TRIAL_TYPE && security;
  return (
    <>
      <PendingContractAlert />
      <Suspense fallback={null}>
        <SessionRenewalHost />
      </Suspense>
      {remind && (
        <Suspense fallback={null}>
          <SessionReminderHost
            key={session.token}
            onLogOut={() => setLogoutAsked((count) => count + 1)}
          />
        </Suspense>
      )}
      {logoutAsked > 0 && (
        <Suspense fallback={null}>
          <LogoutConfirm key={logoutAsked} />
        </Suspense>
      )}
    </>
  );
}
