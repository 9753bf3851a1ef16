import {
  constants,
  createCipheriv,
  createPublicKey,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

/** Encrypts a payload the way the site's client does for encrypted calls (contract: "Encrypted calls"). */
export function encryptLikeClient(
  publicKeyBase64: string,
  payload: unknown,
): { body: { value: string }; encryption: string } {
  return encryptTextLikeClient(publicKeyBase64, JSON.stringify(payload));
}

/** The same for a payload's JSON text as it is, such as one too deep to pass through JSON.stringify. */
export function encryptTextLikeClient(
  publicKeyBase64: string,
  text: string,
): { body: { value: string }; encryption: string } {
  const key = randomBytes(32);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const value = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
  const sealed = publicEncrypt(
    {
      key: createPublicKey({
        key: Buffer.from(publicKeyBase64, 'base64'),
        format: 'der',
        type: 'spki',
      }),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.concat([key, iv]),
  );
  return { body: { value }, encryption: sealed.toString('base64') };
}
