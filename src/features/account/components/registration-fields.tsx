import type { InputHTMLAttributes, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RegisterMethod } from '../../../../machines/account/registration-form.ts';
import { Field } from '../../../ui/field';
import { PasswordField } from '../../../ui/password-field';
import { CAPTCHA_MAX_LENGTH, MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../login-rules';
import { FIELD_LABELS } from '../registration-messages';
import type { PlannedField } from '../registration-plan';
import { DialingCodeSelect } from './dialing-code-select';

export interface RegistrationFieldsProps {
  plan: readonly PlannedField[];
  method: RegisterMethod;
  values: Readonly<Record<string, string>>;
  /** Display text per field (already translated). */
  errors: Readonly<Record<string, string | undefined>>;
  busy: boolean;
  idOf: (field: string) => string;
  onChange: (field: string, value: string) => void;
  dialingCodes: readonly string[];
  /** Under the mobile number: the configured length (requirements A5 hint). */
  mobileHint: string;
  /** The send-code button beside the SMS code. */
  smsButton: ReactNode;
  /** The captcha field, when the captcha is part of the form. */
  captcha: ReactNode;
}

const PASSWORDS = new Set(['password', 'confimpsw', 'paymentPassword']);

const ATTRIBUTES: Record<string, InputHTMLAttributes<HTMLInputElement>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none' },
  password: { autoComplete: 'new-password' },
  confimpsw: { autoComplete: 'new-password' },
  paymentPassword: { autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', autoCapitalize: 'none' },
  mobileNum: {
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
    maxLength: MOBILE_MAX_LENGTH,
  },
  verificationCode: {
    autoComplete: 'one-time-code',
    inputMode: 'numeric',
    maxLength: SMS_CODE_MAX_LENGTH,
  },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  zalo: { type: 'tel', inputMode: 'tel' },
  birthday: {
    type: 'date',
    autoComplete: 'bday',
    min: '1900-01-01',
    max: `${new Date().getFullYear()}-12-31`,
  },
  captcha: { inputMode: 'numeric', maxLength: CAPTCHA_MAX_LENGTH },
};

/** The fields of one registration tab, in form order, by per-field configuration (requirements A2). */
export function RegistrationFields(props: RegistrationFieldsProps) {
  const { i18n } = useLingui();
  const { plan, method, values, errors, busy, idOf, onChange } = props;
  return (
    <>
      {plan.map(({ name, required }) => {
        if (name === 'captcha') return <div key={name}>{props.captcha}</div>;
        const descriptor = FIELD_LABELS[name];
        const label = descriptor ? i18n._(descriptor) : name;
        const common = {
          id: idOf(name),
          // Requirements A3 form names: the mobile number is mobileNum1 on the user-name tab, mobileNum2 on the mobile tab.
          name: name === 'mobileNum' ? (method === 'username' ? 'mobileNum1' : 'mobileNum2') : name,
          label,
          value: values[name] ?? '',
          error: errors[name],
          readOnly: busy,
          'aria-required': required,
          onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
          ...ATTRIBUTES[name],
        };
        if (PASSWORDS.has(name)) return <PasswordField key={name} {...common} />;
        if (name === 'mobileNum') {
          return (
            <Field
              key={name}
              {...common}
              // The hint repeats the rule; an error under the field says it already.
              hint={common.error ? undefined : props.mobileHint}
              leading={
                <DialingCodeSelect
                  value={values.countryDialingCode ?? ''}
                  options={props.dialingCodes}
                  disabled={busy}
                  onChange={(code) => onChange('countryDialingCode', code)}
                />
              }
            />
          );
        }
        if (name === 'verificationCode')
          return <Field key={name} {...common} trailing={props.smsButton} />;
        return <Field key={name} {...common} />;
      })}
    </>
  );
}
