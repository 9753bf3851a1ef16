/**
 * Input lengths of the login-type forms (requirements A5, A9). Kept apart from the rule sets in
 * login-rules.ts so a form can cap its inputs on arrival while the rules load on first use.
 */
export const CAPTCHA_MAX_LENGTH = 6;
export const SMS_CODE_MAX_LENGTH = 10;
export const MOBILE_MAX_LENGTH = 20;
