import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/inHouse')({ component: InHouseScreen });

function InHouseScreen() {
  return <ScreenPlaceholder path="/inHouse" />;
}
