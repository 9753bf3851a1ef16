// The session (customer) types of the contract: the server answers one with every session, and
// the site, its charts and the server tell members, trial players and agents apart by it. One list,
// so no side can count a type as an agent's that the other counts as a member's.

/** Ordinary members (requirements A6.3, B5.4): only they may play for free. */
export const MEMBER_TYPES = [0, 1, 2] as const;

/** The trial (guest, free-play) type (requirements A6.3, B9.5): never sees member-only data. */
export const TRIAL_TYPE = 4 as const;

/**
 * The types that are not agents (requirements A6.4): the members, the trial type and the further
 * non-agent kinds 40 to 42. Any other type is an agent's. Written out rather than spread (the
 * site's first load pays for every byte); the compiler holds it to the two lists above.
 */
export const NON_AGENT_TYPES: readonly number[] = [
  0,
  1,
  2,
  TRIAL_TYPE,
  40,
  41,
  42,
] as const satisfies readonly [...typeof MEMBER_TYPES, typeof TRIAL_TYPE, 40, 41, 42];

/** Whether a session type is an agent's (requirements A6.4); no type (no session) is not. */
export function isAgentType(type: number | undefined): boolean {
  return type !== undefined && !NON_AGENT_TYPES.includes(type);
}
