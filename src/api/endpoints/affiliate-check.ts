import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

export const AFFILIATE_CHECK_PATH = '/wps/agent/affiliate';

export const affiliateCheckSchema = z.object({ success: z.boolean() });

/** Requirements A7: whether an invitation (affiliate) code may be used on this domain; the site reads `success`. */
export async function checkAffiliateCode(
  input: { code: string; domain: string },
  client: ApiClient = api,
): Promise<boolean> {
  const answer = await client.get(AFFILIATE_CHECK_PATH, {
    moduleId: 'AFFMAN3',
    schema: affiliateCheckSchema,
    params: { code: input.code, domain: input.domain },
  });
  return answer.success;
}
