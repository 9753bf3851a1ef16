import { PICTURE_MAX_BYTES, PICTURE_MAX_COUNT } from '../../shared/contract/content.ts';

// Pictures of a reward application arrive in JSON as data URLs (what FileReader.readAsDataURL
// gives the site) or as bare base64. They are decoded strictly: Buffer.from would silently skip
// characters that are not base64, and a damaged upload must be reported, not stored.

// Requirements B5.2: at most 5,242,880 bytes per picture and 3 pictures, the contract's limits.
export { PICTURE_MAX_BYTES, PICTURE_MAX_COUNT };

// Pixel caps of our own (the requirements cap bytes only): a few kilobytes of compressed data can
// claim a huge image, and decoding it would take seconds and hundreds of megabytes. 8,000 px per
// side and 24 megapixels take any phone camera's or screenshot's picture (a 48 MP sensor saves
// 12 MP by default) and bound a decode to about 100 MB.
export const PICTURE_MAX_SIDE = 8_000;
export const PICTURE_MAX_PIXELS = 24_000_000;

const DATA_URL_HEAD = /^data:(?:[\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[\w.+-]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type DecodedPicture =
  { ok: true; bytes: Buffer } | { ok: false; problem: 'unreadable' | 'size' };

export function decodePicture(text: string): DecodedPicture {
  const head = DATA_URL_HEAD.exec(text);
  // MIME base64 may carry line breaks; nothing else but the alphabet and padding is allowed.
  const body = (head === null ? text : text.slice(head[0].length)).replace(/[\r\n\t ]+/g, '');
  if (body === '' || body.length % 4 !== 0 || !BASE64.test(body))
    return { ok: false, problem: 'unreadable' };
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  // Sized before decoding, so an oversized picture costs no buffer.
  if ((body.length / 4) * 3 - padding > PICTURE_MAX_BYTES) return { ok: false, problem: 'size' };
  return { ok: true, bytes: Buffer.from(body, 'base64') };
}
