import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

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

/** Requirements A3: the avatar initial is the first letter of the nickname, else of the account. */
export function avatarInitial(info: Pick<MemberInfo, 'account' | 'nickname'>): string {
  const name = info.nickname.trim() || info.account.trim();
  return (Array.from(name)[0] ?? '').toUpperCase();
}

export function fetchMemberInfo(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<MemberInfo> {
  return client.get(MEMBER_INFO_PATH, {
    moduleId: 'COMM3',
    schema: memberInfoSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Keyed by the session token, so another login never reads the previous player's info. */
export const MEMBER_INFO_KEY = ['member', 'info'] as const;

export function memberInfoQueryOptions(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...MEMBER_INFO_KEY, token] as const,
    queryFn: ({ signal }) => fetchMemberInfo(client, signal),
    staleTime: 5 * 60_000,
  });
}
