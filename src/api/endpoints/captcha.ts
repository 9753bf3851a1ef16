import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const CAPTCHA_PATH = '/wps/captcha';

/**
 * `{ image }`, a data URL; the answer stays on the server, bound to this browser by an httpOnly
 * cookie. Only image data URLs pass: the value goes straight into an <img src>.
 */
export const captchaSchema = z.object({
  image: z.string().check(z.regex(/^data:image\/(svg\+xml|png|jpeg|gif|webp)[;,]/)),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** Every call is a new challenge, so it is never cached. */
export function fetchCaptcha(client: ApiClient = api, signal?: AbortSignal): Promise<Captcha> {
  return client.get(CAPTCHA_PATH, {
    moduleId: 'CAPTCHA3',
    schema: captchaSchema,
    ...(signal ? { signal } : {}),
  });
}
