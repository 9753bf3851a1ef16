import type { ModuleId } from '../../module-ids.ts';

export const PASSWORD_BY_EMAIL_MODULE = 'COMM3' satisfies ModuleId;

export const PASSWORD_BY_EMAIL_PATH = '/wps/member/password/email';
