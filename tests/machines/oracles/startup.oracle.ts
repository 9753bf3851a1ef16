import { expect } from 'vitest';
import type { StartupContext, StatusCacheRead } from '../../../machines/startup.machine.ts';
import { actionsIn, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<StartupContext>;

const cacheRead = ({ event }: Step) =>
  event.type === 'xstate.done.actor.readStatusCache' ? (event.output as StatusCacheRead) : null;

/** Only one screen shows, and what it is follows from the status. */
function screenFor({ context }: Step): string {
  if (context.status?.maintenance) return 'showingMaintenance';
  if (context.status?.regionRestriction) return 'showingBlocked';
  return 'showingApp';
}

/** What must hold in each state of the start-up chart. */
export const startupOracle: Oracle<StartupContext> = {
  preparing: ({ effects, context }) => {
    // The merchant and the app marker are set before anything is loaded.
    expect(actionsIn(effects).slice(0, 2)).toEqual([
      { action: 'setMerchant' },
      { action: 'markAppShell' },
    ]);
    expect(context).toEqual({ language: null, status: null, errorCode: null });
  },
  loadingLanguage: ({ context, running, effects }) => {
    expect(running).toEqual(['loadLanguage']);
    expect(context.status).toBeNull();
    expect(effects).toContainEqual({ invoke: 'loadLanguage', id: 'loadLanguage' });
  },
  readingStatusCache: (step) => {
    const { context, running, effects, event, entered } = step;
    expect(running).toEqual(['readStatusCache']);
    expect(context.status).toBeNull();
    if (!entered) return;
    expect(effects).toContainEqual({ invoke: 'readStatusCache', id: 'readStatusCache' });
    if (event.type === 'xstate.done.actor.loadLanguage')
      expect(context.language).toBe(event.output);
    // A catalogue that fails to load is logged and the site goes on in the default language.
    if (event.type === 'xstate.error.actor.loadLanguage') {
      expect(context.language).toBeNull();
      expect(effects).toContainEqual({ action: 'logError', params: { step: 'loadLanguage' } });
    }
  },
  fetchingStatus: (step) => {
    const { context, running, effects, event, entered } = step;
    expect(running).toEqual(['fetchStatus']);
    expect(context.status).toBeNull();
    if (!entered) return;
    expect(effects).toContainEqual({ invoke: 'fetchStatus', id: 'fetchStatus' });
    // A cache hit never waits for the server: the status is fetched only without a usable copy.
    expect(cacheRead(step)?.kind).not.toBe('hit');
    const unreadable =
      cacheRead(step)?.kind === 'corrupt' || event.type === 'xstate.error.actor.readStatusCache';
    const logged = actionsIn(effects).some((e) => e.action === 'logError');
    expect(logged).toBe(unreadable);
    if (unreadable)
      expect(effects).toContainEqual({ action: 'logError', params: { step: 'readStatusCache' } });
  },
  failed: ({ context, running, event }) => {
    expect(context.errorCode).toEqual(expect.any(String));
    // The error screen names the code of the failed fetch.
    if (event.type === 'xstate.error.actor.fetchStatus')
      expect(context.errorCode).toBe((event.error as { code: string }).code);
    expect(context.status).toBeNull();
    expect(running).toEqual([]);
  },
  ready: (step) => {
    const { context, effects, event, entered } = step;
    expect(context.status).not.toBeNull();
    expect(context.errorCode).toBeNull();
    if (!entered) return;
    // A cached copy renders at once and is refreshed in the background; a fetched one is cached.
    const read = cacheRead(step);
    if (read?.kind === 'hit') {
      expect(context.status).toEqual(read.status);
      expect(step.snapshot.matches({ ready: { sync: 'refreshing' } })).toBe(true);
    }
    if (event.type === 'xstate.done.actor.fetchStatus') {
      expect(context.status).toEqual(event.output);
      expect(effects).toContainEqual({ action: 'cacheStatus', params: { status: event.output } });
    }
  },
  'ready.screen': (step) => {
    expect(
      step.snapshot.matches({ ready: { screen: 'deciding' } }) ||
        step.snapshot.matches({ ready: { screen: screenFor(step) } }),
    ).toBe(true);
  },
  'ready.screen.deciding': ({ context }) => {
    expect(context.status).not.toBeNull();
  },
  'ready.screen.showingApp': (step) => {
    expect(screenFor(step)).toBe('showingApp');
  },
  // Maintenance wins when maintenance and region restriction both apply.
  'ready.screen.showingMaintenance': (step) => {
    expect(step.context.status?.maintenance).toBe(true);
  },
  'ready.screen.showingBlocked': (step) => {
    expect(step.context.status).toMatchObject({ maintenance: false, regionRestriction: true });
  },
  'ready.sync': ({ snapshot }) => {
    expect(
      snapshot.matches({ ready: { sync: 'idle' } }) !==
        snapshot.matches({ ready: { sync: 'refreshing' } }),
    ).toBe(true);
  },
  'ready.sync.idle': ({ running, effects, event, entered, context }) => {
    expect(running).toEqual([]);
    if (!entered) return;
    if (event.type === 'xstate.done.actor.refreshStatus') {
      expect(context.status).toEqual(event.output);
      expect(effects).toContainEqual({ action: 'cacheStatus', params: { status: event.output } });
    }
    // A failed background refresh is logged and keeps the status the player already has.
    if (event.type === 'xstate.error.actor.refreshStatus') {
      expect(effects).toEqual([{ action: 'logError', params: { step: 'refreshStatus' } }]);
    }
  },
  'ready.sync.refreshing': ({ running, effects, entered, context, previous }) => {
    expect(running).toEqual(['refreshStatus']);
    if (entered) expect(effects).toContainEqual({ invoke: 'fetchStatus', id: 'refreshStatus' });
    // Entering a refresh never changes the status that is shown.
    if (entered && previous?.matches('ready'))
      expect(context.status).toEqual(previous.context.status);
  },
};
