import { api, type ApiClient } from '../client';
import {
  CAPTCHA_PATH,
  captchaSchema,
  type Captcha,
  type CAPTCHA_MODULE,
} from '../../../shared/contract/calls/captcha.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { captchaSchema } from '../../../shared/contract/calls/captcha.ts';

/** Every call is a new challenge, so it is never cached. */
export function fetchCaptcha(client: ApiClient = api, signal?: AbortSignal): Promise<Captcha> {
  return client.get(CAPTCHA_PATH, {
    moduleId: 'CAPTCHA3' satisfies typeof CAPTCHA_MODULE,
    schema: captchaSchema,
    ...(signal ? { signal } : {}),
  });
}
