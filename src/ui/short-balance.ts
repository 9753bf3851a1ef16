/**
 * The balance of the narrow home header. Up to 99,999.99 the figure shows whole (9 characters);
 * beyond, it is scaled to thousands (K), millions (M), billions (B) or trillions (T) with at most
 * two decimals, cut rather than rounded so it never shows more than the player holds
 * (1,234,567.89 → 1.23M, 123,456,789.00 → 123.45M, 100,000.00 → 100K). That keeps the header's
 * figure within 7 characters, so the balance, its two buttons, Deposit and Withdraw share one line
 * at 320 px in both languages; the full figure stays in the accessible text and the profile screen.
 */
export const FULL_FIGURE_DIGITS = 5;

const UNITS = [
  { suffix: 'T', digits: 12 },
  { suffix: 'B', digits: 9 },
  { suffix: 'M', digits: 6 },
  { suffix: 'K', digits: 3 },
] as const;

/**
 * `formatted` is a figure as the site prints it (grouped, two decimals: 25,380.75). Answers it
 * unchanged when short enough or not a figure (the mask ****), else its short form.
 */
export function shortBalance(formatted: string): string {
  const match = /^(-?)([\d,]+)(?:\.\d*)?$/.exec(formatted);
  if (!match) return formatted;
  const sign = match[1] ?? '';
  const whole = (match[2] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (whole.length <= FULL_FIGURE_DIGITS) return formatted;
  // More than five digits always finds a unit; the check only satisfies the type.
  const unit = UNITS.find((candidate) => whole.length > candidate.digits);
  if (!unit) return formatted;
  const cut = whole.length - unit.digits;
  const decimals = whole.slice(cut, cut + 2).replace(/0+$/, '');
  return `${sign}${whole.slice(0, cut)}${decimals ? `.${decimals}` : ''}${unit.suffix}`;
}
