import { randomBytes, randomInt } from 'node:crypto';
import { DIGIT_GLYPHS, type Stroke } from './captcha-glyphs.ts';
import { encodePng } from './png-encoder.ts';
import { hsl, type Rgb } from './raster.ts';

// The captcha is a PNG, so the answer is not in the image's source: the digits exist only as pixels.
// What it has to stop is a script that learns the digits from many solved pictures (server/README.md,
// "Captcha: what it can and cannot stop"), so nothing about a digit is where such a script expects it:
// the digits have their own size, stroke, slant, rotation and spacing, touch or overlap their
// neighbours, are crossed by curves in their own colours and by dark hairline scratches, sit on pale
// clutter, and the whole picture is bent by a random smooth displacement field. A person still reads
// them: the digits are the only thick dark shapes, each in its own colour. The site shows the picture
// at 96 × 36 CSS pixels; it is drawn at 2.5 times that for sharp screens.
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 90;
const PIXELS = CAPTCHA_WIDTH * CAPTCHA_HEIGHT;

/**
 * A fast generator (sfc32) seeded with 128 bits from the crypto generator for each picture: the
 * drawing takes tens of thousands of random numbers (pixel noise), too many for randomInt within the
 * few milliseconds a login form may cost, and a fresh secret seed keeps every picture unpredictable.
 */
function pictureRandom(): (min: number, max: number) => number {
  const seed = randomBytes(16);
  let [a, b, c, d] = [
    seed.readUInt32LE(0),
    seed.readUInt32LE(4),
    seed.readUInt32LE(8),
    seed.readUInt32LE(12),
  ];
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i += 1) next();
  return (min, max) => min + next() * (max - min);
}

type Random = ReturnType<typeof pictureRandom>;

interface Segment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

/** An RGB drawing surface of floats, so blending many layers does not round at each step. */
class Surface {
  readonly rgb = new Float32Array(PIXELS * 3);
  private readonly coverage = new Float32Array(PIXELS);

