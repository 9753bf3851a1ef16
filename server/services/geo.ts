import type { SiteConfig } from '../config/site-config.ts';
import { CidrSet } from './ip-address.ts';

// Sets are built once per configuration object (the site store hands out the same object until
// the configuration changes), not on every request.
const geoCache = new WeakMap<SiteConfig['geo'], { country: string; set: CidrSet }[]>();
const restrictionCache = new WeakMap<string[], CidrSet>();

/** The caller's country from the configured address table; "" when no entry matches. */
export function countryOf(config: SiteConfig, ip: string): string {
  let table = geoCache.get(config.geo);
  if (table === undefined) {
    table = config.geo.map((entry) => ({ country: entry.country, set: new CidrSet([entry.cidr]) }));
    geoCache.set(config.geo, table);
  }
  return table.find((entry) => entry.set.contains(ip))?.country ?? '';
}

/** Restricted when the country is listed or the address falls inside a listed range. */
export function isRestricted(config: SiteConfig, ip: string, country: string): boolean {
  const { countries, ipRanges } = config.status.restriction;
  if (country !== '' && countries.includes(country)) return true;
  let ranges = restrictionCache.get(ipRanges);
  if (ranges === undefined) {
    ranges = new CidrSet(ipRanges);
    restrictionCache.set(ipRanges, ranges);
  }
  return ranges.contains(ip);
}
