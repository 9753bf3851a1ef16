import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const MEMBER_ICON_PATH = '/wps/member/info/icon';

/** server/README.md "Head icon": the chosen picture ('' before any choice) and the 12 preset choices. */
export const memberIconSchema = z.object({
  icon: z.string(),
  choices: z.array(z.string()),
});
export type MemberIcon = z.infer<typeof memberIconSchema>;

export function fetchMemberIcon(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<MemberIcon> {
  return client.get(MEMBER_ICON_PATH, {
    moduleId: 'PROFPIC3',
    schema: memberIconSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Chooses a preset by its path (the server also accepts its number); answers the new state. */
export function setMemberIcon(icon: string, client: ApiClient = api): Promise<MemberIcon> {
  return client.postForm(MEMBER_ICON_PATH, {
    moduleId: 'PROFPIC3',
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
