import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, utf8ToBase64 } from '../../src/lib/base64';

describe('base64', () => {
  it('encodes UTF-8 text the way node does', () => {
    for (const text of ['', 'Mozilla/5.0', 'বাংলা 中文 ✓']) {
      expect(utf8ToBase64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
    }
  });
  it('round-trips bytes', () => {
    const bytes = new Uint8Array([0, 1, 127, 128, 255]);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
  });
});
