import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/login')({ component: LoginScreen });

function LoginScreen() {
  return <ScreenPlaceholder path="/login" />;
}