  fill(from: Rgb, to: Rgb): void {
    const span = CAPTCHA_WIDTH + CAPTCHA_HEIGHT;
    for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
      for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
        const t = (x + y) / span;
        const at = (y * CAPTCHA_WIDTH + x) * 3;
        for (let i = 0; i < 3; i += 1)
          this.rgb[at + i] = (from[i] as number) + ((to[i] as number) - (from[i] as number)) * t;
      }
    }
  }

  /**
   * Strokes a polyline set with round ends and one pixel of soft edge (antialiased, so the picture
   * stays legible when scaled down). Coverage is the maximum over the segments, so joints are not
   * darker than the strokes: a joint would otherwise be a dot a reader could key on.
   */
  stroke(segments: readonly Segment[], halfWidth: number, colour: Rgb, opacity: number): void {
    if (segments.length === 0) return;
    const pad = halfWidth + 1;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const s of segments) {
      x0 = Math.min(x0, s.ax, s.bx);
      y0 = Math.min(y0, s.ay, s.by);
      x1 = Math.max(x1, s.ax, s.bx);
      y1 = Math.max(y1, s.ay, s.by);
    }
    const left = Math.max(0, Math.floor(x0 - pad));
    const top = Math.max(0, Math.floor(y0 - pad));
    const right = Math.min(CAPTCHA_WIDTH - 1, Math.ceil(x1 + pad));
    const bottom = Math.min(CAPTCHA_HEIGHT - 1, Math.ceil(y1 + pad));
    if (left > right || top > bottom) return;
    for (let y = top; y <= bottom; y += 1)
      this.coverage.fill(0, y * CAPTCHA_WIDTH + left, y * CAPTCHA_WIDTH + right + 1);
    for (const s of segments) {
      const dx = s.bx - s.ax;
      const dy = s.by - s.ay;
      const length = dx * dx + dy * dy;
      const sl = Math.max(left, Math.floor(Math.min(s.ax, s.bx) - pad));
      const sr = Math.min(right, Math.ceil(Math.max(s.ax, s.bx) + pad));
      const st = Math.max(top, Math.floor(Math.min(s.ay, s.by) - pad));
      const sb = Math.min(bottom, Math.ceil(Math.max(s.ay, s.by) + pad));
      for (let y = st; y <= sb; y += 1) {
        const py = y + 0.5;
        for (let x = sl; x <= sr; x += 1) {
          const px = x + 0.5;
          let t = length === 0 ? 0 : ((px - s.ax) * dx + (py - s.ay) * dy) / length;
          t = t < 0 ? 0 : t > 1 ? 1 : t;
          const ex = px - (s.ax + t * dx);
          const ey = py - (s.ay + t * dy);
          const cover = halfWidth + 0.5 - Math.sqrt(ex * ex + ey * ey);
          const at = y * CAPTCHA_WIDTH + x;
          if (cover > (this.coverage[at] as number)) this.coverage[at] = cover > 1 ? 1 : cover;
        }
      }
    }
    for (let y = top; y <= bottom; y += 1) {
      for (let x = left; x <= right; x += 1) {
        const alpha = (this.coverage[y * CAPTCHA_WIDTH + x] as number) * opacity;
        if (alpha <= 0) continue;
        const at = (y * CAPTCHA_WIDTH + x) * 3;
        for (let i = 0; i < 3; i += 1)
          this.rgb[at + i] =
            (this.rgb[at + i] as number) +
            ((colour[i] as number) - (this.rgb[at + i] as number)) * alpha;
      }
    }
  }

  /** A soft-edged filled ellipse (background clutter). */
  blob(cx: number, cy: number, rx: number, ry: number, colour: Rgb, opacity: number): void {
    const left = Math.max(0, Math.floor(cx - rx));
    const right = Math.min(CAPTCHA_WIDTH - 1, Math.ceil(cx + rx));
    const top = Math.max(0, Math.floor(cy - ry));
    const bottom = Math.min(CAPTCHA_HEIGHT - 1, Math.ceil(cy + ry));
    for (let y = top; y <= bottom; y += 1) {
      for (let x = left; x <= right; x += 1) {
        const r = ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2;
        if (r >= 1) continue;
        const alpha = opacity * Math.min(1, (1 - r) * 4);
        const at = (y * CAPTCHA_WIDTH + x) * 3;
        for (let i = 0; i < 3; i += 1)
          this.rgb[at + i] =
            (this.rgb[at + i] as number) +
            ((colour[i] as number) - (this.rgb[at + i] as number)) * alpha;
      }
    }
  }
}

/** How one digit is drawn: where, how big, how slanted and turned, how thick. */
interface Pose {
  centreX: number;
  centreY: number;
  scaleX: number;
  scaleY: number;
  angle: number;
  shear: number;
  /** How far each glyph point may wander on its own, in glyph units. */
  wobble: number;
}

/** The width a digit's glyph takes on its 10-unit grid: "1" is narrower, but gets room enough not to hide under a neighbour. */
function glyphWidth(char: string): number {
  const xs = (DIGIT_GLYPHS[char] ?? []).flatMap((stroke) => stroke.map(([x]) => x));
  return xs.length === 0 ? 10 : Math.max(8, Math.max(...xs) - Math.min(...xs));
}

/** A glyph's strokes (on its 10 × 16 grid) as picture segments in the given pose. */
function glyphSegments(strokes: readonly Stroke[], pose: Pose, random: Random): Segment[] {
  const cos = Math.cos(pose.angle);
  const sin = Math.sin(pose.angle);
  const place = ([gx, gy]: readonly [number, number]): [number, number] => {
    const x = (gx - 5 + random(-pose.wobble, pose.wobble)) * pose.scaleX;
    const y = (gy - 8 + random(-pose.wobble, pose.wobble)) * pose.scaleY;
    const sheared = x + pose.shear * y;
    return [pose.centreX + sheared * cos - y * sin, pose.centreY + sheared * sin + y * cos];
  };
  const segments: Segment[] = [];
  for (const stroke of strokes) {
    const points = stroke.map(place);
    for (let i = 1; i < points.length; i += 1) {
      const [ax, ay] = points[i - 1] as [number, number];
      const [bx, by] = points[i] as [number, number];
      segments.push({ ax, ay, bx, by });
    }
  }
  return segments;
}

