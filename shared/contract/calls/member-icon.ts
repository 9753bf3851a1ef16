import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const MEMBER_ICON_MODULE = 'PROFPIC3' satisfies ModuleId;

export const MEMBER_ICON_PATH = '/wps/member/info/icon';

/** server/README.md "Head icon": the chosen picture ('' before any choice) and the 12 preset choices. */
export const memberIconSchema = z.object({
  icon: z.string(),
  choices: z.array(z.string()),
});
export type MemberIcon = z.infer<typeof memberIconSchema>;
