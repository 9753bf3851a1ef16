import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/provider')({ component: ProviderScreen });

function ProviderScreen() {
  return <ScreenPlaceholder path="/provider" />;
}
