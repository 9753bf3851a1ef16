import { fromPromise } from 'xstate';
import { regionLanguageMachine } from '../../../../machines/region-language.machine.ts';
import { api } from '../../../api/client.ts';
import { fetchCountryList } from '../../../api/endpoints/country-list.ts';
import { activateLanguage } from '../../../i18n/i18n.ts';
import { toLanguageCode } from '../../../i18n/languages.ts';
import { clearSessionStorage, setLanguage, setMerchant } from '../../../lib/storage.ts';
import { removeStatusCache } from '../../../lib/status-cache.ts';

/** The region-language chart with its real effects: the country list, Lingui, storage and the reload. */
export const regionLanguageLogic = regionLanguageMachine.provide({
  actors: {
    loadRegions: fromPromise(({ signal }) => fetchCountryList(api, signal)),
    applyLanguage: fromPromise(async ({ input }: { input: { code: string } }): Promise<string> => {
      const code = toLanguageCode(input.code);
      if (!code)
        throw Object.assign(new Error(`unknown language ${input.code}`), {
          code: 'language.unknown',
        });
      await activateLanguage(code);
      setLanguage(code);
      return code;
    }),
  },
  actions: {
    clearStoredStatus: () => removeStatusCache(),
    clearSessionStorage: () => clearSessionStorage(),
    storeMerchant: (_, { merchantCode }) => {
      setMerchant(merchantCode);
    },
    storeLanguage: (_, { code }) => {
      const known = toLanguageCode(code);
      if (known) setLanguage(known);
    },
    // A full reload: the new merchant's status, catalogue and data must all be fetched afresh.
    reloadHome: () =>
      window.location.assign(`${import.meta.env.BASE_URL}home${window.location.search}`),
  },
});
