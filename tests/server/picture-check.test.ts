import { encode as encodeJpeg } from 'jpeg-js';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkImage } from '../../server/services/image-check/check-image.ts';
import { crc32, encodePng } from '../../server/services/png-encoder.ts';

// Issue 28 item 10: reward pictures are read whole, not by their header. Each case below passed
// the old header sniff (a PNG or JPEG signature and a plausible size) and must now be refused.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer, badCrc = false): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((crc32(Buffer.concat([head.subarray(4), data])) ^ (badCrc ? 1 : 0)) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** IHDR of an 8-bit image: colour type 0 (grey) or 2 (RGB). */
function ihdr(width: number, height: number, colourType = 0): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = colourType;
  return chunk('IHDR', data);
}

/** A grey PNG whose raw (filter byte + pixels) rows are given. */
const greyPng = (width: number, height: number, raw: Buffer, extra: Buffer[] = []) =>
  Buffer.concat([
    SIGNATURE,
    ihdr(width, height),
    ...extra,
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);

const png = () =>
  encodePng({ width: 5, height: 4, channels: 3, pixels: new Uint8Array(5 * 4 * 3).fill(90) });
const jpeg = (width = 24, height = 16) =>
  encodeJpeg({ width, height, data: Buffer.alloc(width * height * 4, 120) }, 85).data;
const html = Buffer.from('<html><script>alert(1)</script></html>');

describe('pictures read whole', async () => {
  it('takes real PNG and JPEG pictures and reports their pixel size', async () => {
    expect(await checkImage(png())).toEqual({
      kind: 'image',
      contentType: 'image/png',
      width: 5,
      height: 4,
    });
    expect(await checkImage(jpeg())).toEqual({
      kind: 'image',
      contentType: 'image/jpeg',
      width: 24,
      height: 16,
    });
    // Standard ancillary chunks (here a text comment) are part of ordinary photos.
    const raw = Buffer.from([0, 1, 2, 0, 3, 4]);
    expect(
      await checkImage(
        greyPng(2, 2, raw, [chunk('tEXt', Buffer.from('Comment\0from a phone', 'latin1'))]),
      ),
    ).toMatchObject({ kind: 'image' });
  });

  it('refuses a polyglot: bytes after the end of a PNG or a JPEG, or a private PNG chunk', async () => {
    expect(await checkImage(Buffer.concat([png(), html]))).toMatchObject({ kind: 'polyglot' });
    expect(
      await checkImage(Buffer.concat([jpeg(), Buffer.from('PK\x03\x04zip follows', 'latin1')])),
    ).toMatchObject({ kind: 'polyglot' });
    expect(
      await checkImage(greyPng(2, 2, Buffer.from([0, 1, 2, 0, 3, 4]), [chunk('prVt', html)])),
    ).toMatchObject({ kind: 'polyglot' });
  });

  it('refuses PNG pixel data that is short, long, badly filtered or checksummed wrong', async () => {
    expect(await checkImage(greyPng(2, 3, Buffer.from([0, 1, 2, 0, 3, 4])))).toMatchObject({
      kind: 'corrupt',
    });
    expect(await checkImage(greyPng(2, 1, Buffer.from([0, 1, 2, 0, 3, 4])))).toMatchObject({
      kind: 'corrupt',
    });
    expect(await checkImage(greyPng(2, 2, Buffer.from([0, 1, 2, 9, 3, 4])))).toMatchObject({
      kind: 'corrupt',
    });
    const bad = Buffer.concat([
      SIGNATURE,
      ihdr(2, 2),
      chunk('IDAT', deflateSync(Buffer.from([0, 1, 2, 0, 3, 4])), true),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(await checkImage(bad)).toMatchObject({
      kind: 'corrupt',
      reason: expect.stringContaining('checksum'),
    });
    expect(await checkImage(png().subarray(0, png().length - 12))).toMatchObject({
      kind: 'corrupt',
    });
  });

  it('stops a decompression bomb at the size the header promises', async () => {
    // 1,000 × 1,000 grey promises 1,001,000 bytes; 40 MB of zeros deflate to about 40 KB.
    const bomb = greyPng(1000, 1000, Buffer.alloc(40_000_000));
    expect(bomb.length).toBeLessThan(100_000);
    expect(await checkImage(bomb)).toMatchObject({
      kind: 'corrupt',
      reason: expect.stringContaining('size the header promises'),
    });
  });

  it('refuses more than 8,000 pixels a side or 24 megapixels before decoding anything', async () => {
    const headerOnly = (width: number, height: number) =>
      Buffer.concat([SIGNATURE, ihdr(width, height, 2), chunk('IEND', Buffer.alloc(0))]);
    expect(await checkImage(headerOnly(8001, 1))).toEqual({
      kind: 'oversized',
      width: 8001,
      height: 1,
    });
    expect(await checkImage(headerOnly(6000, 4001))).toEqual({
      kind: 'oversized',
      width: 6000,
      height: 4001,
    });
    // The same for a JPEG's frame header: height then width, big-endian, after the precision byte.
    const big = Buffer.from(jpeg());
    const frame = big.indexOf(Buffer.from([0xff, 0xc0]));
    big.writeUInt16BE(9000, frame + 7);
    expect(await checkImage(big)).toEqual({ kind: 'oversized', width: 9000, height: 16 });
    // At the caps' edge a header alone is not an image: it has no pixel data.
    expect(await checkImage(headerOnly(6000, 4000))).toMatchObject({ kind: 'corrupt' });
  });

  it('refuses a JPEG cut short in its pixel data, or with only headers', async () => {
    const whole = jpeg();
    expect(await checkImage(whole.subarray(0, whole.length - 40))).toMatchObject({
      kind: 'corrupt',
    });
    const headersOnly = Buffer.from([
      0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10, 0x03, 0x01, 0x22, 0x00,
      0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
    ]);
    expect(await checkImage(headersOnly)).toMatchObject({ kind: 'corrupt' });
  });

  it('calls anything else "other"', async () => {
    expect(await checkImage(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toEqual({
      kind: 'other',
    });
    expect(await checkImage(html)).toEqual({ kind: 'other' });
  });
});
