import { createFileRoute } from '@tanstack/react-router';
import { memberCentreScreen } from './-shared-screens.ts';

export const Route = createFileRoute('/promoCode')({
  component: memberCentreScreen,
  codeSplitGroupings: [],
});
