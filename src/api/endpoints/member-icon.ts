import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  MEMBER_ICON_PATH,
  memberIconSchema,
  type MemberIcon,
  type MEMBER_ICON_MODULE,
} from '../../../shared/contract/calls/member-icon.ts';

// The call's contract (shared/contract/calls) is the one home of these; the site reads them from here too.
export { type MemberIcon } from '../../../shared/contract/calls/member-icon.ts';

export function fetchMemberIcon(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<MemberIcon> {
  return client.get(MEMBER_ICON_PATH, {
    moduleId: 'PROFPIC3' satisfies typeof MEMBER_ICON_MODULE,
    schema: memberIconSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Chooses a preset by its path (the server also accepts its number); answers the new state. */
export function setMemberIcon(icon: string, client: ApiClient = api): Promise<MemberIcon> {
  return client.postForm(MEMBER_ICON_PATH, {
    moduleId: 'PROFPIC3' satisfies typeof MEMBER_ICON_MODULE,
    schema: memberIconSchema,
    form: { icon },
  });
}

export const MEMBER_ICON_KEY = ['member', 'icon'] as const;

export function memberIconQueryOptions(token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: [...MEMBER_ICON_KEY, token] as const,
    queryFn: ({ signal }) => fetchMemberIcon(client, signal),
  });
}
