import { asciiDigits, CASHIER_LIMITS } from '../../shared/contract/cashier.ts';
import type { PaymentPasswordRequest } from '../../shared/contract/calls/payment-password.ts';
import { confirmError, type FieldErrors } from '../account/shared.ts';

// The payment password form's rules (requirements C4.1): the login password proves the player, the
// payment password is 6 digits (Bengali digits read as digits, requirements C3.3), typed twice.

export const PAYMENT_PASSWORD_FIELDS = [
  'loginPassword',
  'paymentPassword',
  'confirmPaymentPassword',
] as const;
export type PaymentPasswordField = (typeof PAYMENT_PASSWORD_FIELDS)[number];
export type PaymentPasswordValues = Record<PaymentPasswordField, string>;

export const EMPTY_PAYMENT_PASSWORD: PaymentPasswordValues = {
  loginPassword: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
};

/** The 6 digits as the server takes them: ASCII, nothing around them. */
export function pinDigits(typed: string): string {
  return asciiDigits(typed).trim();
}

/** `required`, or `paymentPassword.format` for anything but 6 digits. */
export function pinError(typed: string): string | null {
  const pin = pinDigits(typed);
  if (pin === '') return 'required';
  return CASHIER_LIMITS.paymentPassword.test(pin) ? null : 'paymentPassword.format';
}

export function paymentPasswordErrors(values: PaymentPasswordValues): FieldErrors {
  const errors: Record<string, string> = {};
  if (values.loginPassword === '') errors['loginPassword'] = 'required';
  const pin = pinError(values.paymentPassword);
  if (pin) errors['paymentPassword'] = pin;
  const confirm = confirmError(
    pinDigits(values.paymentPassword),
    pinDigits(values.confirmPaymentPassword),
  );
  if (confirm) errors['confirmPaymentPassword'] = confirm;
  return errors;
}

export function paymentPasswordRequest(values: PaymentPasswordValues): PaymentPasswordRequest {
  return {
    loginPassword: values.loginPassword,
    paymentPassword: pinDigits(values.paymentPassword),
    confirmPaymentPassword: pinDigits(values.confirmPaymentPassword),
  };
}
