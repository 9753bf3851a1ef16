// The pixel data of a JPEG read whole without decoding it to pixels: every Huffman code of every
// block of every scan is decoded and checked (baseline, extended and progressive Huffman JPEGs, the
// codings the site's browsers show), but no coefficient is kept, no block is transformed and no
// pixel is made. Decoding to pixels (jpeg-js) held every block of the image as a typed array and
// then the picture several times over, 300 MB and more for a 24-megapixel photo, and refused 20
// and 24 Mpx photos outright at its memory cap (server/README.md "Smaller hardening"). What stays
// is one bit per coefficient for progressive images (their refinement scans are read by which
// coefficients are already non-zero): at most 24,000,000 × 3 bits, 9 MB.

import { corrupt, polyglot, type ImageCheck } from './result.ts';

class ScanError extends Error {
  constructor(
    message: string,
    /** Data where none belongs (bytes after a scan's last block): a second file may hide there. */
    readonly hidesData = false,
  ) {
    super(message);
  }
}

const DC = 0;
const AC = 1;

/** A canonical Huffman table (JPEG standard annex C): per code length the largest code and where its symbols start. */
interface Huffman {
  maxCode: Int32Array;
  valueOffset: Int32Array;
  symbols: Uint8Array;
}

function buildHuffman(counts: Uint8Array, symbols: Uint8Array): Huffman {
  const maxCode = new Int32Array(17).fill(-1);
  const valueOffset = new Int32Array(17);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= 16; length += 1) {
    const n = counts[length - 1] as number;
    valueOffset[length] = index - code;
    code += n;
    index += n;
    if (n > 0) maxCode[length] = code - 1;
    // The code of all ones is reserved; more codes than the length holds is no table at all.
    if (n > 0 && code >= 1 << length) throw new ScanError('a Huffman table is malformed');
    code <<= 1;
  }
  return { maxCode, valueOffset, symbols };
}

/** Reads the entropy-coded data bit by bit, unstuffing FF00; running into a marker mid-block is an error. */
class BitReader {
  private value = 0;
  private count = 0;

  constructor(
    private readonly data: Buffer,
    public pos: number,
  ) {}

  bit(): number {
    if (this.count === 0) {
      if (this.pos >= this.data.length) throw new ScanError('the pixel data is cut short');
      const byte = this.data[this.pos] as number;
      if (byte === 0xff) {
        if (this.data[this.pos + 1] !== 0x00)
          throw new ScanError('the pixel data runs into a marker before its blocks are complete');
        this.pos += 2;
      } else {
        this.pos += 1;
      }
      this.value = byte;
      this.count = 8;
    }
    this.count -= 1;
    return (this.value >> this.count) & 1;
  }

  bits(n: number): number {
    let value = 0;
    for (let i = 0; i < n; i += 1) value = (value << 1) | this.bit();
    return value;
  }

  decode(table: Huffman): number {
    let code = 0;
    for (let length = 1; length <= 16; length += 1) {
      code = (code << 1) | this.bit();
      if (code <= (table.maxCode[length] as number))
        return table.symbols[(table.valueOffset[length] as number) + code] as number;
    }
    throw new ScanError('the pixel data holds a code its Huffman table does not define');
  }

  /** Drops the rest of the current byte: intervals and scans end on a byte boundary. */
  align(): void {
    this.count = 0;
  }
}

interface Component {
  id: number;
  h: number;
  v: number;
  blocksPerLine: number;
  blocksPerColumn: number;
  /** Blocks per line of the component's grid padded to whole MCUs. */
  stride: number;
  /** Progressive images: one bit per coefficient, set once it is non-zero. */
  nonZero: Uint8Array | null;
}

interface Frame {
  progressive: boolean;
  components: Component[];
  mcusPerLine: number;
  mcusPerColumn: number;
}

interface ScanComponent {
  component: Component;
  dc: Huffman | undefined;
  ac: Huffman | undefined;
  predictorReset: boolean;
}

