import { REWARD_LIMITS } from '../../../shared/contract/rewards.ts';
import type { SiteConfig } from '../../config/site-config.ts';
import { twoDecimals } from '../cashier/money.ts';

// The manual rebate's settings as the site configuration gives them (requirements D3.1, D3.2;
// server/README.md "Site configuration", key `rebate`).

export interface RebateSettings {
  /** Category → rate as a decimal fraction string; a category missing here earns nothing. */
  rates: Readonly<Record<string, string>>;
  /** The minimum claim with 2 decimals. */
  minimum: string;
}

export function rebateSettings(config: SiteConfig): RebateSettings {
  const rates: Record<string, string> = {};
  for (const [category, rate] of Object.entries(config.rebate?.rates ?? {}))
    if (rate !== undefined) rates[category] = rate;
  return {
    rates,
    minimum: twoDecimals(config.rebate?.minimumClaim ?? REWARD_LIMITS.defaultMinimumRebate),
  };
}
