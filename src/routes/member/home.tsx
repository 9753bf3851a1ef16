import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/member/home')({ component: MemberHomeScreen });

function MemberHomeScreen() {
  return <ScreenPlaceholder path="/member/home" />;
}