function readFrame(segment: Buffer, progressive: boolean): Frame {
  const precision = segment[0] as number;
  const height = segment.readUInt16BE(1);
  const width = segment.readUInt16BE(3);
  const count = segment[5] as number;
  if (
    (precision !== 8 && precision !== 12) ||
    count < 1 ||
    count > 4 ||
    segment.length !== 6 + count * 3
  )
    throw new ScanError('the frame header is malformed');
  const parts: { id: number; h: number; v: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const sampling = segment[7 + i * 3] as number;
    const part = { id: segment[6 + i * 3] as number, h: sampling >> 4, v: sampling & 15 };
    if (
      part.h < 1 ||
      part.h > 4 ||
      part.v < 1 ||
      part.v > 4 ||
      parts.some((other) => other.id === part.id)
    )
      throw new ScanError('the frame header is malformed');
    parts.push(part);
  }
  const maxH = Math.max(...parts.map((part) => part.h));
  const maxV = Math.max(...parts.map((part) => part.v));
  const mcusPerLine = Math.ceil(width / (8 * maxH));
  const mcusPerColumn = Math.ceil(height / (8 * maxV));
  const components = parts.map((part): Component => {
    const stride = mcusPerLine * part.h;
    return {
      ...part,
      // The standard's component size: ceil(X × H / Hmax) samples, in blocks of 8.
      blocksPerLine: Math.ceil(Math.ceil((width * part.h) / maxH) / 8),
      blocksPerColumn: Math.ceil(Math.ceil((height * part.v) / maxV) / 8),
      stride,
      nonZero: progressive ? new Uint8Array(stride * mcusPerColumn * part.v * 8) : null,
    };
  });
  return { progressive, components, mcusPerLine, mcusPerColumn };
}

function isNonZero(component: Component, block: number, k: number): boolean {
  return (
    (((component.nonZero as Uint8Array)[block * 8 + (k >> 3)] as number) & (1 << (k & 7))) !== 0
  );
}

function setNonZero(component: Component, block: number, k: number): void {
  const bits = component.nonZero as Uint8Array;
  bits[block * 8 + (k >> 3)] = (bits[block * 8 + (k >> 3)] as number) | (1 << (k & 7));
}

interface ScanParameters {
  start: number;
  end: number;
  high: number;
  low: number;
}

/** Decodes one block's codes of a scan; the coding decides which codes a block holds (annex G for progressive). */
function blockReader(frame: Frame, scan: ScanParameters) {
  let eobRun = 0;
  const dcDifference = (reader: BitReader, part: ScanComponent) => {
    const size = reader.decode(part.dc as Huffman);
    if (size > 15) throw new ScanError('a DC difference is out of range');
    reader.bits(size);
  };
  const read = (reader: BitReader, part: ScanComponent, block: number) => {
    const { component } = part;
    if (!frame.progressive) {
      dcDifference(reader, part);
      for (let k = 1; k < 64; k += 1) {
        const rs = reader.decode(part.ac as Huffman);
        const [run, size] = [rs >> 4, rs & 15];
        if (size === 0) {
          if (run !== 15) return;
          k += 15;
          continue;
        }
        k += run;
        if (k > 63) throw new ScanError('a block holds more than 64 coefficients');
        reader.bits(size);
      }
      return;
    }
    if (scan.start === 0) {
      if (scan.high === 0) dcDifference(reader, part);
      else reader.bit();
      return;
    }
    if (scan.high === 0) {
      if (eobRun > 0) {
        eobRun -= 1;
        return;
      }
      for (let k = scan.start; k <= scan.end; k += 1) {
        const rs = reader.decode(part.ac as Huffman);
        const [run, size] = [rs >> 4, rs & 15];
        if (size === 0) {
          if (run === 15) {
            k += 15;
            continue;
          }
          eobRun = (1 << run) - 1 + (run > 0 ? reader.bits(run) : 0);
          return;
        }
        k += run;
        if (k > scan.end) throw new ScanError('a block holds coefficients beyond its scan');
        reader.bits(size);
        setNonZero(component, block, k);
      }
      return;
    }
    // Refinement of AC coefficients: one correction bit for each coefficient already non-zero.
    let k = scan.start;
    if (eobRun === 0) {
      for (; k <= scan.end; k += 1) {
        const rs = reader.decode(part.ac as Huffman);
        let run = rs >> 4;
        const size = rs & 15;
        if (size !== 0) {
          if (size !== 1)
            throw new ScanError('a refinement scan holds a coefficient of more than one bit');
          reader.bit();
        } else if (run !== 15) {
          eobRun = (1 << run) + (run > 0 ? reader.bits(run) : 0);
          break;
        }
        for (; k <= scan.end; k += 1) {
          if (isNonZero(component, block, k)) reader.bit();
          else if (run === 0) break;
          else run -= 1;
        }
        if (size !== 0) {
          if (k > scan.end) throw new ScanError('a block holds coefficients beyond its scan');
          setNonZero(component, block, k);
        }
      }
    }
    if (eobRun > 0) {
      for (; k <= scan.end; k += 1) if (isNonZero(component, block, k)) reader.bit();
      eobRun -= 1;
    }
  };
  return {
    read,
    restart: () => {
      eobRun = 0;
    },
  };
}

