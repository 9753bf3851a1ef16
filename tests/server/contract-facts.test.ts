import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_MAX_LENGTH,
  CAPTCHA_RULE_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '../../shared/contract/account.ts';
import {
  PICTURE_MAX_BYTES,
  PICTURE_MAX_COUNT,
  REMARK_MAX_LENGTH,
} from '../../shared/contract/content.ts';
import {
  isAgentType,
  MEMBER_TYPES,
  NON_AGENT_TYPES,
  TRIAL_TYPE,
} from '../../shared/contract/member-types.ts';
import {
  planRegistrationFields,
  REGISTRATION_FIELDS,
  type FieldSwitch,
  type RegistrationField,
} from '../../shared/contract/registration-fields.ts';
import { SMS_RESEND_MS } from '../../shared/contract/sms.ts';

// The contract's facts against docs/requirements.md: the numbers below are copied from the
// requirements, not from the code, so a change to a fact has to change the requirements too.

describe('the contract’s limits and timings', () => {
  it('account: SMS window 60 s, code 10, mobile 20, captcha 6 in the forms and 1–16 in the rule (A4.8, A5.3, A5.4, A9)', () => {
    expect(SMS_RESEND_MS).toBe(60 * 1000);
    expect(SMS_CODE_MAX_LENGTH).toBe(10);
    expect(MOBILE_MAX_LENGTH).toBe(20);
    expect(CAPTCHA_MAX_LENGTH).toBe(6);
    expect(CAPTCHA_RULE_MAX_LENGTH).toBe(16);
    // Not a number of the requirements (A5.1 leaves bounds to the rules): the house's outer bound.
    expect(USERNAME_MAX_LENGTH).toBe(64);
  });

  it('reward application: remark 140, pictures 5,242,880 bytes each and 3 at most (B5.2, B9.5)', () => {
    expect(REMARK_MAX_LENGTH).toBe(140);
    expect(PICTURE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(PICTURE_MAX_COUNT).toBe(3);
  });
});

describe('the contract’s member types', () => {
  it('members 0, 1, 2; trial 4; 40–42 further non-agents; any other type an agent (A6.3, A6.4, B5.4, B9.5)', () => {
    expect([...MEMBER_TYPES]).toEqual([0, 1, 2]);
    expect(TRIAL_TYPE).toBe(4);
    expect([...NON_AGENT_TYPES].sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 40, 41, 42]);
    for (const type of [0, 1, 2, 4, 40, 41, 42])
      expect(isAgentType(type), String(type)).toBe(false);
    for (const type of [3, 5, 39, 43, 99]) expect(isAgentType(type), String(type)).toBe(true);
    expect(isAgentType(undefined)).toBe(false);
  });
});

describe('the contract’s registration fields', () => {
  it('are the fields of requirements A5.1, and the captcha', () => {
    // Read from the requirements themselves: "Fields: username, password, … affiliateCode."
    const requirements = readFileSync('docs/requirements.md', 'utf8');
    const listed = /\*\*A5\.1 [^*]*\*\*[^]*?Fields: ([^.]+)\./.exec(requirements)?.[1];
    expect(listed, 'requirements A5.1 lists the fields').toBeDefined();
    const fields = (listed ?? '').split(',').map((field) => field.trim());
    expect(fields).toHaveLength(18);
    expect([...REGISTRATION_FIELDS].sort()).toEqual([...fields, 'captcha'].sort());
  });

  const switches =
    (configured: Partial<Record<RegistrationField, FieldSwitch>>) => (field: RegistrationField) =>
      configured[field];
  const noFlags = { smsVerification: false, mobilePassword: false };
  const asObject = (plan: ReadonlyMap<RegistrationField, boolean>) => Object.fromEntries(plan);

  it('a user-name registration always takes a user name and a password, whatever is configured', () => {
    const plan = planRegistrationFields(switches({}), 'username', noFlags);
    expect(asObject(plan)).toEqual({ username: true, password: true });
  });

  it('a mobile registration takes the number; a password only with MOBILENUMPASSREG3; a user name never required', () => {
    const configured = switches({
      username: { enabled: true, required: true },
      password: { enabled: true, required: true },
    });
    expect(asObject(planRegistrationFields(configured, 'mobileNum', noFlags))).toEqual({
      username: false,
      mobileNum: true,
    });
    expect(
      asObject(
        planRegistrationFields(configured, 'mobileNum', { ...noFlags, mobilePassword: true }),
      ),
    ).toEqual({ username: false, password: true, mobileNum: true });
  });

  it('SMS verification (REGMOBVERF3) adds the number and its code to both ways', () => {
    const sms = { smsVerification: true, mobilePassword: false };
    expect(asObject(planRegistrationFields(switches({}), 'username', sms))).toEqual({
      username: true,
      password: true,
      mobileNum: true,
      verificationCode: true,
    });
    expect(asObject(planRegistrationFields(switches({}), 'mobileNum', sms))).toEqual({
      mobileNum: true,
      verificationCode: true,
    });
  });

  it('other fields follow their switch; a disabled field is never required; the captcha is never a field (A5.1)', () => {
    const plan = planRegistrationFields(
      switches({
        email: { enabled: true, required: true },
        nickname: { enabled: true, required: false },
        birthday: { enabled: false, required: true },
        mobileNum: { enabled: true, required: false },
        captcha: { enabled: true, required: true },
      }),
      'username',
      noFlags,
    );
    expect(asObject(plan)).toEqual({
      username: true,
      password: true,
      mobileNum: false,
      email: true,
      nickname: false,
    });
  });
});
