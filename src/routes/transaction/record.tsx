import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder.tsx';

export const Route = createFileRoute('/transaction/record')({ component: TransactionRecordScreen });

function TransactionRecordScreen() {
  return <ScreenPlaceholder path="/transaction/record" />;
}