/**
 * After a scan's last block: only padding may stand before the next marker. Padding is one-bits
 * (some encoders, jpeg-js among them, write a whole stuffed byte of them, FF00), fill bytes FF and
 * restart markers; anything else is data where none belongs.
 */
function endOfScan(bytes: Buffer, from: number): number {
  let at = from;
  for (;;) {
    if (at + 1 >= bytes.length || bytes[at] !== 0xff)
      throw new ScanError('bytes follow the pixel data of a scan', true);
    const next = bytes[at + 1] as number;
    if (next === 0xff) at += 1;
    else if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else return at;
  }
}

function readScan(
  bytes: Buffer,
  from: number,
  frame: Frame,
  header: Buffer,
  tables: Map<number, Huffman>,
  restartInterval: number,
): number {
  const count = header[0] as number;
  if (count < 1 || count > 4 || header.length !== 4 + count * 2)
    throw new ScanError('a scan header is malformed');
  const parts: ScanComponent[] = [];
  for (let i = 0; i < count; i += 1) {
    const component = frame.components.find((entry) => entry.id === header[1 + i * 2]);
    const selectors = header[2 + i * 2] as number;
    if (component === undefined || parts.some((part) => part.component === component))
      throw new ScanError('a scan names a component the frame does not have');
    parts.push({
      component,
      dc: tables.get((DC << 4) | (selectors >> 4)),
      ac: tables.get((AC << 4) | (selectors & 15)),
      predictorReset: false,
    });
  }
  const scan: ScanParameters = {
    start: header[1 + count * 2] as number,
    end: header[2 + count * 2] as number,
    high: (header[3 + count * 2] as number) >> 4,
    low: (header[3 + count * 2] as number) & 15,
  };
  if (frame.progressive) {
    const dcScan = scan.start === 0;
    if (
      scan.start > scan.end ||
      scan.end > 63 ||
      (dcScan && scan.end !== 0) ||
      (!dcScan && count !== 1) ||
      scan.high > 13 ||
      scan.low > 13
    ) {
      throw new ScanError('a progressive scan header is malformed');
    }
  }
  const needsDc = !frame.progressive || (scan.start === 0 && scan.high === 0);
  const needsAc = !frame.progressive || scan.start > 0;
  if (
    parts.some((part) => (needsDc && part.dc === undefined) || (needsAc && part.ac === undefined))
  )
    throw new ScanError('a scan uses a Huffman table that is not defined');

  const reader = new BitReader(bytes, from);
  const blocks = blockReader(frame, scan);
  const single = parts[0] as ScanComponent;
  // A scan of one component goes block by block over that component's own size; several go by MCU.
  const units =
    count === 1
      ? single.component.blocksPerLine * single.component.blocksPerColumn
      : frame.mcusPerLine * frame.mcusPerColumn;
  for (let unit = 0; unit < units; unit += 1) {
    if (restartInterval > 0 && unit > 0 && unit % restartInterval === 0) {
      reader.align();
      let at = reader.pos;
      while (bytes[at] === 0xff && bytes[at + 1] === 0xff) at += 1;
      const marker = bytes[at + 1] as number;
      if (bytes[at] !== 0xff || marker < 0xd0 || marker > 0xd7)
        throw new ScanError('a restart marker is missing');
      reader.pos = at + 2;
      blocks.restart();
    }
    if (count === 1) {
      const { component } = single;
      const row = Math.floor(unit / component.blocksPerLine);
      blocks.read(reader, single, row * component.stride + (unit % component.blocksPerLine));
      continue;
    }
    const mcuRow = Math.floor(unit / frame.mcusPerLine);
    const mcuColumn = unit % frame.mcusPerLine;
    for (const part of parts) {
      const { component } = part;
      for (let y = 0; y < component.v; y += 1) {
        for (let x = 0; x < component.h; x += 1)
          blocks.read(
            reader,
            part,
            (mcuRow * component.v + y) * component.stride + mcuColumn * component.h + x,
          );
      }
    }
  }
  reader.align();
  return endOfScan(bytes, reader.pos);
}

