import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { currentDeviceEnv, registerMethod } from '../../../lib/device';
import { phoneAuthProvider } from '../../../lib/phone-auth';
import { createRegistrationLogic } from '../actors/registration.actors';
import type { RegistrationFlags } from '../registration-plan';
import type { RegistrationFormViewProps } from './registration-form-body';
import { inspected } from '../../../lib/inspected-actor';
import type { CaptchaImage } from './use-captcha-image';

/**
 * The registration chart of one mounted form, with what the view needs beside its snapshot: the
 * language switch that revalidates shown errors. The captcha picture is the chart's own step.
 */
export function useRegistrationActor(
  props: RegistrationFormViewProps,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { i18n } = useLingui();
  const { settings, modules, affiliate } = props;
  const flags: RegistrationFlags = {
    smsVerification: modules.has('REGMOBVERF3'),
    mobilePassword: modules.has('MOBILENUMPASSREG3'),
    invitationShown: modules.has('AFFMAN3') && !affiliate.linked,
  };

  // One chart per mounted form: its configuration is fixed for the popup's lifetime (a state's
  // initial value, made once; a memo may be recomputed). The form element is looked up only when
  // the chart moves the focus after an event, never while rendering.
  /* eslint-disable react-hooks/refs -- the compiler cannot see that the chart only keeps focusField for later */
  const [logic] = useState(() =>
    createRegistrationLogic({
      settings,
      flags,
      ageLimit: props.ageLimit,
      affiliate,
      registerMethod: props.deviceMethod ?? registerMethod(currentDeviceEnv()),
      hostname: window.location.hostname,
      focusField: (field) => fieldElement(formRef.current, field)?.focus(),
      close: props.onClose,
      ...(props.client ? { client: props.client } : {}),
    }),
  );
  /* eslint-enable react-hooks/refs */
  const actor = useActorRef(
    logic,
    inspected({
      input: {
        usernameEnabled: modules.has('USERNAMEREG3'),
        mobileEnabled: modules.has('MOBILENUMREG3'),
        invitationEnabled: flags.invitationShown && settings.fields.affiliateCode?.enabled === true,
        // The SMS code is verified through the phone-auth service when a deployment registered one
        // and this form asks for an SMS code.
        phoneAuthVerification: phoneAuthProvider() !== null && flags.smsVerification,
        affiliateCode: affiliate.code,
        countryDialingCode: props.defaultDialingCode,
        captchaEnabled: settings.fields.captcha?.enabled === true,
      },
    }),
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const captchaLoading = useSelector(actor, (snapshot) => snapshot.hasTag('captchaLoading'));
  // The SMS code button's chart runs as the form chart's child.
  const sms = useSelector(actor, (snapshot) => snapshot.children.sms);
  const smsChecking = useSelector(actor, (snapshot) => snapshot.hasTag('smsChecking'));
  const picture: CaptchaImage = pictureOf(captchaLoading, context.captchaImage);

  // Shown errors follow the language (the chart waits 200 ms for the switch to settle).
  const firstLocale = useRef(i18n.locale);
  useEffect(() => {
    if (i18n.locale !== firstLocale.current) actor.send({ type: 'language.changed' });
  }, [i18n.locale, actor]);

  return { actor, context, busy, flags, picture, sms, smsChecking };
}

/** The input of a form field: by its spec name (the mobile number's differs per tab). */
function fieldElement(form: HTMLFormElement | null, field: string): HTMLElement | null {
  if (!form) return null;
  const names = field === 'mobileNum' ? ['mobileNum1', 'mobileNum2'] : [field];
  for (const name of names) {
    const element = form.querySelector<HTMLElement>(`[name="${name}"]`);
    if (element) return element;
  }
  return null;
}

/** The captcha picture as the field draws it: a spinner while the chart loads one, else the last picture or a retry icon. */
function pictureOf(loading: boolean, image: string | null): CaptchaImage {
  if (loading) return { status: 'loading' };
  return image === null ? { status: 'failed' } : { status: 'ready', image };
}
