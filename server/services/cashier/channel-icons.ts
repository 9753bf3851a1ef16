import { createHash } from 'node:crypto';
import { escapeHtml } from '../escape-html.ts';

// A channel's icon (requirements C3.1): a round badge in the channel's colour with the first letter
// of its name, drawn here. No brand artwork is copied; the colours only help a player find their
// wallet at a glance.

const BRAND_COLOURS: Record<string, string> = {
  bkash: '#D81B60',
  nagad: '#EF6C00',
  rocket: '#7B1FA2',
  bank: '#1565C0',
};

/** A known channel's colour, else one picked from the code's hash (dark enough for white text). */
function colourOf(code: string): string {
  const known = BRAND_COLOURS[code];
  if (known !== undefined) return known;
  const hue = (createHash('sha256').update(code).digest()[0] ?? 0) * (360 / 256);
  return `hsl(${Math.round(hue)}, 60%, 38%)`;
}

/** The badge as SVG text: 48 × 48, the initial in white. */
export function channelIconSvg(code: string, name: string): string {
  const initial = escapeHtml((name.trim()[0] ?? code[0] ?? '?').toUpperCase());
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img">',
    `<title>${escapeHtml(name)}</title>`,
    `<circle cx="24" cy="24" r="24" fill="${colourOf(code)}"/>`,
    '<circle cx="24" cy="24" r="19" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>',
    `<text x="24" y="31" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#fff">${initial}</text>`,
    '</svg>',
  ].join('');
}
