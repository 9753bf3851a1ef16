import { describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/api/crypto';
import { rsaPair, serverDecrypt } from './helpers/rsa';

const pair = rsaPair();

describe('encryptPayload', () => {
  it('round-trips through the server side (RSA-OAEP-SHA256 key ‖ iv, AES-256-CBC body)', async () => {
    const payload = { username: 'player১', password: 'p@ss', captcha: '1234', type: 'username' };
    const { body, encryptionHeader } = await encryptPayload(payload, pair.spkiBase64);
    expect(Object.keys(body)).toEqual(['value']);
    expect(body.value).not.toContain('player');
    expect(serverDecrypt(pair.privateKey, encryptionHeader, body.value)).toEqual(payload);
  });

  it('uses a fresh key and iv for every call', async () => {
    const a = await encryptPayload({ same: true }, pair.spkiBase64);
    const b = await encryptPayload({ same: true }, pair.spkiBase64);
    expect(a.body.value).not.toBe(b.body.value);
    expect(a.encryptionHeader).not.toBe(b.encryptionHeader);
  });

  it('rejects a key that is not SPKI', async () => {
    await expect(encryptPayload({}, btoa('not a key'))).rejects.toThrow();
  });
});