function readTables(segment: Buffer, tables: Map<number, Huffman>): void {
  let at = 0;
  while (at < segment.length) {
    const kind = segment[at] as number;
    if (at + 17 > segment.length || kind >> 4 > AC || (kind & 15) > 3)
      throw new ScanError('a Huffman table is malformed');
    const counts = segment.subarray(at + 1, at + 17);
    const total = counts.reduce((sum, n) => sum + n, 0);
    if (total > 256 || at + 17 + total > segment.length)
      throw new ScanError('a Huffman table is malformed');
    tables.set(kind, buildHuffman(counts, segment.subarray(at + 17, at + 17 + total)));
    at += 17 + total;
  }
}

/**
 * Decodes every scan's entropy-coded data of a JPEG whose structure has been checked (jpeg.ts:
 * segments fit, scans run to a marker, EOI ends the file). Null when every block decodes, else the refusal.
 */
export function checkJpegScans(bytes: Buffer): ImageCheck | null {
  const tables = new Map<number, Huffman>();
  let frame: Frame | null = null;
  let restartInterval = 0;
  let at = 2;
  try {
    while (at < bytes.length) {
      const marker = bytes[at + 1] as number;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      if (marker === 0xd9) return null;
      if (marker === 0x01) {
        at += 2;
        continue;
      }
      const length = bytes.readUInt16BE(at + 2);
      const segment = bytes.subarray(at + 4, at + 2 + length);
      at += 2 + length;
      if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2)
        frame = readFrame(segment, marker === 0xc2);
      else if (
        marker >= 0xc3 &&
        marker <= 0xcf &&
        marker !== 0xc4 &&
        marker !== 0xc8 &&
        marker !== 0xcc
      ) {
        throw new ScanError('the image uses a lossless, hierarchical or arithmetic coding');
      } else if (marker === 0xc4) readTables(segment, tables);
      else if (marker === 0xdd) {
        if (segment.length !== 2) throw new ScanError('the restart interval segment is malformed');
        restartInterval = segment.readUInt16BE(0);
      } else if (marker === 0xda) {
        if (frame === null) throw new ScanError('a scan comes before the frame header');
        at = readScan(bytes, at, frame, segment, tables, restartInterval);
      }
    }
  } catch (error) {
    if (error instanceof ScanError)
      return error.hidesData ? polyglot(error.message) : corrupt(error.message);
    throw error;
  }
  return corrupt('the image has no end marker');
}
