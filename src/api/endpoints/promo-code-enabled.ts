import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../client';
import {
  PROMO_CODE_ENABLED_PATH,
  promoCodeEnabledSchema,
  type PROMO_CODE_ENABLED_MODULE,
} from '../../../shared/contract/calls/promo-code-enabled.ts';

/** Requirements B2.7: whether the promo-code page is offered (else a coming-soon toast). No session needed. */
export async function fetchPromoCodeEnabled(
  client: ApiClient = api,
  signal?: AbortSignal,
): Promise<boolean> {
  const answer = await client.get(PROMO_CODE_ENABLED_PATH, {
    moduleId: 'COMM3' satisfies typeof PROMO_CODE_ENABLED_MODULE,
    schema: promoCodeEnabledSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.enabled;
}

export function promoCodeEnabledQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['promo-code', 'enabled'] as const,
    queryFn: ({ signal }) => fetchPromoCodeEnabled(client, signal),
    staleTime: 5 * 60_000,
  });
}
