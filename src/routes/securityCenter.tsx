import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/securityCenter')({ component: SecurityCenterScreen });

function SecurityCenterScreen() {
  return <ScreenPlaceholder path="/securityCenter" />;
}
