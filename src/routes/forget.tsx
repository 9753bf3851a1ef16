import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/forget')({ component: ForgetScreen });

function ForgetScreen() {
  return <ScreenPlaceholder path="/forget" />;
}
