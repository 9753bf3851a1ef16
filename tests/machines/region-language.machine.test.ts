import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CountryEntry } from '../../src/api/endpoints/country-list.ts';
import { regionLanguageMachine } from '../../machines/region-language.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { regionLanguageOracle } from './oracles/region-language.oracle.ts';

const region = (
  merchantCode: string,
  country: string,
  currency: string,
  langList: string[],
): CountryEntry => ({
  merchantCode,
  country,
  currency,
  countryName: country,
  langList,
  dialingCode: '880',
});
const REGIONS = [
  region('bdbt', 'BD', 'BDT', ['BN', 'EN']),
  region('inrs', 'IN', 'INR', ['HI', 'EN']),
];
const input = { merchantCode: 'bdbt', language: 'BN' };

describeChartModel('region-language chart (model-based)', regionLanguageMachine, {
  oracle: regionLanguageOracle,
  input,
  events: [
    { type: 'popup.open' },
    { type: 'popup.close' },
    { type: 'regions.retry' },
    { type: 'xstate.done.actor.loadRegions', output: REGIONS },
    { type: 'xstate.error.actor.loadRegions', error: { code: 'network.offline' } },
    { type: 'language.chosen', code: 'EN' },
    { type: 'language.chosen', code: 'BN' },
    { type: 'xstate.done.actor.applyLanguage', output: 'EN' },
    { type: 'xstate.error.actor.applyLanguage', error: new Error('chunk failed') },
    { type: 'region.chosen', merchantCode: 'inrs' },
    { type: 'region.chosen', merchantCode: 'bdbt' },
    { type: 'region.chosen', merchantCode: 'nowhere' },
  ],
});

describe('region-language chart (rules)', () => {
  function start(
    applyLanguage = fromPromise<string, { code: string }>(async ({ input: { code } }) => code),
  ) {
    const calls: string[] = [];
    const record = (name: string) => (_: unknown, params?: unknown) => {
      calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    };
    const actor = createActor(
      regionLanguageMachine.provide({
        actors: { loadRegions: fromPromise(async () => REGIONS), applyLanguage },
        actions: {
          clearStoredStatus: record('clearStoredStatus'),
          clearSessionStorage: record('clearSessionStorage'),
          storeMerchant: record('storeMerchant'),
          storeLanguage: record('storeLanguage'),
          reloadHome: record('reloadHome'),
        },
      }),
      { input },
    ).start();
    return { actor, calls };
  }

  it('switching region clears status and session, stores the merchant and its first language, then reloads — in that order', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true));
    actor.send({ type: 'region.chosen', merchantCode: 'inrs' });
    expect(calls).toEqual([
      'clearStoredStatus',
      'clearSessionStorage',
      'storeMerchant {"merchantCode":"inrs"}',
      'storeLanguage {"code":"HI"}',
      'reloadHome',
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('choosing a language applies it without touching storage or reloading', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true));
    actor.send({ type: 'language.chosen', code: 'EN' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.language).toBe('EN'));
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(calls).toEqual([]);
  });

  it('the current region and an unknown merchant change nothing', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'popup.open' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true));
    actor.send({ type: 'region.chosen', merchantCode: 'bdbt' });
    actor.send({ type: 'region.chosen', merchantCode: 'nowhere' });
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(calls).toEqual([]);
  });

  it('a failed load shows Retry, which loads again; the table then serves every later opening without a load', async () => {
    let loads = 0;
    const actor = createActor(
      regionLanguageMachine.provide({
        actors: {
          loadRegions: fromPromise(async () => {
            loads += 1;
            if (loads === 1) throw { code: 'network.offline' };
            return REGIONS;
          }),
        },
      }),
      { input },
    ).start();
    actor.send({ type: 'popup.open' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'loadFailed' })).toBe(true));
    expect(actor.getSnapshot().context.errorCode).toBe('network.offline');
    actor.send({ type: 'regions.retry' });
    expect(actor.getSnapshot().matches({ open: 'loadingRegions' })).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBeNull();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true));
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'popup.open' });
    // The choices show at once, from the table already loaded.
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true);
    expect(loads).toBe(2);
  });
});
