import { encodePng } from './png-encoder.ts';

export type Rgb = readonly [number, number, number];

/** A small RGB drawing surface for generated content art: filled shapes blended over a gradient. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** A diagonal gradient from `from` (top left) to `to` (bottom right). */
  gradient(from: Rgb, to: Rgb): void {
    const span = this.width + this.height;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) this.put(x, y, mix(from, to, (x + y) / span), 1);
    }
  }

  put(x: number, y: number, colour: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (y * this.width + x) * 3;
    for (let i = 0; i < 3; i++) {
      const old = this.pixels[at + i] as number;
      this.pixels[at + i] = Math.round(old + ((colour[i] as number) - old) * alpha);
    }
  }

  /** Fills the pixels of a bounding box for which `inside` holds. */
  shape(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    inside: (x: number, y: number) => boolean,
    colour: Rgb,
    alpha = 1,
  ): void {
    for (let y = Math.max(0, Math.floor(y0)); y <= Math.min(this.height - 1, Math.ceil(y1)); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x <= Math.min(this.width - 1, Math.ceil(x1)); x++) {
        if (inside(x, y)) this.put(x, y, colour, alpha);
      }
    }
  }

  circle(cx: number, cy: number, r: number, colour: Rgb, alpha = 1): void {
    this.shape(
      cx - r,
      cy - r,
      cx + r,
      cy + r,
      (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r,
      colour,
      alpha,
    );
  }

  ring(cx: number, cy: number, r: number, thickness: number, colour: Rgb, alpha = 1): void {
    const inner = (r - thickness) ** 2;
    this.shape(
      cx - r,
      cy - r,
      cx + r,
      cy + r,
      (x, y) => {
        const d = (x - cx) ** 2 + (y - cy) ** 2;
        return d <= r * r && d >= inner;
      },
      colour,
      alpha,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb, alpha = 1): void {
    this.shape(
      cx - rx,
      cy - ry,
      cx + rx,
      cy + ry,
      (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1,
      colour,
      alpha,
    );
  }

  rect(x: number, y: number, w: number, h: number, colour: Rgb, alpha = 1, radius = 0): void {
    this.shape(
      x,
      y,
      x + w,
      y + h,
      (px, py) => {
        const dx = Math.max(x + radius - px, 0, px - (x + w - radius));
        const dy = Math.max(y + radius - py, 0, py - (y + h - radius));
        return dx * dx + dy * dy <= radius * radius;
      },
      colour,
      alpha,
    );
  }

  diamond(cx: number, cy: number, r: number, colour: Rgb, alpha = 1): void {
    this.shape(
      cx - r,
      cy - r,
      cx + r,
      cy + r,
      (x, y) => Math.abs(x - cx) + Math.abs(y - cy) <= r,
      colour,
      alpha,
    );
  }

  /** A triangle pointing down (or up with a negative height), used for tails and shields. */
  triangle(
    cx: number,
    top: number,
    halfWidth: number,
    height: number,
    colour: Rgb,
    alpha = 1,
  ): void {
    const y0 = Math.min(top, top + height);
    const y1 = Math.max(top, top + height);
    this.shape(
      cx - halfWidth,
      y0,
      cx + halfWidth,
      y1,
      (x, y) => {
        const t = (y - top) / height;
        return t >= 0 && t <= 1 && Math.abs(x - cx) <= halfWidth * (1 - t);
      },
      colour,
      alpha,
    );
  }

  png(): Buffer {
    return encodePng({ width: this.width, height: this.height, channels: 3, pixels: this.pixels });
  }
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
