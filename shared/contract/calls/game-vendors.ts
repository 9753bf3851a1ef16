import * as z from 'zod/mini';
import { lenientArray, looseString } from './lenient.ts';
import type { ModuleId } from '../../module-ids.ts';

export const GAME_VENDORS_MODULE = 'COMM3' satisfies ModuleId;

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
