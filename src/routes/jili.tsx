import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/jili')({ component: JiliScreen });

function JiliScreen() {
  return <ScreenPlaceholder path="/jili" />;
}
