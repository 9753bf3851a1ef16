import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';

// A scripted reader of the PNG captcha, the kind of attacker server/README.md ("Captcha: what it can
// and cannot stop") measures the captcha against: it learns from answers the development outbox
// (GET /dev/captcha) would give, cuts each picture into one slot per digit without any knowledge of
// the drawing, and names each slot after its nearest neighbour among the training slots. It reads only
// the PNG the site gets, never the answer or the drawing's internals.
//
//   node --import tsx scripts/captcha-reader.ts [--train N] [--test M] [--generator path/to/captcha-image.ts]
//
// --generator reads pictures of another copy of captcha-image.ts (e.g. the one of an earlier commit,
// written to a temporary folder with `git show`), so old and new drawings are measured the same way.

/** What the reader needs of a generator: the module shape of server/services/captcha-image.ts. */
export interface CaptchaGenerator {
  captchaImage: (answer: string) => string;
  newCaptchaAnswer: () => string;
}

/** A picture as darkness per pixel (0 white … 1 black), rows top to bottom. */
export interface Greyscale {
  width: number;
  height: number;
  dark: Float32Array;
}

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG data URL (what the captcha route answers) to darkness. */
export function decodeCaptcha(dataUrl: string): Greyscale {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, interlace] = [body[8], body[9], body[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0)
        throw new Error('the reader takes only 8-bit RGB(A) PNGs');
      channels = colour === 2 ? 3 : 4;
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)] as number;
    const row = y * stride;
    if (filter === 0) {
      pixels.set(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)), row);
      continue;
    }
    for (let i = 0; i < stride; i += 1) {
      const value = raw[y * (stride + 1) + 1 + i] as number;
      const a = i >= channels ? (pixels[row + i - channels] as number) : 0;
      const b = y > 0 ? (pixels[row - stride + i] as number) : 0;
      const c = i >= channels && y > 0 ? (pixels[row - stride + i - channels] as number) : 0;
      const predicted =
        filter === 0
          ? 0
          : filter === 1
            ? a
            : filter === 2
              ? b
              : filter === 3
                ? (a + b) >> 1
                : paeth(a, b, c);
      pixels[row + i] = (value + predicted) & 0xff;
    }
  }
  const dark = new Float32Array(width * height);
  for (let p = 0; p < width * height; p += 1) {
    const at = p * channels;
    dark[p] =
      1 -
      (0.299 * (pixels[at] as number) +
        0.587 * (pixels[at + 1] as number) +
        0.114 * (pixels[at + 2] as number)) /
        255;
  }
  return { width, height, dark };
}

/** Otsu's threshold of the darkness histogram: the level that best splits ink from background. */
function otsu(dark: Float32Array): number {
  const bins = new Float64Array(64);
  for (const value of dark) {
    const bin = Math.min(63, Math.floor(value * 64));
    bins[bin] = (bins[bin] as number) + 1;
  }
  let total = 0;
  let sum = 0;
  for (let i = 0; i < 64; i += 1) {
    total += bins[i] as number;
    sum += i * (bins[i] as number);
  }
  let best = 0;
  let threshold = 32;
  let weight = 0;
  let weighted = 0;
  for (let i = 0; i < 63; i += 1) {
    weight += bins[i] as number;
    weighted += i * (bins[i] as number);
    if (weight === 0 || weight === total) continue;
    const meanLow = weighted / weight;
    const meanHigh = (sum - weighted) / (total - weight);
    const between = weight * (total - weight) * (meanLow - meanHigh) ** 2;
    if (between > best) {
      best = between;
      threshold = i + 1;
    }
  }
  return threshold / 64;
}

/**
 * The horizontal span of the digits by column projection: columns with clearly more ink pixels
 * than the emptiest columns (where only crossing lines and speckles are), from the first to the
 * last such column. The whole width when no column qualifies.
 */
