import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/webEmail')({ component: WebEmailScreen });

function WebEmailScreen() {
  return <ScreenPlaceholder path="/webEmail" />;
}
