import { createFileRoute } from '@tanstack/react-router';
import { FeedbackScreen } from '../features/feedback/components/feedback-screen.tsx';

export const Route = createFileRoute('/feedback')({ component: FeedbackRoute });

function FeedbackRoute() {
  return <FeedbackScreen />;
}
