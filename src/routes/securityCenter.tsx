import { createFileRoute } from '@tanstack/react-router';
import { OperatorNotice } from '../features/shell/components/operator-notice.tsx';

export const Route = createFileRoute('/securityCenter')({ component: SecurityCenterScreen });

function SecurityCenterScreen() {
  return <OperatorNotice path="/securityCenter" />;
}
