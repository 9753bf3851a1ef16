import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';

export const MEMBER_INFO_MODULE = 'COMM3' satisfies ModuleId;

export const MEMBER_INFO_PATH = '/wps/member/info';

/**
 * docs/api.md: `{ account, nickname, type, language }`; nickname may be empty or absent.
 * `invitationCode` is a contract addition (server/README.md): the code of the Invite link.
 */
export const memberInfoSchema = z.object({
  account: z.string(),
  nickname: z.pipe(
    z.nullish(z.string()),
    z.transform((nickname) => nickname ?? ''),
  ),
  type: z.int(),
  language: z._default(z.string(), ''),
  invitationCode: z.optional(z.string()),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
