import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { StartupActor } from '../../app/startup-context.ts';
import { useLogout } from '../../features/account/components/logout-dialog.tsx';
import { ProfileScreen } from '../../features/shell/components/profile-screen.tsx';
import { SignInNotice } from '../../features/shell/components/sign-in-notice.tsx';
import { sideMenuItems } from '../../features/shell/side-menu-items.ts';
import { currentDeviceEnv, isAppShell } from '../../lib/device';
import { useSession } from '../../lib/use-session';
import { enabledModules } from '../../lib/whitelabel';

export const Route = createFileRoute('/member/home')({ component: MemberHomeScreen });

// The profile is itself the "my account" entry, and home is one tap away in the footer.
// The profile is where these lead (the VIP item shows this screen's VIP progress).
const NOT_ON_PROFILE = new Set(['home', 'memberHome', 'vip']);

function MemberHomeScreen() {
  const session = useSession();
  const whitelabel = StartupActor.useSelector(
    (snapshot) => snapshot.context.status?.info.whitelabel,
  );
  const logout = useLogout();
  const items = useMemo(() => {
    const device = currentDeviceEnv();
    return sideMenuItems({
      loggedIn: session !== null,
      memberType: session?.type,
      modules: enabledModules(whitelabel ?? []),
      installed: device.standalone || isAppShell(device.userAgent),
    }).filter((item) => !NOT_ON_PROFILE.has(item.id));
  }, [session, whitelabel]);

  if (!session) return <SignInNotice path="/member/home" />;
  return (
    <>
      <ProfileScreen token={session.token} items={items} onSignOut={logout.request} />
      {logout.dialog}
    </>
  );
}