function inkSpan(ink: Uint8Array, width: number, height: number, margin: number): [number, number] {
  const counts = Array.from({ length: width }, (_, x) => {
    let count = 0;
    for (let y = 0; y < height; y += 1) count += ink[y * width + x] as number;
    return count;
  });
  const baseline = [...counts].sort((a, b) => a - b)[Math.floor(width * 0.05)] as number;
  const first = counts.findIndex((count) => count >= baseline + margin);
  const last = counts.findLastIndex((count) => count >= baseline + margin);
  return first < 0 ? [0, width] : [first, last + 1];
}

/** Area-averages the box [x0, x1) × [y0, y1) of `values` onto a cols × rows grid. */
function resample(
  values: Float32Array,
  width: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  cols: number,
  rows: number,
): Float32Array {
  const out = new Float32Array(cols * rows);
  const cellW = (x1 - x0) / cols;
  const cellH = (y1 - y0) / rows;
  for (let r = 0; r < rows; r += 1) {
    const ya = Math.floor(y0 + r * cellH);
    const yb = Math.max(ya + 1, Math.floor(y0 + (r + 1) * cellH));
    for (let c = 0; c < cols; c += 1) {
      const xa = Math.floor(x0 + c * cellW);
      const xb = Math.max(xa + 1, Math.floor(x0 + (c + 1) * cellW));
      let sum = 0;
      for (let y = ya; y < yb; y += 1)
        for (let x = xa; x < xb; x += 1) sum += values[y * width + x] as number;
      out[r * cols + c] = sum / ((yb - ya) * (xb - xa));
    }
  }
  return out;
}

/** Which features a reader compares. */
export type ReaderKind = 'raw' | 'normalised';

const RAW_GRID = [16, 30] as const;
const NORMALISED_GRID = [12, 16] as const;

/**
 * One feature vector per digit slot. The digits' span (column projection) is cut into `count`
 * equal slots.
 * - raw: the slot's darkness, full height, area-averaged to 16 × 30 (about the size the site shows).
 * - normalised: the slot's pixels darker than Otsu's threshold, cropped to their own bounding box
 *   (so a digit's position and size inside the slot no longer matter), scaled to 12 × 16 and
 *   normalised to zero mean and unit length (so stroke width and contrast matter less).
 */
export function slotFeatures(picture: Greyscale, count: number, kind: ReaderKind): Float32Array[] {
  const { width, height, dark } = picture;
  const threshold = otsu(dark);
  const ink = new Uint8Array(width * height);
  const binary = new Float32Array(width * height);
  for (let p = 0; p < width * height; p += 1) {
    const on = (dark[p] as number) > threshold ? 1 : 0;
    ink[p] = on;
    binary[p] = on;
  }
  const [left, right] = inkSpan(ink, width, height, 8);
  const slot = (right - left) / count;
  return Array.from({ length: count }, (_, index) => {
    const x0 = Math.floor(left + index * slot);
    const x1 = Math.max(x0 + 1, Math.floor(left + (index + 1) * slot));
    if (kind === 'raw') return resample(dark, width, x0, x1, 0, height, RAW_GRID[0], RAW_GRID[1]);
    let [bx0, by0, bx1, by1] = [x1, height, x0, 0];
    for (let y = 0; y < height; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        if (ink[y * width + x] === 0) continue;
        bx0 = Math.min(bx0, x);
        bx1 = Math.max(bx1, x + 1);
        by0 = Math.min(by0, y);
        by1 = Math.max(by1, y + 1);
      }
    }
    if (bx1 <= bx0 || by1 <= by0) [bx0, by0, bx1, by1] = [x0, 0, x1, height];
    const features = resample(
      binary,
      width,
      bx0,
      bx1,
      by0,
      by1,
      NORMALISED_GRID[0],
      NORMALISED_GRID[1],
    );
    let mean = 0;
    for (const value of features) mean += value;
    mean /= features.length;
    let norm = 0;
    for (let i = 0; i < features.length; i += 1) {
      features[i] = (features[i] as number) - mean;
      norm += (features[i] as number) ** 2;
    }
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < features.length; i += 1) features[i] = (features[i] as number) / norm;
    return features;
  });
}

