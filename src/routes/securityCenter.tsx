import { createFileRoute } from '@tanstack/react-router';
import { memberCentreScreen } from './-shared-screens.ts';
import { parseDetailSearch } from './-detail-search.ts';

/**
 * Requirements D4, D5: the security centre; `?detail=` names the open panel (mobile, e-mail, payment
 * password, sign-ins, deposit limits, session reminder, self-exclusion), so the back button closes
 * it. The member centre's routes share one screen (src/routes/-member-centre-route.tsx).
 */
export const Route = createFileRoute('/securityCenter')({
  validateSearch: parseDetailSearch,
  component: memberCentreScreen,
  codeSplitGroupings: [],
});
