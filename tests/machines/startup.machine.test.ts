import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  startupMachine,
  type StartupStatus,
  type StatusCacheRead,
} from '../../machines/startup.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { startupOracle } from './oracles/startup.oracle.ts';

// The chart reads only these two flags; the rest of the answer is passed through untouched.
const status = (maintenance: boolean, regionRestriction: boolean) =>
  ({ maintenance, regionRestriction }) as StartupStatus;
const normal = status(false, false);
const maintenance = status(true, false);
const restricted = status(false, true);
const both = status(true, true);
const cache = (read: StatusCacheRead) => ({
  type: 'xstate.done.actor.readStatusCache',
  output: read,
});
const offline = { code: 'network.offline' };

const model = describeChartModel('startup chart (model-based)', startupMachine, {
  oracle: startupOracle,
  events: [
    { type: 'xstate.done.actor.loadLanguage', output: 'BN' },
    { type: 'xstate.error.actor.loadLanguage', error: new Error('catalogue chunk failed') },
    cache({ kind: 'hit', status: normal }),
    cache({ kind: 'missing' }),
    cache({ kind: 'corrupt', reason: 'Unexpected token' }),
    { type: 'xstate.error.actor.readStatusCache', error: new Error('storage denied') },
    ...[normal, maintenance, restricted, both].map((output) => ({
      type: 'xstate.done.actor.fetchStatus',
      output,
    })),
    { type: 'xstate.error.actor.fetchStatus', error: offline },
    ...[normal, maintenance, restricted].map((output) => ({
      type: 'xstate.done.actor.refreshStatus',
      output,
    })),
    { type: 'xstate.error.actor.refreshStatus', error: offline },
    { type: 'status.retry' },
  ],
});

describe('startup chart (paths)', () => {
  it('shows maintenance when maintenance and region restriction both apply', () => {
    const reaches = model.paths.some(
      (p) =>
        JSON.stringify(p.steps.at(-1)?.state.context).includes(
          '"maintenance":true,"regionRestriction":true',
        ) && JSON.stringify(p.steps.at(-1)?.state.value).includes('showingMaintenance'),
    );
    expect(reaches).toBe(true);
  });
});

