import type { ModuleId } from '../../module-ids.ts';

export const REGISTER_PATHS = {
  username: '/wps/member/register',
  mobileNum: '/wps/member/register/mobile',
} as const;

/** The module each variant's call names (the site's ModuleId header). */
export const REGISTER_MODULES: Record<keyof typeof REGISTER_PATHS, ModuleId> = {
  username: 'REG3',
  mobileNum: 'MOBILENUMREG3',
};
