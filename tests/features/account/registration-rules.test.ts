import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkValue,
  resolveRule,
  ruleMessage,
} from '../../../src/features/account/field-rules';
import {
  affiliateLinkOf,
  registrationPayload,
} from '../../../src/features/account/registration-payload';
import {
  checkRegistration,
  registrationPlan,
  type RegistrationFlags,
} from '../../../src/features/account/registration-plan';
import { demoSettings, withFields } from './helpers/account-server';

const flags: RegistrationFlags = {
  smsVerification: false,
  mobilePassword: true,
  invitationShown: true,
};
const names = (plan: { name: string }[]) => plan.map((field) => field.name);
const today = new Date(Date.UTC(2026, 5, 15));

describe('server field rules', () => {
  const username = resolveRule(demoSettings, 'username');

  it('an optional empty value passes, a required one does not', () => {
    expect(checkValue('', username, false)).toBeNull();
    expect(checkValue('', username, true)).toBe('required');
  });

  it('checks the length bounds and the pattern', () => {
    expect(checkValue('abc12', username, true)).toBe('rule.invalid');
    expect(checkValue('a'.repeat(17), username, true)).toBe('rule.invalid');
    expect(checkValue('alice_01', username, true)).toBe('rule.invalid');
    expect(checkValue('alice01', username, true)).toBeNull();
  });

  it('substitutes min and max into the pattern message', () => {
    expect(ruleMessage(username!)).toBe('Username must be 6-16 letters or digits');
    expect(ruleMessage(resolveRule(demoSettings, 'mobileNum')!)).toBe(
      'Please enter your 11 digit mobile number',
    );
  });

  it('a pattern the browser cannot compile checks only the length', () => {
    const broken = {
      ...demoSettings,
      patterns: { ...demoSettings.patterns, username: { regex: '([', message: 'x' } },
    };
    expect(checkValue('alice_01', resolveRule(broken, 'username'), true)).toBeNull();
  });

  it('counts whole years to the birthday', () => {
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(ageOn('2023-02-30', today)).toBeNull();
    expect(ageOn('2030-01-01', today)).toBeNull();
  });
});

describe('registration plan', () => {
  it('the user-name tab asks for name, password and confirmation; enabled fields join in form order', () => {
    expect(names(registrationPlan(demoSettings, flags, 'username'))).toEqual([
      'username',
      'password',
      'confimpsw',
      'mobileNum',
      'affiliateCode',
    ]);
  });

  it('the mobile tab needs the number, a password only with MOBILENUMPASSREG3', () => {
    const plan = registrationPlan(demoSettings, flags, 'mobileNum');
    expect(names(plan)).toEqual(['password', 'confimpsw', 'mobileNum', 'affiliateCode']);
    expect(plan.find((field) => field.name === 'mobileNum')?.required).toBe(true);
    expect(
      names(registrationPlan(demoSettings, { ...flags, mobilePassword: false }, 'mobileNum')),
    ).toEqual(['mobileNum', 'affiliateCode']);
  });

  it('REGMOBVERF3 adds the number and its SMS code to both tabs', () => {
    const settings = withFields({ mobileNum: { enabled: false, required: false } });
    expect(names(registrationPlan(settings, flags, 'username'))).not.toContain('mobileNum');
    const plan = registrationPlan(settings, { ...flags, smsVerification: true }, 'username');
    expect(plan.filter((field) => ['mobileNum', 'verificationCode'].includes(field.name))).toEqual([
      { name: 'mobileNum', required: true },
      { name: 'verificationCode', required: true },
    ]);
  });

  it('shows every configured field, the captcha always required, the invitation only without an affiliate link', () => {
    const all = withFields(
      Object.fromEntries(Object.keys(demoSettings.fields).map((name) => [name, { enabled: true }])),
    );
    const plan = registrationPlan(all, { ...flags, smsVerification: true }, 'username');
    expect(names(plan)).toEqual([
      'username',
      'password',
      'confimpsw',
      'paymentPassword',
      'recommenderId',
      'nickname',
      'payeeName',
      'email',
      'mobileNum',
      'idNumber',
      'qqNum',
      'facebook',
      'wechat',
      'line',
      'whatsapp',
      'zalo',
      'birthday',
      'captcha',
      'verificationCode',
      'affiliateCode',
    ]);
    expect(plan.find((field) => field.name === 'captcha')?.required).toBe(true);
    expect(
      names(registrationPlan(all, { ...flags, invitationShown: false }, 'username')),
    ).not.toContain('affiliateCode');
  });
});

