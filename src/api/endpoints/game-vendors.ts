import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  gameVendorsSchema,
  type GameVendors,
  GAME_VENDORS_PATH,
  type GAME_VENDORS_MODULE,
} from '../../../shared/contract/calls/game-vendors.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export {
  type GameVendor,
  type GameClassify,
  gameVendorsSchema,
  type GameVendors,
} from '../../../shared/contract/calls/game-vendors.ts';

export function fetchGameVendors(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<GameVendors> {
  return client.get(GAME_VENDORS_PATH, {
    moduleId: 'COMM3' satisfies typeof GAME_VENDORS_MODULE,
    schema: gameVendorsSchema,
    params: { language },
    ...(signal ? { signal } : {}),
  });
}

export function gameVendorsQueryOptions(language: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: ['games', 'vendors', language] as const,
    queryFn: ({ signal }) => fetchGameVendors(language, client, signal),
    staleTime: 10 * 60_000,
  });
}

const hasVendors = (data: GameVendors, category: string) =>
  (data.vendors[category]?.length ?? 0) > 0;

/**
 * Requirements B4: the server's sorting list, with ESPORTS inserted after SPORTS when it has vendors and
 * COCKFIGHT right after it, and INHOUSE appended last when it has vendors.
 */
export function sortedCategories(data: GameVendors): string[] {
  const order: string[] = [];
  for (const { gameCategory } of data.sorting) {
    order.push(gameCategory);
    if (gameCategory !== 'SPORTS') continue;
    if (hasVendors(data, 'ESPORTS')) order.push('ESPORTS');
    if (hasVendors(data, 'COCKFIGHT')) order.push('COCKFIGHT');
  }
  if (hasVendors(data, 'INHOUSE')) order.push('INHOUSE');
  return order;
}

/** Vendors flagged in-house (requirements B4: the in-house hot list and preset filter by them). */
export function inHouseVendors(data: GameVendors): string[] {
  const flagged = Object.values(data.vendors)
    .flat()
    .filter((vendor) => vendor.inHouse === 1);
  const codes =
    flagged.length > 0
      ? flagged.map((v) => v.vassalage)
      : (data.vendors['INHOUSE'] ?? []).map((v) => v.vassalage);
  return [...new Set(codes)];
}

/** Requirements B4: elottery when the vendor mapping has an ELOTT entry for TCG_LOTTO_VN or LOTT, else lottery. */
export function prizeModeFor(
  data: GameVendors | undefined,
  vendor: string,
): 'elottery' | 'lottery' {
  if (vendor !== 'TCG_LOTTO_VN' && vendor !== 'LOTT') return 'lottery';
  const elott = data?.vendors['ELOTT'] ?? [];
  const sorted = data?.sorting.find((entry) => entry.gameCategory === 'ELOTT')?.vendorNames ?? [];
  return elott.some((v) => v.vassalage === vendor) || sorted.includes(vendor)
    ? 'elottery'
    : 'lottery';
}
