import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_ICONS } from '../../build/app-icons';
import { encodePng } from '../../server/services/png-encoder';
import { appIconPng } from '../../scripts/app-icon';

/** Splits a PNG into its chunks: [type, data]. */
function chunks(png: Buffer): [string, Buffer][] {
  const out: [string, Buffer][] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    out.push([png.toString('ascii', at + 4, at + 8), png.subarray(at + 8, at + 8 + length)]);
    at += length + 12;
  }
  return out;
}

describe('PNG encoder and install icons', () => {
  it('writes a valid RGBA PNG whose pixels read back', () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128]);
    const png = encodePng({ width: 2, height: 1, channels: 4, pixels });
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const parts = chunks(png);
    expect(parts.map(([type]) => type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = parts[0]?.[1];
    expect([header?.readUInt32BE(0), header?.readUInt32BE(4), header?.[8], header?.[9]]).toEqual([
      2, 1, 8, 6,
    ]);
    expect([...inflateSync(parts[1]?.[1] ?? Buffer.alloc(0))]).toEqual([0, ...pixels]);
  });

  it('draws the icon: dark corners around the gold coin', () => {
    const size = 64;
    const raw = inflateSync(chunks(appIconPng(size, 0.8))[1]?.[1] ?? Buffer.alloc(0));
    const pixel = (x: number, y: number) => [
      ...raw.subarray(y * (size * 4 + 1) + 1 + x * 4, y * (size * 4 + 1) + 1 + x * 4 + 3),
    ];
    expect(pixel(1, 1)).toEqual([0x0b, 0x0f, 0x1a]);
    const [r, g, b] = pixel(50, 32);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(130);
    expect(b).toBeLessThan(100);
  });

  it('has committed the icons the emblem draws (run `npm run icons` after changing it)', () => {
    for (const icon of APP_ICONS) {
      const committed = readFileSync(resolve(import.meta.dirname, '../../public', icon.file));
      expect(committed.equals(appIconPng(icon.size, icon.share)), icon.file).toBe(true);
    }
  });
});
