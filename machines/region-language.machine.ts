import { assign, setup } from 'xstate';
import type { CountryEntry } from '../shared/contract/calls/country-list.ts';
import { errorCodeOf } from './account/shared.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Region-language popup (requirements A2.12 "Region-language popup").
 *
 * Choosing a language applies it at once (no reload). Choosing another region or currency (another
 * merchant entry of the country list) clears the stored status and session storage, stores that
 * merchant and the region's first language, then reloads /m/home keeping the query string.
 *
 * Pure chart: the effects are named actors and actions provided by src/features/shell/actors.
 */

export interface RegionLanguageInput {
  /** Merchant code in force. */
  merchantCode: string;
  /** Platform language code in force, e.g. BN. */
  language: string;
}

export interface RegionLanguageContext extends RegionLanguageInput {
  regions: CountryEntry[];
  /** Error code of the last failed step (the view translates it). */
  errorCode: string | null;
}

export type RegionLanguageEvent =
  | { type: 'popup.open' }
  | { type: 'popup.close' }
  | { type: 'regions.retry' }
  | { type: 'language.chosen'; code: string }
  | { type: 'region.chosen'; merchantCode: string };

export const regionLanguageMachine = setup({
  types: {
    input: {} as RegionLanguageInput,
    context: {} as RegionLanguageContext,
    events: {} as RegionLanguageEvent,
  },
  actors: {
    loadRegions: notProvidedActor<CountryEntry[]>('loadRegions'),
    applyLanguage: notProvidedActor<string, { code: string }>('applyLanguage'),
  },
  actions: {
    clearStoredStatus: notProvidedAction('clearStoredStatus'),
    clearSessionStorage: notProvidedAction('clearSessionStorage'),
    storeMerchant: notProvidedAction<{ merchantCode: string }>('storeMerchant'),
    storeLanguage: notProvidedAction<{ code: string }>('storeLanguage'),
    reloadHome: notProvidedAction('reloadHome'),
  },
  guards: {
    hasRegions: ({ context }) => context.regions.length > 0,
    isOtherLanguage: ({ context }, params: { code: string }) => params.code !== context.language,
    isOtherRegion: ({ context }, params: { merchantCode: string }) =>
      params.merchantCode !== context.merchantCode &&
      context.regions.some((r) => r.merchantCode === params.merchantCode),
  },
}).createMachine({
  id: 'regionLanguage',
  context: ({ input }) => ({ ...input, regions: [], errorCode: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The popup is closed.',
      on: { 'popup.open': 'open' },
    },
    open: {
      description:
        'The popup shows the regions (country and currency) and their languages; closing it changes nothing.',
      initial: 'deciding',
      entry: assign({ errorCode: null }),
      on: { 'popup.close': 'closed' },
      states: {
        // The region table does not change during a visit: a second opening reuses it.
        deciding: {
          description: 'The region table is loaded once per visit: a second opening reuses it.',
          always: [{ guard: 'hasRegions', target: 'choosing' }, { target: 'loadingRegions' }],
        },
        loadingRegions: {
          description: 'The list of regions is loading.',
          invoke: {
            id: 'loadRegions',
            src: 'loadRegions',
            onDone: {
              target: 'choosing',
              actions: assign({ regions: ({ event }) => event.output }),
            },
            onError: {
              target: 'loadFailed',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
        loadFailed: {
          description: 'The regions could not be loaded: the error code shows with a Retry button.',
          on: {
            'regions.retry': { target: 'loadingRegions', actions: assign({ errorCode: null }) },
          },
        },
        choosing: {
          description:
            'The player picks a language or a region; picking what is already in force does nothing.',
          on: {
            'language.chosen': {
              guard: { type: 'isOtherLanguage', params: ({ event }) => ({ code: event.code }) },
              target: 'applyingLanguage',
            },
            'region.chosen': {
              guard: {
                type: 'isOtherRegion',
                params: ({ event }) => ({ merchantCode: event.merchantCode }),
              },
              target: '#regionLanguage.switchingRegion',
            },
          },
        },
        applyingLanguage: {
          description:
            'Another language is applied at once, without a reload; a failure keeps the language in force and shows the error.',
          invoke: {
            id: 'applyLanguage',
            src: 'applyLanguage',
            // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, only language.chosen enters here; the check narrows the type.
            input: ({ event }) => ({ code: event.type === 'language.chosen' ? event.code : '' }),
            onDone: {
              target: 'choosing',
              actions: assign({ language: ({ event }) => event.output, errorCode: null }),
            },
            onError: {
              target: 'choosing',
              actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
            },
          },
        },
      },
    },
    // The page reloads from here; nothing else may happen in between.
    switchingRegion: {
      description:
        'Another region was chosen: the stored status and session storage are cleared, that merchant and its first language are stored, and /m/home reloads keeping the query string.',
      entry: [
        assign(({ context, event }) => {
          // Stryker disable next-line ConditionalExpression: equivalent, only region.chosen enters here; the check narrows the type.
          const merchantCode =
            event.type === 'region.chosen' ? event.merchantCode : context.merchantCode;
          const region = context.regions.find((r) => r.merchantCode === merchantCode);
          // Stryker disable next-line OptionalChaining: equivalent, the guard admitted a merchant of the table only, so its region is found.
          return { merchantCode, language: region?.langList[0] ?? context.language };
        }),
        'clearStoredStatus',
        'clearSessionStorage',
        {
          type: 'storeMerchant',
          params: ({ context }) => ({ merchantCode: context.merchantCode }),
        },
        { type: 'storeLanguage', params: ({ context }) => ({ code: context.language }) },
        'reloadHome',
      ],
      type: 'final',
    },
  },
});
