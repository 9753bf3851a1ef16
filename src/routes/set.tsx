import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/set')({ component: SetScreen });

function SetScreen() {
  return <ScreenPlaceholder path="/set" />;
}
