import { DepositLimitsPanel } from './deposit-limits-panel';
import { SelfExclusionPanel } from './self-exclusion-panel';
import { SessionReminderPanel } from './session-reminder-panel';
import { responsibleCalls, type ResponsibleCalls } from '../actors/responsible.actors';

/** The security centre's panels of responsible gaming (requirements D5). */
export const RESPONSIBLE_DETAILS = ['depositLimits', 'sessionReminder', 'selfExclusion'] as const;
export type ResponsibleDetail = (typeof RESPONSIBLE_DETAILS)[number];

/** `/m/securityCenter?detail=<panel>` for one of responsible gaming's panels. */
export function ResponsibleScreen({
  detail,
  calls = responsibleCalls,
}: {
  detail: ResponsibleDetail;
  calls?: ResponsibleCalls;
}) {
  switch (detail) {
    case 'depositLimits':
      return <DepositLimitsPanel calls={calls} />;
    case 'sessionReminder':
      return <SessionReminderPanel calls={calls} />;
    case 'selfExclusion':
      return <SelfExclusionPanel calls={calls} />;
  }
}
