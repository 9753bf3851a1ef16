import { randomInt } from 'node:crypto';
import { DIGIT_GLYPHS, type Stroke } from './captcha-glyphs.ts';
import { encodePng } from './png-encoder.ts';
import { hsl, mix, type Rgb } from './raster.ts';

// The captcha is a PNG, so the answer is not in the image's source: the digits exist only as pixels,
// drawn through a random wave distortion, overlapping one another, crossed by lines in the digits'
// own colours and sprinkled with speckles. The site shows it at 96 × 36 CSS pixels; it is drawn at
// 2.5 times that for sharp screens.
export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 90;
const CELL = 46;
const SPECKLES = 260;
const LINES = 3;

/** A uniform number in [min, max) from the crypto generator: the distortion must not be predictable either. */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

const darkColour = (): Rgb => hsl(randomInt(0, 360), between(0.45, 0.8), between(0.16, 0.32));
const paleColour = (): Rgb => hsl(randomInt(0, 360), between(0.25, 0.55), between(0.88, 0.95));

interface Segment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

interface Ink {
  segments: Segment[];
  halfWidth: number;
  colour: Rgb;
  /** Bounding box of the strokes, widened by the stroke, to skip pixels far away. */
  box: [number, number, number, number];
}

/** One digit's strokes: scaled, rotated, sheared and placed with jitter, each point nudged on its own. */
function digitInk(char: string, index: number, count: number): Ink {
  const strokes: readonly Stroke[] = DIGIT_GLYPHS[char] ?? [];
  const scale = between(3.2, 3.7);
  const angle = (between(-18, 18) * Math.PI) / 180;
  const shear = between(-0.25, 0.25);
  const centreX = CAPTCHA_WIDTH / 2 + (index - (count - 1) / 2) * CELL + between(-4, 4);
  const centreY = CAPTCHA_HEIGHT / 2 + between(-4, 4);
  const place = ([gx, gy]: readonly [number, number]): [number, number] => {
    const x = (gx - 5 + between(-0.5, 0.5)) * scale;
    const y = (gy - 8 + between(-0.5, 0.5)) * scale;
    const sheared = x + shear * y;
    return [centreX + sheared * Math.cos(angle) - y * Math.sin(angle), centreY + sheared * Math.sin(angle) + y * Math.cos(angle)];
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
  return inkOf(segments, between(3.2, 4.4), darkColour());
}

/** A line across the whole picture, as thick as a thin digit stroke, so the digits cannot be cut apart cleanly. */
function crossingInk(colour: Rgb): Ink {
  const segments: Segment[] = [];
  let x = -4;
  let y = between(10, CAPTCHA_HEIGHT - 10);
  const slope = between(-0.35, 0.35);
  while (x < CAPTCHA_WIDTH + 4) {
    const nx = x + 20;
    const ny = Math.min(CAPTCHA_HEIGHT - 4, Math.max(4, y + slope * 20 + between(-6, 6)));
    segments.push({ ax: x, ay: y, bx: nx, by: ny });
    x = nx;
    y = ny;
  }
  return inkOf(segments, between(1.2, 2), colour);
}

function inkOf(segments: Segment[], halfWidth: number, colour: Rgb): Ink {
  const xs = segments.flatMap((s) => [s.ax, s.bx]);
  const ys = segments.flatMap((s) => [s.ay, s.by]);
  const pad = halfWidth + 1;
  return { segments, halfWidth, colour, box: [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad] };
}

function squaredDistanceToSegment(px: number, py: number, s: Segment): number {
  const dx = s.bx - s.ax;
  const dy = s.by - s.ay;
  const length = dx * dx + dy * dy;
  let t = length === 0 ? 0 : ((px - s.ax) * dx + (py - s.ay) * dy) / length;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - (s.ax + t * dx);
  const ey = py - (s.ay + t * dy);
  return ex * ex + ey * ey;
}

/** A random wave field: where each output pixel looks in the drawing, so straight strokes come out bent. */
function waveField(): (x: number, y: number) => [number, number] {
  const ax = between(2.5, 4.5);
  const ay = between(2.5, 4.5);
  const fx = between(0.045, 0.075);
  const fy = between(0.04, 0.07);
  const px = between(0, Math.PI * 2);
  const py = between(0, Math.PI * 2);
  return (x, y) => [x + ax * Math.sin(y * fy + px), y + ay * Math.sin(x * fx + py)];
}

/** The captcha picture of a digit string, as a PNG data URL the site can put straight into an <img>. */
export function captchaImage(answer: string): string {
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const pixels = new Uint8Array(width * height * 3);
  const from = paleColour();
  const to = paleColour();
  const digits = [...answer].map((char, index) => digitInk(char, index, answer.length));
  const inks = [...digits, ...Array.from({ length: LINES }, (_, i) => crossingInk((digits[i % digits.length] as Ink).colour))];
  const warp = waveField();
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let colour = mix(from, to, (x + y) / (width + height));
      const [u, v] = warp(x + 0.5, y + 0.5);
      for (const ink of inks) {
        const [x0, y0, x1, y1] = ink.box;
        if (u < x0 || u > x1 || v < y0 || v > y1) continue;
        let nearest = Infinity;
        for (const segment of ink.segments) {
          const squared = squaredDistanceToSegment(u, v, segment);
          if (squared < nearest) nearest = squared;
        }
        // One pixel of soft edge: antialiased strokes, so the picture stays legible when scaled down.
        const coverage = Math.max(0, Math.min(1, ink.halfWidth + 0.5 - Math.sqrt(nearest)));
        if (coverage > 0) colour = mix(colour, ink.colour, coverage * 0.92);
      }
      const at = (y * width + x) * 3;
      pixels[at] = colour[0];
      pixels[at + 1] = colour[1];
      pixels[at + 2] = colour[2];
    }
  }
  for (let i = 0; i < SPECKLES; i += 1) {
    const at = (randomInt(0, height) * width + randomInt(0, width)) * 3;
    const speck = randomInt(0, 2) === 0 ? darkColour() : paleColour();
    pixels[at] = speck[0];
    pixels[at + 1] = speck[1];
    pixels[at + 2] = speck[2];
  }
  const png = encodePng({ width, height, channels: 3, pixels });
  return `data:image/png;base64,${png.toString('base64')}`;
}

export const CAPTCHA_LENGTH = 4;

/** A random answer of CAPTCHA_LENGTH digits (requirements A5: numeric, at most 6). */
export function newCaptchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(0, 10))).join('');
}
