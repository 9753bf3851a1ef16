import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/changePsw')({ component: ChangePswScreen });

function ChangePswScreen() {
  return <ScreenPlaceholder path="/changePsw" />;
}
