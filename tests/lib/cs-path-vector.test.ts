import { describe, expect, it } from 'vitest';
import { decryptCsPath } from '../../src/lib/cs-path';

// Fixed vectors, made once with the full crypto-js bundle. This file deliberately imports no
// crypto-js itself, so it proves cs-path's own per-algorithm imports are enough.
describe('decryptCsPath with fixed vectors', () => {
  it('decrypts a platform-encoded link', () => {
    expect(decryptCsPath('YFpU7KVM9lWMa6uvpJLIk11usch5itlAxgLRR7JzEiE=Ab3dE6gH')).toBe(
      'https://t.me/banglabet_support',
    );
  });
  it('refuses a javascript: link', () => {
    expect(decryptCsPath('Jyoijg1ZFmnWppBng58L77sjmwTqJdekAb3dE6gH')).toBeNull();
  });
});
