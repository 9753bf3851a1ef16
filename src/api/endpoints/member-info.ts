import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  MEMBER_INFO_PATH,
  memberInfoSchema,
  type MemberInfo,
  type MEMBER_INFO_MODULE,
} from '../../../shared/contract/calls/member-info.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { memberInfoSchema } from '../../../shared/contract/calls/member-info.ts';

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
    moduleId: 'COMM3' satisfies typeof MEMBER_INFO_MODULE,
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
