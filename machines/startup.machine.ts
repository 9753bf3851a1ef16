import { assign, setup } from 'xstate';
import type { SystemStatus } from '../shared/contract/calls/system-status.ts';
import { errorCodeOf } from './error-code.ts';
import { notProvidedAction, notProvidedActor } from './not-provided.ts';

/**
 * Start-up and status gating (requirements A4.2 "Start-up", requirements A2.7 "System status screens").
 *
 * Order: set the merchant and the app marker, load the language, load the status, then render.
 * The status is cached: a cached copy renders at once and is refreshed in the background; a cache
 * that fails to parse is logged and the status is fetched again. Status 0 renders the app,
 * 1 the maintenance screen (also when maintenance and region restriction both apply),
 * 2 the region-blocked screen.
 *
 * Pure chart: every effect is a named actor or action provided by src/features/shell/actors.
 */

/** The system status answer; this chart decides on `maintenance` and `regionRestriction`. */
export type StartupStatus = SystemStatus;

/** What `readStatusCache` reports: the cache is either usable, absent or unreadable. */
export type StatusCacheRead =
  | { kind: 'hit'; status: StartupStatus }
  | { kind: 'missing' }
  | { kind: 'corrupt'; reason: string };

export interface StartupContext {
  language: string | null;
  status: StartupStatus | null;
  /** Error code of the last failed status fetch (the view translates it). */
  errorCode: string | null;
}

/** Retry: the error screen fetches again; a status screen refreshes in the background. */
export type StartupEvent = { type: 'status.retry' };

export const startupMachine = setup({
  types: {
    context: {} as StartupContext,
    events: {} as StartupEvent,
  },
  actors: {
    loadLanguage: notProvidedActor<string>('loadLanguage'),
    readStatusCache: notProvidedActor<StatusCacheRead>('readStatusCache'),
    fetchStatus: notProvidedActor<StartupStatus>('fetchStatus'),
  },
  actions: {
    setMerchant: notProvidedAction('setMerchant'),
    markAppShell: notProvidedAction('markAppShell'),
    cacheStatus: notProvidedAction<{ status: StartupStatus }>('cacheStatus'),
    logError: notProvidedAction<{ step: string }>('logError'),
  },
  guards: {
    isCacheHit: (_, params: { read: StatusCacheRead }) => params.read.kind === 'hit',
    isCacheCorrupt: (_, params: { read: StatusCacheRead }) => params.read.kind === 'corrupt',
    // Maintenance wins over region restriction (spec: status 1 also when both apply).
    // Stryker disable next-line OptionalChaining: equivalent, the screen is decided in ready only, which is never entered without a status.
    isUnderMaintenance: ({ context }) => context.status?.maintenance === true,
    // Stryker disable next-line OptionalChaining: equivalent, for the same reason.
    isRegionRestricted: ({ context }) => context.status?.regionRestriction === true,
  },
}).createMachine({
  id: 'startup',
  context: { language: null, status: null, errorCode: null },
  initial: 'preparing',
  states: {
    preparing: {
      description: 'The merchant and the app marker are set before anything is loaded.',
      entry: ['setMerchant', 'markAppShell'],
      always: { target: 'loadingLanguage' },
    },
    loadingLanguage: {
      description:
        'The language catalogue loads; if it fails the error is logged and the site goes on in the default language.',
      invoke: {
        id: 'loadLanguage',
        src: 'loadLanguage',
        onDone: {
          target: 'readingStatusCache',
          actions: assign({ language: ({ event }) => event.output }),
        },
        // The site stays usable in the default language when a catalogue fails to load.
        onError: {
          target: 'readingStatusCache',
          actions: { type: 'logError', params: { step: 'loadLanguage' } },
        },
      },
    },
    readingStatusCache: {
      description:
        'The saved copy of the site status is read. A usable copy shows the right screen at once and is refreshed in the background; an unreadable copy is logged and the status is fetched.',
      invoke: {
        id: 'readStatusCache',
        src: 'readStatusCache',
        onDone: [
          {
            guard: { type: 'isCacheHit', params: ({ event }) => ({ read: event.output }) },
            target: '#startup.ready.sync.refreshing',
            actions: assign({
              // Stryker disable next-line ConditionalExpression: equivalent, the guard admits a hit only; the check narrows the type.
              status: ({ event }) => (event.output.kind === 'hit' ? event.output.status : null),
            }),
          },
          {
            guard: { type: 'isCacheCorrupt', params: ({ event }) => ({ read: event.output }) },
            target: 'fetchingStatus',
            actions: { type: 'logError', params: { step: 'readStatusCache' } },
          },
          { target: 'fetchingStatus' },
        ],
        onError: {
          target: 'fetchingStatus',
          actions: { type: 'logError', params: { step: 'readStatusCache' } },
        },
      },
    },
    fetchingStatus: {
      description:
        'No usable saved status: the site status is fetched from the server before any screen shows.',
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: {
          target: 'ready',
          actions: [
            assign({ status: ({ event }) => event.output, errorCode: null }),
            { type: 'cacheStatus', params: ({ event }) => ({ status: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    failed: {
      description:
        'The status could not be fetched: an error screen with the error code and a Retry button.',
      on: { 'status.retry': { target: 'fetchingStatus' } },
    },
    ready: {
      description:
        'The status is known: one screen shows, and the status can be refreshed in the background.',
      type: 'parallel',
      states: {
        screen: {
          description: 'Which screen the status allows.',
          initial: 'deciding',
          states: {
            deciding: {
              description: 'Maintenance wins over region restriction; with neither the app shows.',
              always: [
                { guard: 'isUnderMaintenance', target: 'showingMaintenance' },
                { guard: 'isRegionRestricted', target: 'showingBlocked' },
                { target: 'showingApp' },
              ],
            },
            showingApp: { description: 'Normal status: the site itself shows.' },
            showingMaintenance: {
              description:
                'The site is under maintenance (also when the region is restricted too): the maintenance screen.',
            },
            showingBlocked: {
              description: "The player's region is restricted: the region-blocked screen.",
            },
          },
        },
        sync: {
          description: 'Background refresh of the status.',
          initial: 'idle',
          states: {
            idle: {
              description:
                'No refresh running; the last fetched status is saved for the next visit.',
              on: {
                'status.retry': { target: 'refreshing' },
              },
            },
            refreshing: {
              description:
                'The status is fetched again without hiding the screen; a new status decides the screen again, a failure is logged and keeps the screen.',
              invoke: {
                id: 'refreshStatus',
                src: 'fetchStatus',
                // A fresh status may switch the screen (e.g. maintenance starts): decide again.
                onDone: {
                  // Stryker disable next-line StringLiteral: equivalent, a target in the other region re-enters all of ready, so both regions restart at their first states (deciding, idle) even with one target emptied.
                  target: ['idle', '#startup.ready.screen.deciding'],
                  actions: [
                    assign({ status: ({ event }) => event.output }),
                    { type: 'cacheStatus', params: ({ event }) => ({ status: event.output }) },
                  ],
                },
                // A failed background refresh keeps the screen the player already has.
                onError: {
                  target: 'idle',
                  actions: { type: 'logError', params: { step: 'refreshStatus' } },
                },
              },
            },
          },
        },
      },
    },
  },
});
