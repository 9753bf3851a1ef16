import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { lenientArray, looseString } from './lenient';

// Vendors by category (requirements B3.2 "Game vendor", requirements B4.9 "Category ordering", "Prize mode").

const flag = z._default(z.catch(z.int(), 0), 0);

export const gameVendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  gameCategory: z.string(),
  /** Origin-relative icon ending in -WHITE.png (requirements B2.4). */
  mobileLargeIcon: z._default(z.catch(z.string(), ''), ''),
  img: z._default(z.catch(z.string(), ''), ''),
  isHot: flag,
  inHouse: flag,
  gameCount: z._default(z.catch(z.int(), 0), 0),
});
export type GameVendor = z.infer<typeof gameVendorSchema>;

const classifySchema = z.object({
  key: looseString,
  displayName: z.string(),
  vendors: z._default(z.catch(z.array(z.string()), []), []),
});
export type GameClassify = z.infer<typeof classifySchema>;

const gameTypeInfoSchema = z.object({
  gameType: z.string(),
  gameClassify: lenientArray(classifySchema),
  gameCount: z._default(z.catch(z.int(), 0), 0),
});
export type GameTypeInfo = z.infer<typeof gameTypeInfoSchema>;

export const gameVendorsSchema = z.object({
  sorting: lenientArray(
    z.object({
      gameCategory: z.string(),
      vendorNames: z._default(z.catch(z.array(z.string()), []), []),
    }),
  ),
  vendors: z.record(z.string(), lenientArray(gameVendorSchema)),
  gameTypes: z._default(z.catch(z.record(z.string(), gameTypeInfoSchema), {}), {}),
});
export type GameVendors = z.infer<typeof gameVendorsSchema>;

export const GAME_VENDORS_PATH = '/wps/relay/GCSGAME_newGameVendor';

export function fetchGameVendors(
  language: string,
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<GameVendors> {
  return client.get(GAME_VENDORS_PATH, {
    moduleId: 'COMM3',
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