describe('startup chart (rules)', () => {
  /** The chart with every effect answered by the test: each call waits until the test settles it. */
  function start() {
    const calls: string[] = [];
    const pending = new Map<
      string,
      { resolve: (value: unknown) => void; reject: (error: unknown) => void }
    >();
    const controlled = <T>(name: string) =>
      fromPromise<T, void>(
        () =>
          new Promise<T>((resolve, reject) => {
            calls.push(name);
            pending.set(name, { resolve: resolve as (value: unknown) => void, reject });
          }),
      );
    const actor = createActor(
      startupMachine.provide({
        actors: {
          loadLanguage: controlled<string>('loadLanguage'),
          readStatusCache: controlled<StatusCacheRead>('readStatusCache'),
          fetchStatus: controlled<StartupStatus>('fetchStatus'),
        },
        actions: {
          setMerchant: () => void calls.push('setMerchant'),
          markAppShell: () => void calls.push('markAppShell'),
          cacheStatus: (_, params) =>
            void calls.push(`cacheStatus ${JSON.stringify(params.status)}`),
          logError: (_, params) => void calls.push(`logError ${params.step}`),
        },
      }),
    ).start();
    /** Settles the running call of `name` and waits until the chart has taken the answer. */
    const settle = async (name: string, outcome: { output: unknown } | { error: unknown }) => {
      const call = pending.get(name)!;
      pending.delete(name);
      if ('output' in outcome) call.resolve(outcome.output);
      else call.reject(outcome.error);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const screen = () =>
      actor.getSnapshot().matches({ ready: { screen: 'showingApp' } })
        ? 'app'
        : actor.getSnapshot().matches({ ready: { screen: 'showingMaintenance' } })
          ? 'maintenance'
          : actor.getSnapshot().matches({ ready: { screen: 'showingBlocked' } })
            ? 'blocked'
            : null;
    return { actor, calls, settle, screen };
  }

  it.each([
    [normal, 'app'],
    [maintenance, 'maintenance'],
    [restricted, 'blocked'],
  ] as const)(
    'a saved status shows its screen at once and is refreshed in the background (%o → %s)',
    async (saved, shown) => {
      const { actor, calls, settle, screen } = start();
      await settle('loadLanguage', { output: 'EN' });
      await settle('readStatusCache', { output: { kind: 'hit', status: saved } });
      expect(screen()).toBe(shown);
      expect(actor.getSnapshot().context.status).toEqual(saved);
      expect(actor.getSnapshot().matches({ ready: { sync: 'refreshing' } })).toBe(true);
      // One fetch: the background refresh, while the screen already shows.
      expect(calls.filter((call) => call === 'fetchStatus')).toHaveLength(1);
    },
  );

  it.each([
    [{ kind: 'missing' }, []],
    [{ kind: 'corrupt', reason: 'Unexpected token' }, ['logError readStatusCache']],
  ] as const)(
    'without a usable saved status (%o) no screen shows until the status is fetched',
    async (read, logged) => {
      const { actor, calls, settle, screen } = start();
      await settle('loadLanguage', { output: 'EN' });
      await settle('readStatusCache', { output: read });
      expect(actor.getSnapshot().value).toBe('fetchingStatus');
      expect(screen()).toBeNull();
      expect(calls.filter((call) => call.startsWith('logError'))).toEqual(logged);
      await settle('fetchStatus', { output: restricted });
      expect(screen()).toBe('blocked');
      expect(calls.at(-1)).toBe(`cacheStatus ${JSON.stringify(restricted)}`);
      expect(actor.getSnapshot().matches({ ready: { sync: 'idle' } })).toBe(true);
    },
  );

  it.each([
    [offline, 'network.offline'],
    [new Error('socket hang up'), 'unknown'],
    [{ code: 42 }, 'unknown'],
    [null, 'unknown'],
  ] as const)(
    'a failed fetch shows the error screen with the error code (%o → %s); Retry fetches again',
    async (error, code) => {
      const { actor, calls, settle, screen } = start();
      await settle('loadLanguage', { error: new Error('catalogue') });
      await settle('readStatusCache', { output: { kind: 'missing' } });
      await settle('fetchStatus', { error });
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.errorCode).toBe(code);
      actor.send({ type: 'status.retry' });
      expect(actor.getSnapshot().value).toBe('fetchingStatus');
      await settle('fetchStatus', { output: normal });
      expect(screen()).toBe('app');
      expect(actor.getSnapshot().context.errorCode).toBeNull();
      expect(calls.filter((call) => call === 'fetchStatus')).toHaveLength(2);
    },
  );

  it('Retry on a status screen refreshes in the background; a new status decides the screen again', async () => {
    const { actor, calls, settle, screen } = start();
    await settle('loadLanguage', { output: 'BN' });
    await settle('readStatusCache', { output: { kind: 'missing' } });
    await settle('fetchStatus', { output: maintenance });
    expect(screen()).toBe('maintenance');
    actor.send({ type: 'status.retry' });
    expect(actor.getSnapshot().matches({ ready: { sync: 'refreshing' } })).toBe(true);
    // The maintenance screen stays while the refresh runs.
    expect(screen()).toBe('maintenance');
    await settle('fetchStatus', { output: normal });
    expect(screen()).toBe('app');
    expect(actor.getSnapshot().matches({ ready: { sync: 'idle' } })).toBe(true);
    expect(calls.at(-1)).toBe(`cacheStatus ${JSON.stringify(normal)}`);
    // Back to idle: a second Retry refreshes again; a failed refresh keeps the screen.
    actor.send({ type: 'status.retry' });
    expect(actor.getSnapshot().matches({ ready: { sync: 'refreshing' } })).toBe(true);
    await settle('fetchStatus', { error: offline });
    expect(screen()).toBe('app');
    expect(actor.getSnapshot().matches({ ready: { sync: 'idle' } })).toBe(true);
    expect(calls.at(-1)).toBe('logError refreshStatus');
  });
});
