// Session types of spec 000 §3 and §6.

/** The trial (guest, free-play) session type: such players never see member-only data. */
export const TRIAL_TYPE = 4;

// Types 0, 1, 2 (members), 4 (trial) and 40, 41, 42 are not agents; any other is.
const NON_AGENT_TYPES: readonly number[] = [0, 1, 2, TRIAL_TYPE, 40, 41, 42];

/** Whether a session type is an agent's: the agent menu and the agent home are for them only. */
export function isAgentType(type: number | undefined): boolean {
  return type !== undefined && !NON_AGENT_TYPES.includes(type);
}
