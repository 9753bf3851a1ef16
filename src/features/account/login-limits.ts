/**
 * Input lengths of the login-type forms (requirements A5, A9): the contract's own
 * (shared/contract/account.ts), which the server holds to as well. Kept apart from the rule sets in
 * login-rules.ts so a form can cap its inputs on arrival while the rules load on first use.
 */
export {
  CAPTCHA_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
} from '../../../shared/contract/account.ts';
