import { checkJpeg } from './jpeg.ts';
import { checkPng, PNG_SIGNATURE } from './png.ts';
import type { ImageCheck } from './result.ts';

/**
 * What a picture really is, read from all its bytes (requirements B5: jpeg, jpg or png). A name or
 * a declared MIME type proves nothing. CPU-heavy: callers off the request thread use the pool in
 * image-checker.ts.
 */
export async function checkImage(data: Uint8Array): Promise<ImageCheck> {
  const bytes = Buffer.isBuffer(data)
    ? data
    : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return checkPng(bytes);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return checkJpeg(bytes);
  return { kind: 'other' };
}
