import { createFileRoute } from '@tanstack/react-router';
import { operatorNoticeScreen } from '../-shared-screens.ts';

export const Route = createFileRoute('/transaction/record')({
  component: operatorNoticeScreen,
  codeSplitGroupings: [],
});
