import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';
import { looseString } from './lenient';

// Requirements A3 template flags: '1' selects the new member centre / the new deposit detail.
export const templatesSchema = z.object({
  mem_cen: looseString,
  dep_func: looseString,
});
export type Templates = z.infer<typeof templatesSchema>;

export const usesNewMemberCentre = (templates: Templates): boolean => templates.mem_cen === '1';
export const usesNewDepositDetail = (templates: Templates): boolean => templates.dep_func === '1';

export function fetchTemplates(client: ApiClient = api, signal?: AbortSignal): Promise<Templates> {
  return client.get('/wps/system/templates', { moduleId: 'COMM3', schema: templatesSchema, ...(signal ? { signal } : {}) });
}
