import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/elott')({ component: ElottScreen });

function ElottScreen() {
  return <ScreenPlaceholder path="/elott" />;
}
