import { createHash } from 'node:crypto';
import { hsl, mix, Raster, type Rgb } from './raster.ts';

// Generated pictures for promotions, banners, notices, popups and chat hosts: a gradient with a
// motif that says what the entry is about, stable for a given key, so the demo content needs no
// image files and no external hosts (the CSP allows images from 'self').

export const MOTIFS = [
  'coins',
  'cards',
  'cricket',
  'fish',
  'gift',
  'trophy',
  'dice',
  'lottery',
  'stars',
  'shield',
  'chat',
  'phone',
] as const;
export type Motif = (typeof MOTIFS)[number];

const WHITE: Rgb = [255, 255, 255];
const GOLD: Rgb = [246, 196, 46];
const DARK_GOLD: Rgb = [184, 134, 11];
const RED: Rgb = [214, 48, 49];
const INK: Rgb = [25, 28, 36];

type Draw = (r: Raster, byte: (i: number) => number) => void;

const unit = (r: Raster) => Math.min(r.width, r.height);

const DRAW: Record<Motif, Draw> = {
  coins(r, byte) {
    for (let i = 0; i < 7; i++) {
      const size = unit(r) * (0.09 + (byte(i) % 8) / 100);
      const x = r.width * (0.45 + (byte(i + 8) % 50) / 100);
      const y = r.height * (0.2 + (byte(i + 16) % 60) / 100);
      r.circle(x, y, size, GOLD);
      r.ring(x, y, size * 0.78, size * 0.1, DARK_GOLD);
    }
  },
  cards(r, byte) {
    const w = unit(r) * 0.3;
    for (let i = 0; i < 3; i++) {
      const x = r.width * 0.5 + i * w * 0.55;
      const y = r.height * 0.2 + (byte(i) % 20);
      r.rect(x, y, w, w * 1.4, WHITE, 1, w * 0.08);
      if (i % 2 === 0) r.diamond(x + w / 2, y + w * 0.7, w * 0.22, RED);
      else r.circle(x + w / 2, y + w * 0.7, w * 0.18, INK);
    }
  },
  cricket(r) {
    r.rect(0, r.height * 0.72, r.width, r.height * 0.28, [34, 139, 34], 0.85);
    const u = unit(r);
    r.rect(r.width * 0.62, r.height * 0.12, u * 0.09, u * 0.62, [222, 184, 135], 1, u * 0.03);
    r.circle(r.width * 0.8, r.height * 0.45, u * 0.1, RED);
    r.rect(r.width * 0.8 - u * 0.1, r.height * 0.45 - 1, u * 0.2, 3, WHITE);
  },
  fish(r, byte) {
    for (let i = 0; i < 4; i++) {
      const u = unit(r) * (0.1 + (byte(i) % 6) / 100);
      const x = r.width * (0.45 + i * 0.13);
      const y = r.height * (0.25 + (byte(i + 4) % 50) / 100);
      const colour = hsl((byte(i + 8) * 1.41) % 360, 0.8, 0.6);
      r.ellipse(x, y, u * 1.4, u * 0.8, colour);
      r.diamond(x + u * 1.6, y, u * 0.6, colour);
      r.circle(x - u * 0.8, y - u * 0.2, u * 0.15, INK);
    }
  },
  gift(r) {
    const u = unit(r) * 0.55;
    const x = r.width * 0.62;
    const y = r.height * 0.3;
    r.rect(x, y, u, u * 0.8, RED, 1, u * 0.05);
    r.rect(x + u * 0.43, y, u * 0.14, u * 0.8, GOLD);
    r.rect(x - u * 0.05, y - u * 0.12, u * 1.1, u * 0.18, [190, 30, 45], 1, u * 0.04);
    r.circle(x + u * 0.38, y - u * 0.18, u * 0.1, GOLD);
    r.circle(x + u * 0.62, y - u * 0.18, u * 0.1, GOLD);
  },
  trophy(r) {
    const u = unit(r) * 0.5;
    const x = r.width * 0.7;
    const y = r.height * 0.4;
    r.ellipse(x, y, u * 0.45, u * 0.4, GOLD);
    r.ring(x - u * 0.45, y - u * 0.05, u * 0.18, u * 0.06, GOLD);
    r.ring(x + u * 0.45, y - u * 0.05, u * 0.18, u * 0.06, GOLD);
    r.rect(x - u * 0.07, y + u * 0.35, u * 0.14, u * 0.3, DARK_GOLD);
    r.rect(x - u * 0.3, y + u * 0.62, u * 0.6, u * 0.14, DARK_GOLD, 1, u * 0.04);
  },
  dice(r, byte) {
    const u = unit(r) * 0.32;
    for (let i = 0; i < 2; i++) {
      const x = r.width * 0.55 + i * u * 1.25;
      const y = r.height * 0.28 + i * u * 0.3;
      r.rect(x, y, u, u, WHITE, 1, u * 0.15);
      const pips = 1 + (byte(i) % 6);
      const spots: [number, number][] = [
        [0.5, 0.5],
        [0.25, 0.25],
        [0.75, 0.75],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.25, 0.5],
      ];
      for (const [px, py] of spots.slice(0, pips))
        r.circle(x + px * u, y + py * u, u * 0.08, i === 0 ? RED : INK);
    }
  },
  lottery(r, byte) {
    for (let i = 0; i < 6; i++) {
      const u = unit(r) * 0.1;
      const x = r.width * 0.42 + i * u * 2.3;
      const y = r.height * (0.35 + (byte(i) % 30) / 100);
      r.circle(x, y, u, hsl((i * 60 + byte(6)) % 360, 0.75, 0.55));
      r.circle(x, y, u * 0.5, WHITE);
    }
  },
  stars(r, byte) {
    for (let i = 0; i < 12; i++) {
      const size = unit(r) * (0.02 + (byte(i) % 7) / 100);
      r.diamond(
        r.width * (0.35 + (byte(i + 12) % 65) / 100),
        r.height * ((byte(i + 24) % 90) / 100 + 0.05),
        size,
        i % 3 === 0 ? GOLD : WHITE,
        0.85,
      );
    }
  },
  shield(r) {
    const u = unit(r) * 0.5;
    const x = r.width * 0.7;
    const y = r.height * 0.2;
    r.rect(x - u * 0.4, y, u * 0.8, u * 0.6, [46, 134, 222], 1, u * 0.08);
    r.triangle(x, y + u * 0.58, u * 0.4, u * 0.5, [46, 134, 222]);
    r.rect(x - u * 0.06, y + u * 0.15, u * 0.12, u * 0.55, WHITE);
    r.rect(x - u * 0.25, y + u * 0.33, u * 0.5, u * 0.12, WHITE);
  },
  chat(r) {
    const u = unit(r) * 0.45;
    r.rect(r.width * 0.5, r.height * 0.18, u * 1.3, u * 0.7, WHITE, 1, u * 0.15);
    r.triangle(r.width * 0.5 + u * 0.3, r.height * 0.18 + u * 0.68, u * 0.12, u * 0.25, WHITE);
    r.rect(r.width * 0.62, r.height * 0.5, u * 1.1, u * 0.6, GOLD, 1, u * 0.15);
    for (let i = 0; i < 3; i++)
      r.circle(r.width * 0.5 + u * (0.35 + i * 0.3), r.height * 0.18 + u * 0.35, u * 0.07, INK);
  },
  phone(r) {
    const u = unit(r) * 0.6;
    const x = r.width * 0.68;
    const y = r.height * 0.15;
    r.rect(x, y, u * 0.55, u, INK, 1, u * 0.08);
    r.rect(x + u * 0.05, y + u * 0.1, u * 0.45, u * 0.75, mix(GOLD, WHITE, 0.4), 1, u * 0.02);
    r.circle(x + u * 0.275, y + u * 0.92, u * 0.04, WHITE);
  },
};

