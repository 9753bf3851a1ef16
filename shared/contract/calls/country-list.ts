import * as z from 'zod/mini';
import type { ModuleId } from '../../module-ids.ts';
import { looseString } from './lenient.ts';

export const COUNTRY_LIST_PATH = '/wps/system/country';
export const COUNTRY_LIST_MODULE = 'COMM3' satisfies ModuleId;

export const countryEntrySchema = z.object({
  merchantCode: z.string(),
  /** ISO country, e.g. BD. */
  country: z.string(),
  currency: z.string(),
  countryName: z.string(),
  /** Platform language codes offered in this region, e.g. ['BN', 'EN']. */
  langList: z.array(z.string()),
  /** Calling code as the server writes it (e.g. "880"); a number is accepted as text. */
  dialingCode: looseString,
});
export type CountryEntry = z.infer<typeof countryEntrySchema>;

export const countryListSchema = z.array(countryEntrySchema);
