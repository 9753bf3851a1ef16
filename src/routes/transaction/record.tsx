import { createFileRoute } from '@tanstack/react-router';
import { cashierScreen } from '../-shared-screens.ts';
import { parseDetailSearch } from '../-detail-search.ts';

/** Requirements C5: the transaction record, where TRANSREC3 is on. The cashier's routes share one screen (src/routes/-cashier-route.tsx). */
export const Route = createFileRoute('/transaction/record')({
  validateSearch: parseDetailSearch,
  component: cashierScreen,
  codeSplitGroupings: [],
});