/** A curve across several digits: a wave or a circle's arc, sampled every few pixels. */
function crossingCurve(random: Random): Segment[] {
  const points: [number, number][] = [];
  if (random(0, 1) < 0.5) {
    const x0 = random(-10, 60);
    const x1 = random(180, 250);
    const cy = random(28, 62);
    const amplitude = random(6, 18);
    const frequency = random(0.015, 0.04);
    const phase = random(0, Math.PI * 2);
    const tilt = random(-0.15, 0.15);
    for (let x = x0; x <= x1 + 6; x += 6)
      points.push([x, cy + tilt * (x - 120) + amplitude * Math.sin(x * frequency + phase)]);
  } else {
    const radius = random(40, 110);
    const cx = random(30, 210);
    const below = random(0, 1) < 0.5;
    // The centre sits above or below the picture so the arc sweeps through the digits' band.
    const cy = below
      ? random(45, 70) + radius * random(0.55, 0.9)
      : random(20, 45) - radius * random(0.55, 0.9);
    const start = random(0, Math.PI * 2);
    const sweep = random(1.2, 2.6);
    for (let a = 0; a <= sweep; a += 6 / radius)
      points.push([cx + radius * Math.cos(start + a), cy + radius * Math.sin(start + a)]);
  }
  const segments: Segment[] = [];
  for (let i = 1; i < points.length; i += 1) {
    const [ax, ay] = points[i - 1] as [number, number];
    const [bx, by] = points[i] as [number, number];
    segments.push({ ax, ay, bx, by });
  }
  return segments;
}

/** A short wandering line anywhere in the picture: a few steps, each turning a little. */
function scratch(random: Random): Segment[] {
  let x = random(0, CAPTCHA_WIDTH);
  let y = random(0, CAPTCHA_HEIGHT);
  let heading = random(0, Math.PI * 2);
  const steps = Math.floor(random(3, 8));
  const segments: Segment[] = [];
  for (let i = 0; i < steps; i += 1) {
    heading += random(-0.7, 0.7);
    const length = random(5, 10);
    const nx = x + length * Math.cos(heading);
    const ny = y + length * Math.sin(heading);
    segments.push({ ax: x, ay: y, bx: nx, by: ny });
    x = nx;
    y = ny;
  }
  return segments;
}

/**
 * A smooth random displacement field: random offsets on a coarse grid, interpolated smoothly, plus
 * one long wave. Each output pixel looks up its colour that far away in the drawing, so straight
 * strokes come out bent differently in every picture and every part of it.
 */
function warp(source: Float32Array, random: Random): Float32Array {
  const cols = 8;
  const rows = 4;
  const grid = new Float32Array(cols * rows * 2).map(() => random(-5.5, 5.5));
  const waveAmplitude = random(2, 4);
  const waveFrequency = random(0.04, 0.07);
  const wavePhase = random(0, Math.PI * 2);
  // Everything that depends on the column alone is worked out once per column, and there are no
  // closures inside the pixel loop (the server runs through tsx, whose named-function wrapper would
  // cost more than the warp itself): this runs for every login and registration form.
  const column = new Int32Array(CAPTCHA_WIDTH);
  const columnWeight = new Float32Array(CAPTCHA_WIDTH);
  const wave = new Float32Array(CAPTCHA_WIDTH);
  for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
    const gx = (x / (CAPTCHA_WIDTH - 1)) * (cols - 1);
    const c0 = Math.min(cols - 2, Math.floor(gx));
    const tx = gx - c0;
    column[x] = c0;
    columnWeight[x] = tx * tx * (3 - 2 * tx);
    wave[x] = waveAmplitude * Math.sin(x * waveFrequency + wavePhase);
  }
  const out = new Float32Array(PIXELS * 3);
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    const gy = (y / (CAPTCHA_HEIGHT - 1)) * (rows - 1);
    const r0 = Math.min(rows - 2, Math.floor(gy));
    const ty = gy - r0;
    const fy = ty * ty * (3 - 2 * ty);
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const fx = columnWeight[x] as number;
      const k00 = (r0 * cols + (column[x] as number)) * 2;
      const k10 = k00 + cols * 2;
      const w00 = (1 - fx) * (1 - fy);
      const w01 = fx * (1 - fy);
      const w10 = (1 - fx) * fy;
      const w11 = fx * fy;
      const offsetX =
        (grid[k00] as number) * w00 +
        (grid[k00 + 2] as number) * w01 +
        (grid[k10] as number) * w10 +
        (grid[k10 + 2] as number) * w11;
      const offsetY =
        (grid[k00 + 1] as number) * w00 +
        (grid[k00 + 3] as number) * w01 +
        (grid[k10 + 1] as number) * w10 +
        (grid[k10 + 3] as number) * w11;
      const u = Math.min(CAPTCHA_WIDTH - 1.001, Math.max(0, x + offsetX));
      const v = Math.min(CAPTCHA_HEIGHT - 1.001, Math.max(0, y + offsetY + (wave[x] as number)));
      const ui = Math.floor(u);
      const vi = Math.floor(v);
      const du = u - ui;
      const dv = v - vi;
      const a = (vi * CAPTCHA_WIDTH + ui) * 3;
      const b = a + CAPTCHA_WIDTH * 3;
      const at = (y * CAPTCHA_WIDTH + x) * 3;
      for (let i = 0; i < 3; i += 1) {
        const top = (source[a + i] as number) * (1 - du) + (source[a + 3 + i] as number) * du;
        const bottom = (source[b + i] as number) * (1 - du) + (source[b + 3 + i] as number) * du;
        out[at + i] = top * (1 - dv) + bottom * dv;
      }
    }
  }
  return out;
}

