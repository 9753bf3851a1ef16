import { createFileRoute } from '@tanstack/react-router';
import { StartupActor } from '../app/startup-context.ts';
import { useLogout } from '../features/account/components/logout-dialog.tsx';
import { MenuScreen } from '../features/shell/components/menu-screen.tsx';
import { useSession } from '../lib/use-session';

export const Route = createFileRoute('/menu')({ component: MenuRoute });

function MenuRoute() {
  // The frame only renders screens once the start-up chart holds a status.
  const info = StartupActor.useSelector((snapshot) => snapshot.context.status?.info);
  const session = useSession();
  const logout = useLogout();
  if (!info) return null;
  return (
    <>
      <MenuScreen info={info} onSignOut={session ? logout.request : undefined} />
      {logout.dialog}
    </>
  );
}
