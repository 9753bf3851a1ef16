import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const RSA_KEY_MODULE = 'COMM3' satisfies ModuleId;

// Used by the client itself for encrypted calls, so it takes the client as an argument instead
// of importing the default instance (which would be a circular import).

export const RSA_KEY_PATH = '/wps/session/key/rsa';

export const rsaKeySchema = z.object({
  /** SPKI, base64; PEM armour and line breaks are stripped so either form works. */
  publicKey: z.pipe(
    z.string().check(z.minLength(1)),
    z.transform((key) => key.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')),
  ),
});
export type RsaKey = z.infer<typeof rsaKeySchema>;
