// Member types of requirements B6. 0, 1 and 2 are ordinary members (they may use free play), 4 is the guest
// or trial type, 40-42 further non-agent types; every other type is an agent.
export const TRIAL_TYPE = 4;
export const MEMBER_TYPE = 0;
/** The type of the seeded demo agent; any type outside NON_AGENT_TYPES would do. */
export const AGENT_TYPE = 3;

const NON_AGENT_TYPES: ReadonlySet<number> = new Set([0, 1, 2, TRIAL_TYPE, 40, 41, 42]);

export function isAgentType(type: number): boolean {
  return !NON_AGENT_TYPES.has(type);
}

export type LoginSite = 'member' | 'agent';

/** A non-member cannot log in to the member site and a non-agent cannot log in to the agent site. */
export function loginRefusal(
  type: number,
  site: LoginSite,
): 'non.member.login' | 'non.agent.login' | undefined {
  if (site === 'member' && isAgentType(type)) return 'non.member.login';
  if (site === 'agent' && !isAgentType(type)) return 'non.agent.login';
  return undefined;
}
