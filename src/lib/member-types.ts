// Session types of requirements A3 and A6.

import { TRIAL_TYPE } from '../../machines/account/member-types.ts';

/** The trial (guest, free-play) session type: one definition, shared with the charts. */
export { TRIAL_TYPE };

// Types 0, 1, 2 (members), 4 (trial) and 40, 41, 42 are not agents; any other is.
const NON_AGENT_TYPES: readonly number[] = [0, 1, 2, TRIAL_TYPE, 40, 41, 42];

/** Whether a session type is an agent's: the agent menu and the agent home are for them only. */
export function isAgentType(type: number | undefined): boolean {
  return type !== undefined && !NON_AGENT_TYPES.includes(type);
}
