import type { ModuleId } from '../../module-ids.ts';

export const REMOVE_FAVOURITE_MODULE = 'GAMELOFAV3' satisfies ModuleId;

export const REMOVE_FAVOURITE_PATH = '/wps/relay/MCSFE_removeFavoriteGameV2';
