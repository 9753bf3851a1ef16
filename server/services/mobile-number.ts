import type { SiteConfig } from '../config/site-config.ts';

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/**
 * The number of a request: `mobileNum` or the older name `mobileNo` (requirements A3), and the dialling
 * code given or else the one of the merchant's region, so one number is always stored the same way.
 */
export function mobileOf(
  config: SiteConfig,
  merchantCode: string,
  input: {
    mobileNum?: string | undefined;
    mobileNo?: string | undefined;
    countryDialingCode?: string | undefined;
  },
): MobileNumber {
  const region =
    config.regions.find((entry) => entry.merchantCode === merchantCode) ?? config.regions[0];
  return {
    countryDialingCode: input.countryDialingCode ?? region?.dialingCode ?? '',
    mobileNum: input.mobileNum ?? input.mobileNo ?? '',
  };
}
