import { createFileRoute } from '@tanstack/react-router';
import { cashierScreen } from './-shared-screens.ts';
import { parseDetailSearch } from './-detail-search.ts';

/** Requirements C6.2: the betting record, where TRANSBETREPMEM3 is on. The cashier's routes share one screen (src/routes/-cashier-route.tsx). */
export const Route = createFileRoute('/gameRecord')({
  validateSearch: parseDetailSearch,
  component: cashierScreen,
  codeSplitGroupings: [],
});
