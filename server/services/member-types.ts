// Member types of requirements A6: the contract's one list (shared/contract/member-types.ts), which
// the site and its charts read too. What only the server needs is added here.
import { isAgentType, MEMBER_TYPES, TRIAL_TYPE } from '../../shared/contract/member-types.ts';

export { isAgentType, TRIAL_TYPE };

/** The type a new registration gets: an ordinary member. */
export const MEMBER_TYPE = MEMBER_TYPES[0];
/** The type of the seeded demo agent; any type outside the contract's non-agent types would do. */
export const AGENT_TYPE = 3;

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
