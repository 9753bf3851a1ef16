import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/member/manualRebate')({ component: ManualRebateScreen });

function ManualRebateScreen() {
  return <ScreenPlaceholder path="/member/manualRebate" />;
}
