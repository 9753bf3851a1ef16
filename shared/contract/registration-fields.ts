// The registration fields of the contract and which of them a registration takes. The server's
// configuration has a rule for each field, the status call hands those rules to the site, the site
// shows and checks the fields the plan names, and the server checks the same plan again: one list
// and one plan, so whatever passes on the site passes on the server (requirements A5.1).

/** The identity number and the messenger accounts: a run that the form keeps together too. */
export const ID_AND_MESSENGER_FIELDS = [
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
] as const;

/**
 * Every field of requirements A5.1 in its order there, then the captcha: each has a rule
 * (enabled, required, pattern, length) in the site configuration.
 */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  ...ID_AND_MESSENGER_FIELDS,
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'birthday',
  'affiliateCode',
  'captcha',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The two ways to register (requirements A2.9): by user name, or by mobile number. */
export type RegisterMethod = 'username' | 'mobileNum';

/** A field's configured switch: shown at all, and whether it must be filled. */
export interface FieldSwitch {
  readonly enabled: boolean;
  readonly required: boolean;
}

export interface RegistrationFlags {
  /** REGMOBVERF3: the mobile number is verified with an SMS code, on both tabs. */
  readonly smsVerification: boolean;
  /** MOBILENUMPASSREG3: a mobile registration takes a password too. */
  readonly mobilePassword: boolean;
}

/**
 * The fields a registration takes, each with whether it is required, in the order of
 * REGISTRATION_FIELDS (requirements A2.9, A5.1). A user-name registration always takes a user name
 * and a password; a mobile one the number, and a password only with MOBILENUMPASSREG3 (without it
 * the player logs in by SMS), and a user name only as configured and never required (the account is
 * named after the number); REGMOBVERF3 adds the number and its SMS code to both. The captcha is
 * left out: it is checked against its challenge, not as a field. Every other field follows its
 * switch; a field that is not enabled is never required.
 */
export function planRegistrationFields(
  switchOf: (field: RegistrationField) => FieldSwitch | undefined,
  method: RegisterMethod,
  flags: RegistrationFlags,
): ReadonlyMap<RegistrationField, boolean> {
  const takesPassword = method === 'username' || flags.mobilePassword;
  const plan = new Map<RegistrationField, boolean>();
  for (const field of REGISTRATION_FIELDS) {
    const configured = switchOf(field);
    const enabled = configured?.enabled === true;
    const required = enabled && configured.required;
    switch (field) {
      case 'captcha':
        break;
      case 'verificationCode':
        if (flags.smsVerification) plan.set(field, true);
        break;
      case 'username':
        if (method === 'username') plan.set(field, true);
        else if (enabled) plan.set(field, false);
        break;
      case 'password':
        if (takesPassword) plan.set(field, true);
        break;
      case 'mobileNum':
        if (method === 'mobileNum' || flags.smsVerification) plan.set(field, true);
        else if (enabled) plan.set(field, required);
        break;
      // The rest follow their switch alone; named so that a new field is a choice, not a default.
      case 'paymentPassword':
      case 'idNumber':
      case 'qqNum':
      case 'facebook':
      case 'wechat':
      case 'line':
      case 'whatsapp':
      case 'zalo':
      case 'email':
      case 'nickname':
      case 'payeeName':
      case 'recommenderId':
      case 'birthday':
      case 'affiliateCode':
        if (enabled) plan.set(field, required);
        break;
    }
  }
  return plan;
}
