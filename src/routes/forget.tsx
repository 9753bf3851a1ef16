import { createFileRoute } from '@tanstack/react-router';
import { useRoutePopup } from '../features/account/popups-actor.ts';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/forget')({ component: ForgetScreen });

/** Opens the forgot popup over the page (requirements A4); closing it here goes to /m/home. */
function ForgetScreen() {
  useRoutePopup('forgot');
  return <ScreenPlaceholder path="/forget" />;
}
