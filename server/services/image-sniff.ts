// What a picture really is, read from its bytes (requirements B5: jpeg, jpg or png). A name or a
// declared MIME type proves nothing, so the reward application checks the content with this.

export type SniffedImage =
  | { kind: 'image'; contentType: 'image/png' | 'image/jpeg'; width: number; height: number }
  /** Neither PNG nor JPEG (GIF, WebP, a PDF, text renamed to .png, …). */
  | { kind: 'other' }
  /** Starts like a PNG or JPEG but its header cannot be read (truncated or damaged). */
  | { kind: 'corrupt' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 65536 + u16(bytes, at + 2);

/** PNG: the signature, then the IHDR chunk (length 13) with a non-zero width and height. */
function readPng(bytes: Uint8Array): SniffedImage {
  if (bytes.length < 33 || u32(bytes, 8) !== 13 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return { kind: 'corrupt' };
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  return width > 0 && height > 0 ? { kind: 'image', contentType: 'image/png', width, height } : { kind: 'corrupt' };
}

/** JPEG: SOI, then marker segments up to a start-of-frame segment with a non-zero size. */
function readJpeg(bytes: Uint8Array): SniffedImage {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return { kind: 'corrupt' };
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a length
      continue;
    }
    // End of image or start of scan before any frame header: there is no size to read.
    if (marker === 0xd9 || marker === 0xda) return { kind: 'corrupt' };
    const length = u16(bytes, at + 2);
    if (length < 2) return { kind: 'corrupt' };
    if (SOF_MARKERS.has(marker)) {
      if (at + 9 > bytes.length) return { kind: 'corrupt' };
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      return width > 0 && height > 0 ? { kind: 'image', contentType: 'image/jpeg', width, height } : { kind: 'corrupt' };
    }
    at += 2 + length;
  }
  return { kind: 'corrupt' };
}

export function sniffImage(bytes: Uint8Array): SniffedImage {
  if (startsWith(bytes, PNG_SIGNATURE)) return readPng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return readJpeg(bytes);
  return { kind: 'other' };
}
