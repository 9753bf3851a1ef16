import type { RebateSummary } from '../../../shared/contract/calls/manual-rebate.ts';
import type { SiteConfig } from '../../config/site-config.ts';
import type { Database } from '../../db/client.ts';
import { unclaimedLines } from '../../db/queries/manual-rebate.ts';
import { cents, fromCents } from '../cashier/money.ts';
import { lineAnswer, totalCents } from './lines.ts';
import { rebateSettings } from './settings.ts';

/**
 * What the member can claim now (requirements D3.1, D3.2): per rated category the valid stake of the
 * settled rounds no claim has paid yet (a demo round settles in the transaction that plays it, so
 * every stored round is settled and its whole stake is valid, requirements C6.2), the rate, the
 * amount rounded down to the cent, the total, the minimum and what is missing.
 */
export async function rebateSummary(
  db: Database,
  config: SiteConfig,
  userName: string,
): Promise<RebateSummary> {
  const settings = rebateSettings(config);
  const lines = await unclaimedLines(db, userName, settings.rates);
  const total = totalCents(lines);
  const missing = cents(settings.minimum) - total;
  return {
    lines: lines.map(lineAnswer),
    total: fromCents(total),
    minimum: settings.minimum,
    missing: fromCents(missing > 0n ? missing : 0n),
  };
}
