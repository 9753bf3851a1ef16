import { randomInt } from 'node:crypto';
import { DIGIT_GLYPHS, type Stroke } from './captcha-glyphs.ts';

const WIDTH = 120;
const HEIGHT = 40;
const CELL = 25;

/** A uniform number in [min, max) from the crypto generator: the distortion must not be predictable either. */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

const fixed = (value: number) => value.toFixed(1);
const darkColour = () => `hsl(${randomInt(0, 360)},${randomInt(45, 80)}%,${randomInt(18, 38)}%)`;
const paleColour = () => `hsl(${randomInt(0, 360)},${randomInt(20, 50)}%,${randomInt(88, 96)}%)`;

/** One character: scaled, rotated, sheared and placed with jitter, each point nudged on its own. */
function glyphPaths(char: string, index: number): string {
  const strokes: readonly Stroke[] = DIGIT_GLYPHS[char] ?? [];
  const scale = between(1.35, 1.75);
  const angle = (between(-28, 28) * Math.PI) / 180;
  const shear = between(-0.35, 0.35);
  const centreX = 22 + index * CELL + between(-2, 2);
  const centreY = HEIGHT / 2 + between(-3, 3);
  const colour = darkColour();
  const width = fixed(between(1.8, 2.8));
  return strokes
    .map((stroke) => {
      const points = stroke.map(([gx, gy]) => {
        const x = (gx - 5 + between(-0.6, 0.6)) * scale;
        const y = (gy - 8 + between(-0.6, 0.6)) * scale;
        const sheared = x + shear * y;
        const px = centreX + sheared * Math.cos(angle) - y * Math.sin(angle);
        const py = centreY + sheared * Math.sin(angle) + y * Math.cos(angle);
        return `${fixed(px)} ${fixed(py)}`;
      });
      return `<path d="M${points.join('L')}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

/** Curves through the whole image, in the digits' stroke weight, so the characters cannot be cut apart cleanly. */
function noise(): string {
  const parts: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const y = () => fixed(between(4, HEIGHT - 4));
    const d = `M0 ${y()}C${fixed(between(20, 50))} ${y()} ${fixed(between(60, 100))} ${y()} ${WIDTH} ${y()}`;
    parts.push(`<path d="${d}" stroke="${darkColour()}" stroke-width="${fixed(between(0.8, 1.6))}" fill="none" opacity="0.7"/>`);
  }
  for (let i = 0; i < 30; i += 1) {
    parts.push(`<circle cx="${fixed(between(0, WIDTH))}" cy="${fixed(between(0, HEIGHT))}" r="${fixed(between(0.5, 1.4))}" fill="${darkColour()}"/>`);
  }
  return parts.join('');
}

/** The captcha image of a digit string, as an SVG data URL the site can put straight into an <img>. */
export function captchaImage(answer: string): string {
  const glyphs = [...answer].map((char, index) => glyphPaths(char, index)).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${paleColour()}"/>${glyphs}${noise()}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export const CAPTCHA_LENGTH = 4;

/** A random answer of CAPTCHA_LENGTH digits (spec §5: numeric, at most 6). */
export function newCaptchaAnswer(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(0, 10))).join('');
}
