import { createFileRoute } from '@tanstack/react-router';
import { OperatorNotice } from '../features/shell/components/operator-notice.tsx';

export const Route = createFileRoute('/gameRecord')({ component: GameRecordScreen });

function GameRecordScreen() {
  return <OperatorNotice path="/gameRecord" />;
}