/** A 1-nearest-neighbour classifier of digit slots (squared Euclidean distance). */
export class NearestNeighbourReader {
  private readonly samples: Float32Array[] = [];
  private readonly labels: string[] = [];

  constructor(readonly kind: ReaderKind) {}

  /** Learns the slots of one picture whose answer is known. */
  learn(image: string, answer: string): void {
    slotFeatures(decodeCaptcha(image), answer.length, this.kind).forEach((features, index) => {
      this.samples.push(features);
      this.labels.push(answer[index] as string);
    });
  }

  private nearest(features: Float32Array): string {
    let best = Infinity;
    let label = '';
    for (let s = 0; s < this.samples.length; s += 1) {
      const sample = this.samples[s] as Float32Array;
      let distance = 0;
      for (let i = 0; i < features.length && distance < best; i += 1) {
        const d = (features[i] as number) - (sample[i] as number);
        distance += d * d;
      }
      if (distance < best) {
        best = distance;
        label = this.labels[s] as string;
      }
    }
    return label;
  }

  /** Its reading of a picture of `length` digits. */
  read(image: string, length: number): string {
    return slotFeatures(decodeCaptcha(image), length, this.kind)
      .map((features) => this.nearest(features))
      .join('');
  }
}

export interface ReadRate {
  /** Whole answers read right, of `tested`. */
  answers: number;
  /** Single digits read right, of `tested` × the answer length. */
  digits: number;
  tested: number;
  length: number;
}

/** Trains a reader of each kind on `train` pictures and answers, and measures both on `test` fresh ones. */
export function measureReaders(
  generator: CaptchaGenerator,
  train: number,
  test: number,
): Record<ReaderKind, ReadRate> {
  const kinds: ReaderKind[] = ['raw', 'normalised'];
  const readers = kinds.map((kind) => new NearestNeighbourReader(kind));
  for (let i = 0; i < train; i += 1) {
    const answer = generator.newCaptchaAnswer();
    const image = generator.captchaImage(answer);
    for (const reader of readers) reader.learn(image, answer);
  }
  const rates = kinds.map(() => ({ answers: 0, digits: 0, tested: test, length: 0 }));
  for (let i = 0; i < test; i += 1) {
    const answer = generator.newCaptchaAnswer();
    const image = generator.captchaImage(answer);
    readers.forEach((reader, r) => {
      const reading = reader.read(image, answer.length);
      const rate = rates[r] as ReadRate;
      rate.length = answer.length;
      if (reading === answer) rate.answers += 1;
      for (let d = 0; d < answer.length; d += 1) if (reading[d] === answer[d]) rate.digits += 1;
    });
  }
  return { raw: rates[0] as ReadRate, normalised: rates[1] as ReadRate };
}

const percent = (part: number, whole: number) =>
  `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

async function main(args: string[]): Promise<number> {
  const option = (name: string, fallback: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 && at + 1 < args.length ? (args[at + 1] as string) : fallback;
  };
  const train = Number(option('train', '2500'));
  const test = Number(option('test', '500'));
  if (!Number.isInteger(train) || train < 1 || !Number.isInteger(test) || test < 1) {
    console.error(
      'usage: node --import tsx scripts/captcha-reader.ts [--train N] [--test M] [--generator path/to/captcha-image.ts]',
    );
    return 2;
  }
  const root = resolve(fileURLToPath(import.meta.url), '../..');
  const path = resolve(option('generator', resolve(root, 'server/services/captcha-image.ts')));
  const generator = (await import(pathToFileURL(path).href)) as CaptchaGenerator;
  const started = performance.now();
  const rates = measureReaders(generator, train, test);
  console.info(
    `generator ${path}: trained on ${train} answers, read ${test} fresh pictures in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const [kind, rate] of Object.entries(rates)) {
    console.info(
      `  ${kind.padEnd(10)} whole answers ${percent(rate.answers, rate.tested)} (${rate.answers}/${rate.tested}), single digits ${percent(rate.digits, rate.tested * rate.length)}`,
    );
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
