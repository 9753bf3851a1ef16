import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const CAPTCHA_MODULE = 'CAPTCHA3' satisfies ModuleId;

export const CAPTCHA_PATH = '/wps/captcha';

/**
 * `{ image }`, a data URL; the answer stays on the server, bound to this browser by an httpOnly
 * cookie. Only image data URLs pass: the value goes straight into an <img src>.
 */
export const captchaSchema = z.object({
  image: z.string().check(z.regex(/^data:image\/(svg\+xml|png|jpeg|gif|webp)[;,]/)),
});
export type Captcha = z.infer<typeof captchaSchema>;
