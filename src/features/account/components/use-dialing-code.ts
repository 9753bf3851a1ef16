import { useEffect, useState } from 'react';
import { fetchCountryList } from '../../../api/endpoints/country-list.ts';
import { config } from '../../../config.ts';
import { getMerchant } from '../../../lib/storage.ts';

// The region table does not change during a visit: one request serves every form.
let pending: Promise<string> | null = null;

function loadDialingCode(): Promise<string> {
  pending ??= fetchCountryList().then(
    (regions) => {
      const merchant = getMerchant() ?? config.defaultMerchant;
      return regions.find((region) => region.merchantCode === merchant)?.dialingCode ?? '';
    },
    () => {
      pending = null;
      return '';
    },
  );
  return pending;
}

/**
 * The dialling code of the merchant's region (e.g. "880"), or null while it loads. An empty code
 * means unknown: the server then uses the region's own.
 */
export function useDialingCode(): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadDialingCode().then((value) => {
      if (live) setCode(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return code;
}
