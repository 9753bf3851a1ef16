import { crc32, createInflate } from 'node:zlib';
import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE } from '../picture-data.ts';
import { corrupt, polyglot, type ImageCheck } from './result.ts';

// A PNG is read whole: every chunk's length and checksum, the header's fields, the order of the
// critical chunks, and the compressed pixel data inflated to exactly the size the header promises
// with a valid filter byte on every row. Nothing may follow IEND, and only chunks the PNG standard
// defines are taken: bytes after the end or a private chunk are where a polyglot hides a second file.

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The standard's ancillary chunks (colour, text, time, metadata). Animation chunks are not taken. */
const ANCILLARY = new Set([
  'bKGD',
  'cHRM',
  'cICP',
  'cLLI',
  'mDCV',
  'dSIG',
  'eXIf',
  'gAMA',
  'hIST',
  'iCCP',
  'iTXt',
  'pHYs',
  'sBIT',
  'sPLT',
  'sRGB',
  'sTER',
  'tEXt',
  'tIME',
  'tRNS',
  'zTXt',
]);

/** Bit depths allowed per colour type, and samples per pixel. */
const COLOUR_TYPES: Record<number, { depths: number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};

// Adam7 passes: start column, start row, column step, row step.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Inflated bytes handed over at a time: the most the check holds of the pixel data. */
const INFLATE_CHUNK = 64 * 1024;

interface Header {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
  colourType: number;
}

/** Row lengths (filter byte included) of the pixel data, in order, for every pass. */
function rowLengths({
  width,
  height,
  bitsPerPixel,
  interlaced,
}: Header): { rows: number; bytesPerRow: number }[] {
  const pass = (columns: number, rows: number) => ({
    rows: columns === 0 ? 0 : rows,
    bytesPerRow: 1 + Math.ceil((columns * bitsPerPixel) / 8),
  });
  if (!interlaced) return [pass(width, height)];
  return ADAM7.map(([x0, y0, dx, dy]) =>
    pass(Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy)),
  );
}

function readHeader(data: Buffer): Header | ImageCheck {
  if (data.length !== 13) return corrupt('the IHDR chunk is not 13 bytes');
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const [depth, colourType, compression, filter, interlace] = [8, 9, 10, 11, 12].map(
    (at) => data[at] as number,
  ) as [number, number, number, number, number];
  const colour = COLOUR_TYPES[colourType];
  if (width === 0 || height === 0) return corrupt('the image has no pixels');
  if (
    !colour ||
    !colour.depths.includes(depth) ||
    compression !== 0 ||
    filter !== 0 ||
    interlace > 1
  )
    return corrupt('the header names an impossible format');
  if (width > PICTURE_MAX_SIDE || height > PICTURE_MAX_SIDE || width * height > PICTURE_MAX_PIXELS)
    return { kind: 'oversized', width, height };
  return {
    width,
    height,
    bitsPerPixel: depth * colour.samples,
    interlaced: interlace === 1,
    colourType,
  };
}

/**
 * Inflates the pixel data as a stream and checks every row's filter byte as it comes, holding one
 * chunk at a time: a 187 KB PNG whose header promises 24 megapixels of 16-bit RGBA inflates to
 * 192 MB, and inflating it whole (then copying it into one buffer) took the process from 586 to
 * 967 MB (server/README.md "Smaller hardening"). The data must end exactly at the promised size;
 * more is refused at the first byte too many, so a decompression bomb stops there.
 */
function checkPixels(header: Header, idat: readonly Buffer[]): Promise<string | null> {
  const passes = rowLengths(header).filter((pass) => pass.rows > 0);
  const expected = passes.reduce((sum, pass) => sum + pass.rows * pass.bytesPerRow, 0);
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: INFLATE_CHUNK });
    let settled = false;
    const finish = (problem: string | null) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(problem);
    };
    let seen = 0;
    let pass = 0;
    let row = 0;
    let inRow = 0;
    inflate.on('data', (chunk: Buffer) => {
      if (settled) return;
      if (seen + chunk.length > expected)
        return finish('the pixel data does not match the size the header promises');
      seen += chunk.length;
      let at = 0;
      while (at < chunk.length) {
        const current = passes[pass] as { rows: number; bytesPerRow: number };
        if (inRow === 0 && (chunk[at] as number) > 4)
          return finish('a row of pixels has an unknown filter');
        const take = Math.min(current.bytesPerRow - inRow, chunk.length - at);
        at += take;
        inRow += take;
        if (inRow === current.bytesPerRow) {
          inRow = 0;
          row += 1;
          if (row === current.rows) [pass, row] = [pass + 1, 0];
        }
      }
    });
    inflate.on('end', () =>
      finish(
        seen === expected ? null : 'the pixel data does not match the size the header promises',
      ),
    );
    inflate.on('error', () =>
      finish('the pixel data does not inflate to the size the header promises'),
    );
    for (const part of idat) inflate.write(part);
    inflate.end();
  });
}

export async function checkPng(bytes: Buffer): Promise<ImageCheck> {
  let at = PNG_SIGNATURE.length;
  let header: Header | null = null;
  let palette = false;
  let idatDone = false;
  const idat: Buffer[] = [];
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return corrupt('a chunk is cut short');
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (length > 0x7fffffff || at + 12 + length > bytes.length)
      return corrupt(`the ${type} chunk is cut short`);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length))
      return corrupt(`the ${type} chunk's checksum is wrong`);
    at += 12 + length;
    if (header === null) {
      if (type !== 'IHDR') return corrupt('the first chunk is not IHDR');
      const read = readHeader(data);
      if ('kind' in read) return read;
      header = read;
      continue;
    }
    if (type === 'IEND') {
      if (length !== 0) return corrupt('IEND carries data');
      if (at !== bytes.length)
        return polyglot(`${bytes.length - at} bytes follow the end of the image`);
      if (idat.length === 0) return corrupt('the image has no pixel data');
      if (header.colourType === 3 && !palette) return corrupt('a palette image has no palette');
      const problem = await checkPixels(header, idat);
      return problem === null
        ? { kind: 'image', contentType: 'image/png', width: header.width, height: header.height }
        : corrupt(problem);
    }
    if (type === 'IDAT') {
      if (idatDone) return corrupt('the pixel data is split by other chunks');
      idat.push(data);
      continue;
    }
    if (idat.length > 0) idatDone = true;
    if (type === 'PLTE') {
      if (palette || idat.length > 0 || length === 0 || length % 3 !== 0)
        return corrupt('the palette is misplaced or malformed');
      palette = true;
      continue;
    }
    if (type === 'IHDR') return corrupt('a second IHDR chunk');
    if (!ANCILLARY.has(type))
      return polyglot(`an unknown chunk "${type.replace(/[^\x20-\x7e]/g, '?')}"`);
  }
  return corrupt('the image has no IEND chunk');
}
