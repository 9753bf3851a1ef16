import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import {
  registrationMachine,
  type RegistrationRequest,
  type ValidationRequest,
} from '../../../../machines/registration.machine.ts';
import type { SessionInfo } from '../../../../machines/account/shared.ts';
import { api, type ApiClient } from '../../../api/client.ts';
import { checkAffiliateCode } from '../../../api/endpoints/affiliate-check.ts';
import { fetchCaptcha } from '../../../api/endpoints/captcha.ts';
import type { RegisterSettings } from '../../../api/endpoints/register-settings.ts';
import { register } from '../../../api/endpoints/register.ts';
import { isUsernameAvailable } from '../../../api/endpoints/username-check.ts';
import { i18n } from '../../../i18n/i18n.ts';
import type { RegisterMethod } from '../../../lib/device.ts';
import {
  phoneAuthProvider,
  verifyPhoneCode,
  type PhoneAuthProvider,
  type PhoneAuthRequest,
} from '../../../lib/phone-auth.ts';
import { setTrialName } from '../../../lib/storage.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { registrationPayload, type AffiliateLink } from '../registration-payload.ts';
import {
  checkRegistration,
  registrationPlan,
  type RegistrationFlags,
} from '../registration-plan.ts';
import { storeSession } from '../store-session.ts';
import { createSmsCountdownLogic } from './sms-countdown.actors.ts';

export interface RegistrationDeps {
  settings: RegisterSettings;
  flags: RegistrationFlags;
  /** The configured sign-up age (18 or 21, requirements A1). */
  ageLimit: number;
  affiliate: AffiliateLink;
  /** How the site runs (requirements A3: APP, H5, PWA or WEBCLIP), from lib/device. */
  registerMethod: RegisterMethod;
  hostname: string;
  focusField: (field: string) => void;
  close: () => void;
  client?: ApiClient;
  today?: () => Date;
  /** The registered phone-auth provider (src/lib/phone-auth.ts), read when a code is verified. */
  phoneAuth?: () => PhoneAuthProvider | null;
}

/** The registration chart with its real effects: the captcha picture, the field rules, the user-name and invitation checks, the register call. */
export function createRegistrationLogic(deps: RegistrationDeps) {
  const client = deps.client ?? api;
  const today = deps.today ?? (() => new Date());
  return registrationMachine.provide({
    actors: {
      validateRegistration: fromPromise(async ({ input }: { input: ValidationRequest }) => {
        const plan = registrationPlan(deps.settings, deps.flags, input.method);
        return checkRegistration({
          settings: deps.settings,
          plan,
          values: input.values,
          ageLimit: deps.ageLimit,
          today: today(),
          only: input.fields,
        });
      }),
      fetchCaptcha: fromPromise(async ({ signal }) => (await fetchCaptcha(client, signal)).image),
      checkUsername: fromPromise(
        ({ input, signal }: { input: { username: string }; signal: AbortSignal }) =>
          isUsernameAvailable(input.username, client, signal),
      ),
      // The chart asks only when the form was opened with a provider registered (its input).
      verifySmsCode: fromPromise(({ input }: { input: PhoneAuthRequest }) =>
        verifyPhoneCode((deps.phoneAuth ?? phoneAuthProvider)(), {
          mobileNum: input.mobileNum.trim(),
          countryDialingCode: input.countryDialingCode,
          verificationCode: input.verificationCode.trim(),
        }),
      ),
      checkInvitationCode: fromPromise(({ input }: { input: { code: string } }) =>
        checkAffiliateCode({ code: input.code, domain: deps.affiliate.domain }, client),
      ),
      submitRegistration: fromPromise(
        ({ input }: { input: RegistrationRequest }): Promise<SessionInfo> => {
          const payload = registrationPayload({
            method: input.method,
            plan: registrationPlan(deps.settings, deps.flags, input.method),
            values: input.values,
            registerMethod: deps.registerMethod,
            hostname: deps.hostname,
            affiliate: deps.affiliate,
            firebaseIdToken: input.firebaseIdToken,
          });
          return register(input.method, payload, client);
        },
      ),
      smsCountdown: createSmsCountdownLogic({ client }),
    },
    actions: {
      focusField: (_, { field }) => deps.focusField(field),
      storeSession: (_, { session }) => {
        storeSession(session);
        // The new member replaces a trial session, as a login does.
        setTrialName('');
      },
      closePopup: () => deps.close(),
      showRegisteredMessage: () => {
        toast.show({ style: 'success', message: i18n._(msg`Registered successfully`) });
      },
    },
  });
}
