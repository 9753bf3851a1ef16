import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const FAVOURITE_IDS_MODULE = 'GAMELOFAV3' satisfies ModuleId;

/** The player's favourite games as nodeIds, newest first (needs a session). */
export const favouriteIdsSchema = z.array(z.pipe(z.coerce.number(), z.int()));

export const FAVOURITE_IDS_PATH = '/wps/relay/MCSFE_getFavoriteGames';
