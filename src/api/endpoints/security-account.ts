import { api, type ApiClient } from '../client';
import './reward-error-codes';
import { noValue } from '../../../shared/contract/calls/no-value.ts';
import {
  PAYMENT_PASSWORD_CHANGE_PATH,
  type PaymentPasswordChangeRequest,
} from '../../../shared/contract/calls/payment-password-change.ts';
import {
  EMAIL_CODE_PATH,
  EMAIL_VERIFY_PATH,
  type EmailCodeRequest,
  type EmailVerifyRequest,
} from '../../../shared/contract/calls/security-email.ts';
import {
  MOBILE_VERIFY_PATH,
  type MobileVerifyRequest,
} from '../../../shared/contract/calls/security-mobile.ts';
import {
  maskedContactSchema,
  securityOverviewSchema,
  SECURITY_OVERVIEW_PATH,
  type MaskedContact,
  type SECURITY_MODULE,
  type SecurityOverview,
} from '../../../shared/contract/calls/security-overview.ts';
import { smsCodeSchema, type SmsCodeAnswer } from '../../../shared/contract/calls/sms-code.ts';

// The security centre's calls (requirements D4; docs/api.md "Rewards and security"). The mobile
// number's code goes through the SMS code call (sms-code.ts, purpose `bindMobile`).

const MODULE = 'SECPRIV' satisfies typeof SECURITY_MODULE;

export function fetchSecurityOverview(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<SecurityOverview> {
  return client.get(SECURITY_OVERVIEW_PATH, {
    moduleId: MODULE,
    schema: securityOverviewSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Requirements D4.1: an empty number verifies the member's current one. */
export function verifyMobile(
  request: MobileVerifyRequest,
  client: ApiClient = api,
): Promise<MaskedContact> {
  return client.post(MOBILE_VERIFY_PATH, {
    moduleId: MODULE,
    schema: maskedContactSchema,
    body: request,
  });
}

export function sendEmailCode(
  request: EmailCodeRequest,
  client: ApiClient = api,
): Promise<SmsCodeAnswer> {
  return client.post(EMAIL_CODE_PATH, { moduleId: MODULE, schema: smsCodeSchema, body: request });
}

export function verifyEmail(
  request: EmailVerifyRequest,
  client: ApiClient = api,
): Promise<MaskedContact> {
  return client.post(EMAIL_VERIFY_PATH, {
    moduleId: MODULE,
    schema: maskedContactSchema,
    body: request,
  });
}

/** Requirements D4.3: sealed like the setting (docs/api.md "Encrypted calls"). */
export function changePaymentPassword(
  request: PaymentPasswordChangeRequest,
  client: ApiClient = api,
): Promise<undefined> {
  return client.post(PAYMENT_PASSWORD_CHANGE_PATH, {
    moduleId: MODULE,
    schema: noValue,
    body: request,
    encrypted: true,
  });
}
