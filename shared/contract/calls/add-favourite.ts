import type { ModuleId } from '../../module-ids.ts';

export const ADD_FAVOURITE_MODULE = 'GAMELOFAV3' satisfies ModuleId;

export const ADD_FAVOURITE_PATH = '/wps/relay/MCSFE_addFavoriteGameV2';
