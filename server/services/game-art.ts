import { createHash } from 'node:crypto';
import { encodePng, type Bitmap } from './png-encoder.ts';

// Generated art: every game and vendor gets a stable picture derived from its code, so the demo
// catalogue needs no image files and no external hosts (the CSP allows images from 'self').

type Rgb = readonly [number, number, number];

const TILE = 240;
const ICON_WIDTH = 192;
const ICON_HEIGHT = 64;

function digest(text: string): Uint8Array {
  return createHash('sha256').update(text).digest();
}

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** A game tile: diagonal two-colour gradient, a large disc, scattered diamonds and a vendor band. */
export function renderGameTile(code: string): Buffer {
  const h = digest(code);
  const byte = (i: number) => h[i % h.length] as number;
  const vendorHue = (digest(code.replace(/-\d+$/, ''))[0] as number) * 1.41;
  const from = hsl(byte(0) * 1.41, 0.65, 0.45);
  const to = hsl((byte(0) * 1.41 + 60 + byte(1) / 2) % 360, 0.7, 0.25);
  const disc = {
    x: 60 + (byte(2) % 120),
    y: 50 + (byte(3) % 100),
    r: 40 + (byte(4) % 50),
    colour: hsl(byte(5) * 1.41, 0.8, 0.7),
  };
  const diamonds = Array.from({ length: 4 + (byte(6) % 4) }, (_, i) => ({
    x: byte(7 + i * 2) % TILE,
    y: byte(8 + i * 2) % 190,
    r: 6 + (byte(20 + i) % 14),
  }));
  const band = hsl(vendorHue, 0.55, 0.18);
  const pixels = new Uint8Array(TILE * TILE * 3);
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      let colour = mix(from, to, (x + y) / (2 * TILE));
      if ((x - disc.x) ** 2 + (y - disc.y) ** 2 <= disc.r ** 2)
        colour = mix(colour, disc.colour, 0.45);
      if (diamonds.some((d) => Math.abs(x - d.x) + Math.abs(y - d.y) <= d.r))
        colour = mix(colour, [255, 255, 255], 0.6);
      if (y >= TILE - 40) colour = mix(colour, band, 0.85);
      const at = (y * TILE + x) * 3;
      pixels[at] = colour[0];
      pixels[at + 1] = colour[1];
      pixels[at + 2] = colour[2];
    }
  }
  return encodePng({ width: TILE, height: TILE, channels: 3, pixels });
}

/** A vendor mark on a transparent ground: a mirrored 5×5 emblem and bars standing in for the name. */
export function renderVendorIcon(vendor: string, white: boolean): Buffer {
  const h = digest(vendor);
  const colour: Rgb = white ? [255, 255, 255] : hsl((h[0] as number) * 1.41, 0.7, 0.5);
  const bitmap: Bitmap = {
    width: ICON_WIDTH,
    height: ICON_HEIGHT,
    channels: 4,
    pixels: new Uint8Array(ICON_WIDTH * ICON_HEIGHT * 4),
  };
  const fill = (x0: number, y0: number, w: number, hgt: number) => {
    for (let y = y0; y < y0 + hgt; y++) {
      for (let x = x0; x < x0 + w; x++)
        bitmap.pixels.set([...colour, 255], (y * ICON_WIDTH + x) * 4);
    }
  };
  const cell = 10;
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (((h[1 + row * 3 + col] as number) & 1) === 0) continue;
      fill(7 + col * cell, 7 + row * cell, cell, cell);
      fill(7 + (4 - col) * cell, 7 + row * cell, cell, cell);
    }
  }
  // One bar per two letters of the code, like a word mark of that length.
  const bars = Math.min(3, Math.ceil(vendor.length / 3));
  for (let i = 0; i < bars; i++) fill(70, 12 + i * 16, 40 + ((h[20 + i] as number) % 80), 8);
  return encodePng(bitmap);
}
