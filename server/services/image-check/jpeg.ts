import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE } from '../picture-data.ts';
import { checkJpegScans } from './jpeg-scan.ts';
import { corrupt, polyglot, type ImageCheck } from './result.ts';

// A JPEG is read whole in two passes. First its structure: every marker segment fits, only the
// standard's segments appear, the entropy-coded data of every scan runs to the next marker, and
// the file ends with EOI — bytes after EOI are where a polyglot (a ZIP, an HTML page) hides. Then
// its pixel data: every block of every scan is decoded, strictly, without making pixels
// (jpeg-scan.ts), so the check's memory does not grow with the picture's pixel count.

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Segments with a length: frames, tables (DHT C4, DAC CC, DQT DB, DNL DC, DRI DD), APPn, COM. */
const isSegment = (marker: number) =>
  SOF.has(marker) ||
  [0xc4, 0xcc, 0xdb, 0xdc, 0xdd, 0xfe].includes(marker) ||
  (marker >= 0xe0 && marker <= 0xef);
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

interface Structure {
  width: number;
  height: number;
}

/** After a scan header: the offset of the marker that ends the entropy-coded data, or -1. */
function endOfScan(bytes: Buffer, from: number): number {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1] as number;
    // FF00 is a stuffed data byte, FFD0–FFD7 restart markers inside the scan, FFFF fill.
    if (next === 0x00 || isRestart(next) || next === 0xff) continue;
    return at;
  }
  return -1;
}

function readStructure(bytes: Buffer): Structure | ImageCheck {
  let at = 2;
  let frame: Structure | null = null;
  let scans = 0;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff || at + 1 >= bytes.length)
      return corrupt('a marker is missing where one must be');
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0xd9) {
      if (frame === null || scans === 0) return corrupt('the image ends before its pixel data');
      const after = bytes.length - (at + 2);
      return after === 0 ? frame : polyglot(`${after} bytes follow the end of the image`);
    }
    if (marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker !== 0xda && !isSegment(marker))
      return polyglot(`an unknown marker FF${marker.toString(16).toUpperCase()}`);
    if (at + 4 > bytes.length) return corrupt('a segment is cut short');
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return corrupt('a segment is cut short');
    if (SOF.has(marker)) {
      if (frame !== null || length < 8) return corrupt('the frame header is repeated or malformed');
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      if (width === 0 || height === 0) return corrupt('the image has no pixels');
      if (
        width > PICTURE_MAX_SIDE ||
        height > PICTURE_MAX_SIDE ||
        width * height > PICTURE_MAX_PIXELS
      )
        return { kind: 'oversized', width, height };
      frame = { width, height };
    }
    at += 2 + length;
    if (marker === 0xda) {
      if (frame === null) return corrupt('a scan comes before the frame header');
      scans += 1;
      at = endOfScan(bytes, at);
      if (at < 0) return corrupt('the pixel data is cut short');
    }
  }
  return corrupt('the image has no end marker');
}

export function checkJpeg(bytes: Buffer): ImageCheck {
  const structure = readStructure(bytes);
  if ('kind' in structure) return structure;
  const problem = checkJpegScans(bytes);
  if (problem !== null) return problem;
  return {
    kind: 'image',
    contentType: 'image/jpeg',
    width: structure.width,
    height: structure.height,
  };
}
