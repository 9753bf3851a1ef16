import Decimal from 'decimal.js';

/** Requirements B2.2 / B9: winner amounts to 2 places in the region's currency, computed exactly. */
export function formatWinAmount(amount: string, currency: string): string {
  let fixed: string;
  try {
    fixed = new Decimal(amount.trim() || '0').toFixed(2, Decimal.ROUND_DOWN);
  } catch {
    fixed = '0.00';
  }
  const [whole = '0', fraction = '00'] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency ? `${currency} ` : ''}${grouped}.${fraction}`;
}
