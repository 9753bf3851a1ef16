import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/menu')({ component: MenuScreen });

function MenuScreen() {
  return <ScreenPlaceholder path="/menu" />;
}