/**
 * The surface's pixels as a PNG data URL the site can put straight into an <img>, with `speckles`
 * single pixels of dark or pale noise (a few hundred: noise on every pixel would cost more in
 * compression time and PNG size than it costs a reader).
 */
function dataUrl(rgb: Float32Array, random: Random, speckles: number): string {
  const pixels = new Uint8Array(PIXELS * 3);
  for (let i = 0; i < PIXELS * 3; i += 1) pixels[i] = rgb[i] as number;
  for (let i = 0; i < speckles; i += 1) {
    const at = Math.floor(random(0, PIXELS)) * 3;
    const speck = random(0, 1) < 0.5 ? darkColour(random) : paleColour(random);
    pixels.set(speck, at);
  }
  const png = encodePng({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, channels: 3, pixels });
  return `data:image/png;base64,${png.toString('base64')}`;
}

const darkColour = (random: Random, hue = random(0, 360)): Rgb =>
  hsl(hue, random(0.5, 0.85), random(0.14, 0.3));
const paleColour = (random: Random): Rgb =>
  hsl(random(0, 360), random(0.25, 0.55), random(0.88, 0.95));
const clutterColour = (random: Random, darkest = 0.58, lightest = 0.86): Rgb =>
  hsl(random(0, 360), random(0.3, 0.6), random(darkest, lightest));

