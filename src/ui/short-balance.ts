/**
 * The balance in the narrow home header, shortened to a number of characters. A figure that fits
 * shows whole; a longer one is scaled to thousands (K), millions (M), billions (B) or trillions (T)
 * with at most two decimals, fewer if the limit needs it, cut rather than rounded so it never shows
 * more than the player holds. The full figure stays in the accessible text, the title and the
 * profile screen.
 *
 * Two limits, one per header width (the header shows the one its width holds):
 * - wide, 9 characters: figures up to 99,999.99 whole; 1,234,567.89 → 1.23M, 100,000.00 → 100K;
 * - narrow (a 320 px screen), 6 characters: 25,380.75 → 25.38K, 9,999.99 → 9.99K, 999,999.99 → 999.9K.
 * With the hide toggle on the figure and the refresh button, that keeps balance, Deposit and
 * Withdraw on one line of whole words in both languages (src/ui/sizing.md).
 */
export const FIGURE_CHARS = { wide: 9, narrow: 6 } as const;

const UNITS = [
  { suffix: 'T', digits: 12 },
  { suffix: 'B', digits: 9 },
  { suffix: 'M', digits: 6 },
  { suffix: 'K', digits: 3 },
] as const;

/**
 * `formatted` is a figure as the site prints it (grouped, two decimals: 25,380.75). Answers it
 * unchanged when it has at most `maxChars` characters or is not a figure (the mask ****), else
 * its short form.
 */
export function shortBalance(formatted: string, maxChars: number = FIGURE_CHARS.wide): string {
  const match = /^(-?)([\d,]+)(?:\.\d*)?$/.exec(formatted);
  if (!match || formatted.length <= maxChars) return formatted;
  const sign = match[1] ?? '';
  const whole = (match[2] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const unit = UNITS.find((candidate) => whole.length > candidate.digits);
  // Below a thousand there is nothing to scale: only a negative figure gets here, and shows whole.
  if (!unit) return formatted;
  const cut = whole.length - unit.digits;
  let short = '';
  for (let places = 2; places >= 0; places -= 1) {
    const decimals = whole.slice(cut, cut + places).replace(/0+$/, '');
    short = `${sign}${whole.slice(0, cut)}${decimals ? `.${decimals}` : ''}${unit.suffix}`;
    if (short.length <= maxChars) break;
  }
  return short;
}
