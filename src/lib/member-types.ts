// Session types of requirements A3 and A6: the contract's one list (shared/contract/member-types.ts),
// read by the site's views from here.
export { isAgentType, TRIAL_TYPE } from '../../shared/contract/member-types.ts';
