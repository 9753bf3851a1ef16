import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

// Not called by the site yet: written from what the server answers (server/routes/games.ts).
export const VENDOR_GAME_TYPES_PATH = '/wps/relay/GCSGAME_getVassGameType';
export const VENDOR_GAME_TYPES_MODULE = 'COMM3' satisfies ModuleId;

/** Per game type (RNG, FISH …), the codes of the vendors that have games of it, in vendor order. */
export const vendorGameTypesSchema = z.record(z.string(), z.array(z.string()));
export type VendorGameTypes = z.infer<typeof vendorGameTypesSchema>;
