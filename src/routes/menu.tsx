import { createFileRoute } from '@tanstack/react-router';
import { StartupActor } from '../app/startup-context.ts';
import { MenuScreen } from '../features/shell/components/menu-screen.tsx';

export const Route = createFileRoute('/menu')({ component: MenuRoute });

function MenuRoute() {
  // The frame only renders screens once the start-up chart holds a status.
  const info = StartupActor.useSelector((snapshot) => snapshot.context.status?.info);
  return info ? <MenuScreen info={info} /> : null;
}
