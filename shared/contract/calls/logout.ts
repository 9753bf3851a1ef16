import type { ModuleId } from '../../module-ids.ts';

export const LOGOUT_MODULE = 'COMM3' satisfies ModuleId;

export const LOGOUT_PATH = '/wps/session/logout';
