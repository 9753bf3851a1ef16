import { createFileRoute } from '@tanstack/react-router';
import { useRoutePopup } from '../features/account/popups-actor.ts';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/register')({ component: RegisterScreen });

/** Opens the register popup over the page (requirements A4); closing it here goes to /m/home. */
function RegisterScreen() {
  useRoutePopup('register');
  return <ScreenPlaceholder path="/register" />;
}
