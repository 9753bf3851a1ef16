import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/voucherCenter')({ component: VoucherCenterScreen });

function VoucherCenterScreen() {
  return <ScreenPlaceholder path="/voucherCenter" />;
}
