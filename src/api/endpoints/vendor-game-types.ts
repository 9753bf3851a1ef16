import * as z from 'zod/mini';
import { api, type ApiClient } from '../client';

/** Vendor codes per game type (requirements B7 "Vendor game types", typeId 1). */
export const vendorGameTypesSchema = z.record(z.string(), z.array(z.string()));
export type VendorGameTypes = z.infer<typeof vendorGameTypesSchema>;

export const VENDOR_GAME_TYPES_PATH = '/wps/relay/GCSGAME_getVassGameType';

export function fetchVendorGameTypes(client: ApiClient = api, signal?: AbortSignal): Promise<VendorGameTypes> {
  return client.get(VENDOR_GAME_TYPES_PATH, {
    moduleId: 'COMM3',
    schema: vendorGameTypesSchema,
    params: { typeId: 1 },
    ...(signal ? { signal } : {}),
  });
}
