import { expect } from 'vitest';
import type { RegionLanguageContext } from '../../../machines/region-language.machine.ts';
import { actionsIn, expectEffects, invocationsIn, type Oracle } from '../helpers/chart-model.ts';

/** Until a region is switched, nothing is stored and the page is never reloaded. */
const nothingStored = (history: Parameters<typeof actionsIn>[0]) =>
  expect(actionsIn(history)).toEqual([]);

/** What must hold in each state of the region-language popup's chart. */
export const regionLanguageOracle: Oracle<RegionLanguageContext> = {
  closed: ({ history, running }) => {
    nothingStored(history);
    expect(running).toEqual([]);
  },
  open: ({ history, context, previous, entered }) => {
    nothingStored(history);
    // The merchant never changes while the popup is open.
    if (previous) expect(context.merchantCode).toBe(previous.context.merchantCode);
    if (entered) expect(context.errorCode).toBeNull();
  },
  'open.deciding': ({ context }) => {
    expect(context.errorCode).toBeNull();
  },
  'open.loadingRegions': ({ context, effects, running, entered }) => {
    expect(context.regions).toEqual([]);
    expect(context.errorCode).toBeNull();
    expect(running).toEqual(['loadRegions']);
    if (entered) expectEffects(effects, [{ invoke: 'loadRegions', id: 'loadRegions' }]);
  },
  'open.loadFailed': ({ context, running }) => {
    expect(context.regions).toEqual([]);
    expect(context.errorCode).toEqual(expect.any(String));
    expect(running).toEqual([]);
  },
  'open.choosing': ({ context, effects, event, previous, running, entered }) => {
    expect(context.regions.length).toBeGreaterThan(0);
    expect(running).toEqual([]);
    if (!entered) return;
    // The region table does not change during a visit: a second opening reuses it.
    if (event.type === 'popup.open') expect(invocationsIn(effects)).toEqual([]);
    if (event.type === 'xstate.done.actor.applyLanguage') {
      expect(context.language).toBe(event.output);
      expect(context.errorCode).toBeNull();
    }
    if (event.type === 'xstate.error.actor.applyLanguage') {
      expect(context.language).toBe(previous?.context.language);
      expect(context.errorCode).toEqual(expect.any(String));
    }
  },
  'open.applyingLanguage': ({ context, effects, event, previous, running, entered }) => {
    expect(running).toEqual(['applyLanguage']);
    if (!entered) return;
    // Only another language is applied, at once and without a reload.
    expect(event.type).toBe('language.chosen');
    expect(event.code).not.toBe(previous?.context.language);
    expect(context.language).toBe(previous?.context.language);
    expectEffects(effects, [
      { invoke: 'applyLanguage', id: 'applyLanguage', input: { code: event.code } },
    ]);
  },
  switchingRegion: ({ snapshot, context, effects, event, previous }) => {
    expect(snapshot.status).toBe('done');
    expect(event.type).toBe('region.chosen');
    const regions = (previous?.context as RegionLanguageContext | undefined)?.regions ?? [];
    const chosen = regions.find((r) => r.merchantCode === event.merchantCode);
    // Only another region of the list is switched to: its first language, then a reload.
    expect(chosen).toBeDefined();
    expect(event.merchantCode).not.toBe(previous?.context.merchantCode);
    expect(context).toMatchObject({
      merchantCode: event.merchantCode,
      language: chosen?.langList[0],
    });
    expectEffects(effects, [
      { action: 'clearStoredStatus' },
      { action: 'clearSessionStorage' },
      { action: 'storeMerchant', params: { merchantCode: event.merchantCode } },
      { action: 'storeLanguage', params: { code: chosen?.langList[0] } },
      { action: 'reloadHome' },
    ]);
  },
};