function digest(key: string): (i: number) => number {
  const hash = createHash('sha256').update(key).digest();
  return (i: number) => hash[i % hash.length] as number;
}

/** A picture of an announcement: background colours from the key, the motif drawn on the right. */
export function renderContentImage(
  key: string,
  motif: Motif,
  width: number,
  height: number,
): Buffer {
  const byte = digest(key);
  const raster = new Raster(width, height);
  const hue = (byte(0) * 1.41) % 360;
  raster.gradient(hsl(hue, 0.6, 0.42), hsl((hue + 40) % 360, 0.7, 0.18));
  // A soft glow behind the motif; the left part stays plain for a title the site may lay over it.
  raster.circle(width * 0.7, height * 0.5, Math.min(width, height) * 0.45, WHITE, 0.08);
  DRAW[motif](raster, byte);
  return raster.png();
}

/** A chat host's picture: a round face on a coloured ground. */
export function renderAnchorAvatar(id: number, size = 160): Buffer {
  const byte = digest(`anchor:${id}`);
  const raster = new Raster(size, size);
  const ground = hsl((byte(0) * 1.41) % 360, 0.55, 0.45);
  raster.gradient(ground, mix(ground, INK, 0.5));
  const skin: Rgb = hsl(25 + (byte(1) % 15), 0.5, 0.55 + (byte(2) % 20) / 100);
  raster.ellipse(
    size / 2,
    size * 0.95,
    size * 0.38,
    size * 0.3,
    hsl((byte(3) * 1.41) % 360, 0.6, 0.35),
  );
  raster.circle(size / 2, size * 0.45, size * 0.22, skin);
  raster.ellipse(size / 2, size * 0.3, size * 0.24, size * 0.12, INK);
  raster.circle(size * 0.42, size * 0.45, size * 0.025, INK);
  raster.circle(size * 0.58, size * 0.45, size * 0.025, INK);
  raster.rect(size * 0.44, size * 0.55, size * 0.12, size * 0.025, RED, 1, size * 0.01);
  return raster.png();
}

/** Picture sizes per kind of announcement (width, height): banners are wide, popups square. */
export const IMAGE_SIZES = {
  banner: { width: 720, height: 288 },
  promotion: { width: 720, height: 360 },
  notice: { width: 720, height: 360 },
  popup: { width: 540, height: 540 },
} as const;

/** Preset head icons a player may choose (routes/member-icon.ts), drawn like the chat hosts. */
export const AVATAR_COUNT = 12;
export const avatarPath = (n: number) => `/content/art/avatar/${n}.png`;

export function renderPresetAvatar(n: number): Buffer {
  return renderAnchorAvatar(1000 + n);
}