/** The captcha picture of a digit string, as a PNG data URL. */
export function captchaImage(answer: string): string {
  const random = pictureRandom();
  const surface = new Surface();
  surface.fill(paleColour(random), paleColour(random));
  // Background clutter: pale blobs and thin pale scraps of digit strokes, so neither the background's
  // brightness nor "any stroke is a digit" tells a script where the digits are.
  for (let i = 0; i < 9; i += 1) {
    surface.blob(
      random(0, CAPTCHA_WIDTH),
      random(0, CAPTCHA_HEIGHT),
      random(10, 36),
      random(8, 24),
      clutterColour(random),
      random(0.5, 0.9),
    );
  }
  for (let i = 0; i < 8; i += 1) {
    const strokes = DIGIT_GLYPHS[String(Math.floor(random(0, 10)))] ?? [];
    const pose: Pose = {
      centreX: random(0, CAPTCHA_WIDTH),
      centreY: random(0, CAPTCHA_HEIGHT),
      scaleX: random(1.6, 3),
      scaleY: random(1.6, 3),
      angle: random(-Math.PI, Math.PI),
      shear: 0,
      wobble: 0.6,
    };
    surface.stroke(
      glyphSegments(strokes, pose, random),
      random(0.7, 1.1),
      clutterColour(random, 0.5, 0.72),
      1,
    );
  }
  // The digits: each its own size, width, slant and turn, placed from a random start with advances
  // from the two neighbours' half-widths to a third more, so slanted and turned neighbours touch or
  // overlap, the gaps differ, and no digit sits in a fixed slot.
  const poses: Pose[] = [...answer].map(() => {
    const scale = random(2.7, 3.5);
    return {
      centreX: 0,
      centreY: CAPTCHA_HEIGHT / 2 + random(-9, 9),
      scaleX: scale * random(0.85, 1.15),
      scaleY: scale,
      angle: (random(-20, 20) * Math.PI) / 180,
      shear: random(-0.25, 0.25),
      wobble: 0.45,
    };
  });
  const halfWidths = [...answer].map(
    (char, index) => (glyphWidth(char) / 2) * (poses[index] as Pose).scaleX,
  );
  const first = halfWidths[0] as number;
  const last = halfWidths[halfWidths.length - 1] as number;
  const room = CAPTCHA_WIDTH - 16 - first - last;
  const wanted = halfWidths
    .slice(1)
    .map((half, index) => (half + (halfWidths[index] as number)) * random(1, 1.35) + 6);
  // Wide gaps are easy for a person, so they vary most; squeezed back in when the digits would not fit.
  const squeeze = Math.min(1, room / wanted.reduce((sum, advance) => sum + advance, 0));
  const advances = wanted.map((advance) => advance * squeeze);
  const spread = advances.reduce((sum, advance) => sum + advance, 0);
  let centreX = random(first + 8, first + 8 + room - spread);
  const colours: Rgb[] = [];
  // Neighbours differ in hue by a quarter turn or so: where they overlap, a person tells them apart by
  // colour, which a reader of darkness does not see.
  let hue = random(0, 360);
  [...answer].forEach((char, index) => {
    const pose = { ...(poses[index] as Pose), centreX };
    const colour = darkColour(random, hue % 360);
    hue += random(70, 130);
    colours.push(colour);
    surface.stroke(
      glyphSegments(DIGIT_GLYPHS[char] ?? [], pose, random),
      random(2.6, 4),
      colour,
      0.94,
    );
    centreX += advances[index] ?? 0;
  });
  // Dark hairlines over everything: as dark as the digits, so a script that keeps the dark pixels keeps
  // them too, but a fifth of a digit's stroke wide, so a person sees them as scratches (at the size
  // the site shows, they all but fade out).
  for (let i = 0; i < 24; i += 1)
    surface.stroke(scratch(random), random(0.5, 0.8), darkColour(random), 0.9);
  // Curves through the digits in the digits' own colours, thinner than a digit's stroke but thick
  // enough that cutting them away also cuts the digits.
  for (let i = 0; i < 2; i += 1)
    surface.stroke(
      crossingCurve(random),
      random(1.1, 1.8),
      colours[i % colours.length] ?? darkColour(random),
      0.92,
    );
  return dataUrl(warp(surface.rgb, random), random, 300);
}

/**
 * The same digits drawn plainly: upright, evenly spaced, no clutter, curves or warp, only a little
 * jitter in place, size and colour. Never served: the reader's test (tests/server/captcha-reader.test.ts)
 * uses it to show that its reader does read digits it can see, so a low read rate of captchaImage
 * means the picture is hard, not that the reader is broken.
 */
export function referenceCaptchaImage(answer: string): string {
  const random = pictureRandom();
  const surface = new Surface();
  surface.fill(paleColour(random), paleColour(random));
  [...answer].forEach((char, index) => {
    const scale = random(3.1, 3.5);
    const pose: Pose = {
      centreX: CAPTCHA_WIDTH / 2 + (index - (answer.length - 1) / 2) * 46 + random(-3, 3),
      centreY: CAPTCHA_HEIGHT / 2 + random(-3, 3),
      scaleX: scale,
      scaleY: scale,
      angle: 0,
      shear: 0,
      wobble: 0.2,
    };
    surface.stroke(
      glyphSegments(DIGIT_GLYPHS[char] ?? [], pose, random),
      random(3, 3.8),
      darkColour(random),
      0.94,
    );
  });
  return dataUrl(surface.rgb, random, 0);
}

export const CAPTCHA_LENGTH = 4;

/** A random answer of CAPTCHA_LENGTH digits (requirements A5: numeric, at most 6). */
export function newCaptchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(0, 10))).join('');
}
