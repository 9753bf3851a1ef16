import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StartupActor } from '../app/startup-context.ts';
import { BannerGroup } from '../features/home/components/home-banners.tsx';
import { homeLanguage } from '../features/home/home-language.ts';
import { useLogout } from '../features/account/components/logout-dialog.tsx';
import { MenuScreen } from '../features/shell/components/menu-screen.tsx';
import { useSession } from '../lib/use-session';

export const Route = createFileRoute('/menu')({ component: MenuRoute });

function MenuRoute() {
  const { t } = useLingui();
  // The frame only renders screens once the start-up chart holds a status.
  const info = StartupActor.useSelector((snapshot) => snapshot.context.status?.info);
  const session = useSession();
  const logout = useLogout();
  if (!info) return null;
  return (
    <>
      <MenuScreen
        info={info}
        onSignOut={session ? logout.request : undefined}
        // The menu page's banner group is m_home.
        banners={
          <BannerGroup group="m_home" language={homeLanguage()} label={t`Banners`} reserveSpace />
        }
      />
      {logout.dialog}
    </>
  );
}
