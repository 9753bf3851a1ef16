import { describe, expect, it } from 'vitest';
import { imageUrl, pickImageCdn } from '../../src/lib/image-cdn';

describe('image CDN', () => {
  it('picks one of the configured CDNs at random', () => {
    const cdns = ['https://a.example.com/', 'https://b.example.com', ''];
    expect(pickImageCdn(cdns, () => 0)).toBe('https://a.example.com');
    expect(pickImageCdn(cdns, () => 0.5)).toBe('https://b.example.com');
    expect(pickImageCdn(cdns, () => 0.99)).toBe('');
    // Math.random never returns 1, but a bad source must still land on a real entry.
    expect(pickImageCdn(cdns, () => 1)).toBe('');
  });

  it('falls back to this origin when none is configured', () => {
    expect(pickImageCdn([])).toBe('');
  });

  it('joins paths to the CDN and leaves absolute and data URLs alone', () => {
    expect(imageUrl('https://a.example.com', '/games/art/PG-1.png')).toBe(
      'https://a.example.com/games/art/PG-1.png',
    );
    expect(imageUrl('', 'games/art/PG-1.png')).toBe('/games/art/PG-1.png');
    expect(imageUrl('https://a.example.com', 'https://other.example.com/x.png')).toBe(
      'https://other.example.com/x.png',
    );
    expect(imageUrl('https://a.example.com', 'data:image/png;base64,AA')).toBe(
      'data:image/png;base64,AA',
    );
  });
});
