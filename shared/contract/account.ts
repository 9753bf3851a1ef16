// Input lengths of the account calls that the site, its charts and the server all hold to: one
// definition each, so the two sides cannot drift apart. Plain numbers without imports, so a screen
// that reads one pays only for the number (docs/architecture.md, "shared/"). The SMS window is in
// sms.ts.

/** An SMS code is numeric and at most 10 characters (requirements A5.4, A9). */
export const SMS_CODE_MAX_LENGTH = 10 as const;

/** The mobile number input takes at most 20 characters (requirements A5.4, A9). */
export const MOBILE_MAX_LENGTH = 20 as const;

/** The forms cap a captcha answer at 6 characters (requirements A5.3, A9). */
export const CAPTCHA_MAX_LENGTH = 6 as const;

/** The captcha rule itself reads 1 to 16 digits (requirements A5.3, A9, the rule text). */
export const CAPTCHA_RULE_MAX_LENGTH = 16 as const;

/**
 * The longest user name a login or a registration takes. Requirements A5.1 and A5.7 leave the
 * bounds to the configured rules; this is the outer bound both the site's login rule and the
 * server's inputs apply on top of them.
 */
export const USERNAME_MAX_LENGTH = 64 as const;
