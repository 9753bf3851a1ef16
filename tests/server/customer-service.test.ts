import CryptoJS from 'crypto-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptCsPath, randomCsKey } from '../../server/services/customer-service.ts';
import { decryptCsText, encryptCsText } from '../../shared/cs-cipher.ts';
import { call, createTestApp, overrideSite } from './helpers/test-app.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

/** Exactly what the site does with a customer-service path (requirements A3). */
function decryptLikeSite(path: string): string {
  const key = path.slice(-8);
  const ciphertext = path.slice(0, -8);
  return CryptoJS.DES.decrypt(ciphertext, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString(CryptoJS.enc.Utf8);
}

describe('customer-service cipher (shared/cs-cipher.ts, crypto-js on both sides)', () => {
  it('round-trips text in any script and refuses keys that are not 8 ASCII characters', () => {
    const key = 'k3Y!abcD';
    const text = 'https://t.me/support?start=ünïcode-ক';
    expect(decryptCsText(encryptCsText(text, key), key)).toBe(text);
    expect(() => encryptCsText('x', 'short')).toThrow();
    expect(() => encryptCsText('x', 'ক1234567')).toThrow();
  });
});

describe('customer-service path', () => {
  it('is base64 ciphertext followed by an 8-character key', () => {
    const key = randomCsKey();
    expect(key).toMatch(/^[A-Za-z0-9]{8}$/);
    const path = encryptCsPath('https://livechat.example.com/c', key);
    expect(path.endsWith(key)).toBe(true);
    expect(decryptLikeSite(path)).toBe('https://livechat.example.com/c');
  });

  it('every url of any length survives, including block-aligned ones', () => {
    for (const url of [
      'https://a.bc',
      'https://t.me/abcdefghij',
      `https://x.example.com/${'p'.repeat(37)}`,
    ]) {
      expect(decryptLikeSite(encryptCsPath(url))).toBe(url);
    }
  });
});

describe('status customer service entries', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('decrypt with crypto-js to the configured urls', async () => {
    const app = createTestApp(database.db);
    await overrideSite(app, {
      customerService: [
        {
          csType: 'LIVECHAT',
          csPosition: 'LIVECHAT-1',
          url: 'https://chat.example.org/room/42?lang=bn',
        },
        { csType: 'TELEGRAM', csPosition: 'TELEGRAM-1', url: 'https://t.me/demo_support' },
      ],
    });
    const answer = await call(app, '/wps/system/status');
    const entries = (
      answer.body.value as {
        info: { customerService: { csType: string; csPosition: string; path: string }[] };
      }
    ).info.customerService;
    expect(
      entries.map((entry) => [entry.csType, entry.csPosition, decryptLikeSite(entry.path)]),
    ).toEqual([
      ['LIVECHAT', 'LIVECHAT-1', 'https://chat.example.org/room/42?lang=bn'],
      ['TELEGRAM', 'TELEGRAM-1', 'https://t.me/demo_support'],
    ]);
    // The plain url never appears in the answer.
    expect(JSON.stringify(answer.body)).not.toContain('demo_support');
  });
});
