import { encodePng } from '../server/services/png-encoder.ts';

// The logo's emblem (public/brand/logo.svg: a gold hexagonal coin with a B), drawn in its own
// 56-unit space. Rasterised by `npm run icons` into public/icons/ (committed, so a build does not
// redraw them: 2.5 s of every build), without a native image library in the toolchain.
const HEXAGON: readonly [number, number][] = [
  [28, 3.5],
  [49.2, 15.75],
  [49.2, 40.25],
  [28, 52.5],
  [6.8, 40.25],
  [6.8, 15.75],
];
const BACKGROUND = [0x0b, 0x0f, 0x1a] as const;
const INK = [0x1a, 0x13, 0x00] as const;
const GOLD = [
  [0xff, 0xd9, 0x5a],
  [0xf5, 0xb7, 0x0a],
  [0xc9, 0x8f, 0x00],
] as const;
const STROKE = 2; // half of the B's 4-unit stroke

function insidePolygon(x: number, y: number, points: readonly [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i] ?? [0, 0];
    const [xj, yj] = points[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function segmentDistance(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** Distance to the right half of a circle (the bowls of the B). */
function halfArcDistance(px: number, py: number, cx: number, cy: number, r: number): number {
  if (px >= cx) return Math.abs(Math.hypot(px - cx, py - cy) - r);
  return Math.min(Math.hypot(px - cx, py - (cy - r)), Math.hypot(px - cx, py - (cy + r)));
}

function onLetterB(x: number, y: number): boolean {
  const d = Math.min(
    segmentDistance(x, y, 21, 16.5, 21, 39.5),
    segmentDistance(x, y, 21, 16.5, 29.2, 16.5),
    segmentDistance(x, y, 21, 27.7, 30.4, 27.7),
    segmentDistance(x, y, 21, 39.5, 30.4, 39.5),
    halfArcDistance(x, y, 29.2, 22.1, 5.6),
    halfArcDistance(x, y, 30.4, 33.6, 5.9),
  );
  return d <= STROKE;
}

function gold(x: number, y: number): readonly number[] {
  const t = Math.max(0, Math.min(1, (x + y) / 112));
  const [from, to, local] =
    t < 0.55 ? [GOLD[0], GOLD[1], t / 0.55] : [GOLD[1], GOLD[2], (t - 0.55) / 0.45];
  return from.map((channel, i) => channel + ((to[i] ?? channel) - channel) * local);
}

/**
 * A square icon: dark background, the emblem centred at `emblemShare` of the side (maskable icons
 * keep it inside the 80 % safe circle). 4×4 supersampling smooths the edges.
 */
export function appIconPng(size: number, emblemShare: number): Buffer {
  const pixels = new Uint8Array(size * size * 4);
  const scale = 56 / (size * emblemShare);
  const offset = (size * (1 - emblemShare)) / 2;
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples - offset) * scale;
          const y = (py + (sy + 0.5) / samples - offset) * scale;
          const colour = !insidePolygon(x, y, HEXAGON)
            ? BACKGROUND
            : onLetterB(x, y)
              ? INK
              : gold(x, y);
          for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (colour[c] ?? 0);
        }
      }
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1)
        pixels[at + c] = Math.round((sum[c] ?? 0) / (samples * samples));
      pixels[at + 3] = 255;
    }
  }
  return encodePng({ width: size, height: size, channels: 4, pixels });
}