describe('registration check', () => {
  const plan = registrationPlan(withFields({ birthday: { enabled: true } }), flags, 'username');
  const check = (values: Record<string, string>, only: string[] | null = null) =>
    checkRegistration({
      settings: withFields({ birthday: { enabled: true } }),
      plan,
      values,
      ageLimit: 21,
      today,
      only,
    });

  it('reports every field by code; an optional empty field passes', () => {
    expect(check({})).toEqual({
      username: 'required',
      password: 'required',
      confimpsw: 'required',
      mobileNum: 'required',
    });
    expect(
      check({
        username: 'bad name',
        password: 'pw',
        confimpsw: 'px',
        mobileNum: '0171',
        affiliateCode: 'x',
      }),
    ).toEqual({
      username: 'rule.invalid',
      password: 'rule.invalid',
      confimpsw: 'password.confirm.mismatch',
      mobileNum: 'rule.invalid',
      affiliateCode: 'rule.invalid',
    });
  });

  it('trims the fields the server trims, and checks the configured age', () => {
    const good = {
      username: ' alice01 ',
      password: 'secret1',
      confimpsw: 'secret1',
      mobileNum: '01712345678 ',
    };
    expect(check(good)).toEqual({});
    expect(check({ ...good, birthday: '2006-01-01' })).toEqual({ birthday: 'birthday.age' });
    expect(check({ ...good, birthday: '2000-02-31' })).toEqual({ birthday: 'birthday.invalid' });
    expect(check({ ...good, birthday: '2000-2-3' })).toEqual({ birthday: 'rule.invalid' });
  });

  it('revalidates only the fields asked for', () => {
    expect(check({}, ['password'])).toEqual({ password: 'required' });
  });
});

describe('registration payload', () => {
  it('sends every key of requirements A3, unshown fields empty, the address code when no invitation field', () => {
    const plan = registrationPlan(demoSettings, { ...flags, invitationShown: false }, 'username');
    const payload = registrationPayload({
      method: 'username',
      plan,
      values: {
        username: ' alice01 ',
        password: 'secret1',
        confimpsw: 'secret1',
        mobileNum: '01712345678',
        countryDialingCode: '880',
        nickname: 'ignored',
      },
      registerMethod: 'PWA',
      hostname: 'm.example.com',
      affiliate: affiliateLinkOf(
        '?affiliateCode=DEMO2024&domain=agent.example.com',
        'm.example.com',
      ),
      firebaseIdToken: null,
    });
    expect(payload).toEqual({
      countryDialingCode: '880',
      registerUrl: 'm.example.com',
      registerMethod: 'PWA',
      username: 'alice01',
      password: 'secret1',
      confirmPassword: 'secret1',
      affiliateCode: 'DEMO2024',
      paymentPassword: '',
      recommenderId: '',
      nickname: '',
      payeeName: '',
      email: '',
      mobileNum: '01712345678',
      idNumber: '',
      qqNum: '',
      facebook: '',
      wechat: '',
      line: '',
      whatsapp: '',
      zalo: '',
      birthday: '',
      captcha: '',
      type: 0,
      domain: 'agent.example.com',
      verificationCode: '',
    });
  });

  it('reads the affiliate state from the address', () => {
    expect(affiliateLinkOf('', 'm.example.com')).toEqual({
      linked: false,
      code: '',
      domain: 'm.example.com',
    });
    expect(affiliateLinkOf('?affiliateCode=%20A1B2%20', 'h')).toEqual({
      linked: true,
      code: 'A1B2',
      domain: 'h',
    });
  });
});
