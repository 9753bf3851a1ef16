import { createFileRoute } from '@tanstack/react-router';
import { cashierScreen } from './-shared-screens.ts';

/** Requirements C3: the deposit, for members only (requirements C1.1). The cashier's routes share one screen (src/routes/-cashier-route.tsx). */
export const Route = createFileRoute('/voucherCenter')({
  component: cashierScreen,
  codeSplitGroupings: [],
});
