import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  TEMPLATES_PATH,
  templatesSchema,
  type Templates,
  type TEMPLATES_MODULE,
} from '../../../shared/contract/calls/templates.ts';

/**
 * The template flags (docs/api.md "Calls"): `dep_func` '1' shows a deposit's order detail after
 * submitting, else the form returns with a success message (requirements C3.7); `mem_cen` '1' shows
 * the new member centre on the profile screen (memberCentreLayout below). No session needed.
 */
export function fetchTemplates(client: ApiClient = api, signal?: AbortSignal): Promise<Templates> {
  return client.get(TEMPLATES_PATH, {
    moduleId: 'COMM3' satisfies typeof TEMPLATES_MODULE,
    schema: templatesSchema,
    ...(signal ? { signal } : {}),
  });
}

export function templatesQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['system', 'templates'] as const,
    queryFn: ({ signal }) => fetchTemplates(client, signal),
    // The operator may switch the layout at any time: read again for every deposit and profile screen.
    staleTime: 0,
  });
}

/**
 * The member centre's layout (requirements A3.16, the project's reading): `mem_cen` '1' is the new
 * member centre (a grid of entry cards under the balance header), anything else the old one (a
 * plain list). Without an answer (the call failed) the plain list shows: it needs no flag to work.
 */
export type MemberCentreLayout = 'new' | 'old';

export function memberCentreLayout(templates: Templates | undefined): MemberCentreLayout {
  return templates?.mem_cen === '1' ? 'new' : 'old';
}
