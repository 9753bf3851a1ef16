import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';

/** A throwaway RSA pair and the server side of docs/api.md's "Encrypted calls". */
export function rsaPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spkiBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return { spkiBase64, privateKey };
}

export function serverDecrypt(
  privateKey: KeyObject,
  encryptionHeader: string,
  value: string,
): unknown {
  const keyAndIv = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(encryptionHeader, 'base64'),
  );
  if (keyAndIv.length !== 48)
    throw new Error(`expected 48 bytes of key and iv, got ${keyAndIv.length}`);
  const decipher = createDecipheriv('aes-256-cbc', keyAndIv.subarray(0, 32), keyAndIv.subarray(32));
  const plain = Buffer.concat([decipher.update(Buffer.from(value, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}
