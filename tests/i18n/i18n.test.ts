// @vitest-environment jsdom
import type * as Lingui from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh i18n module and Lingui instance: the whole catalogue, once wanted, stays
// wanted for the visit, and a loaded catalogue stays loaded.
async function freshI18n() {
  vi.resetModules();
  vi.doMock('@lingui/core', async (importOriginal) => {
    const lingui = await importOriginal<typeof Lingui>();
    return { ...lingui, i18n: lingui.setupI18n() };
  });
  return import('../../src/i18n/i18n.ts');
}

const BENGALI_MENU = 'মেনু';
const BENGALI_FILTER = 'ফিল্টার';
// The logout question: in the whole catalogue only.
const BENGALI_LOGOUT_QUESTION = 'আপনি কি নিশ্চিতভাবে লগআউট করতে চান?';
// A quick entry of the home's lobby: in the first screen's part, not in the login page's piece.
const BENGALI_HOME_ONLY = 'এখনই ডিপোজিট করুন, আরও বোনাস পান';
const BENGALI_USERNAME = 'ইউজারনেম';
// The footer bar's own label: the frame's, on every screen.
const BENGALI_FOOTER_BAR = 'প্রধান';
// The customer-service area's call to action: it mounts once the page has settled (the deferred part).
const BENGALI_SUPPORT_AREA = 'গ্রাহক সেবায় যোগাযোগ করুন';
// The deposit screen's status while its channels load: the deposit's own.
const BENGALI_DEPOSIT_LOADING = 'ডিপোজিট চ্যানেল লোড হচ্ছে';

describe('catalogue loading', () => {
  beforeEach(() => {
    document.documentElement.lang = '';
  });

  it('starts with the first screen’s part only: home’s messages, not those of other screens', async () => {
    const { activateLanguage, i18n } = await freshI18n();
    await activateLanguage('BN');
    const shown = Object.keys(i18n.messages).length;
    expect(i18n.locale).toBe('bn');
    expect(document.documentElement.lang).toBe('bn-BD');
    expect(Object.values(i18n.messages).flat()).toContain(BENGALI_MENU);
    expect(Object.values(i18n.messages).flat()).not.toContain(BENGALI_FILTER);
    expect(shown).toBeGreaterThan(50);
  });

  it('adds the rest of the active language when a screen beyond the first asks for it', async () => {
    const { activateLanguage, loadWholeCatalogue, i18n } = await freshI18n();
    await activateLanguage('BN');
    const part = Object.keys(i18n.messages).length;
    const changed = vi.fn();
    i18n.on('change', changed);
    await loadWholeCatalogue();
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(part * 2);
    expect(Object.values(i18n.messages).flat()).toContain(BENGALI_FILTER);
    expect(changed).toHaveBeenCalled();
  });

  it('loads the whole catalogue of a language chosen later, and at start-up once it is wanted', async () => {
    const { activateLanguage, loadWholeCatalogue, i18n } = await freshI18n();
    // Before any language is active (a visit landing beyond home) the wish is only recorded.
    await loadWholeCatalogue();
    expect(i18n.locale).toBeFalsy();
    await activateLanguage('BN');
    expect(Object.values(i18n.messages).flat()).toContain(BENGALI_FILTER);
    await activateLanguage('EN');
    expect(i18n.locale).toBe('en');
    expect(Object.values(i18n.messages).flat()).toContain('Filter');
  });

  it('adds a landing screen’s part to the first screen’s, not the whole catalogue, and keeps it for a language chosen later', async () => {
    const { activateLanguage, loadCatalogueFor, loadWholeCatalogue, i18n } = await freshI18n();
    // Start-up on /m/slot-games records the wish before a language is active.
    await loadCatalogueFor('/m/slot-games');
    await activateLanguage('BN');
    const shown = Object.values(i18n.messages).flat();
    expect(shown).toContain(BENGALI_MENU);
    expect(shown).toContain(BENGALI_FILTER);
    expect(shown).not.toContain(BENGALI_LOGOUT_QUESTION);
    const parts = Object.keys(i18n.messages).length;
    await activateLanguage('EN');
    expect(Object.values(i18n.messages).flat()).toContain('Filter');
    await loadWholeCatalogue();
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(parts * 2);
  });

  it('loads a part once the language is active (going from home to the login), and the whole catalogue for any other screen', async () => {
    const { activateLanguage, loadCatalogueFor, i18n } = await freshI18n();
    await activateLanguage('BN');
    await loadCatalogueFor('/m/login');
    expect(Object.values(i18n.messages).flat()).toContain('ইউজারনেম');
    expect(Object.values(i18n.messages).flat()).not.toContain(BENGALI_LOGOUT_QUESTION);
    await loadCatalogueFor('/m/help');
    expect(Object.values(i18n.messages).flat()).toContain(BENGALI_LOGOUT_QUESTION);
  });

  it('reads the login page’s own piece on a landing there: the frame and the login, none of the home’s lobby', async () => {
    const { activateLanguage, loadLandingCatalogue, loadCatalogueFor, i18n } = await freshI18n();
    await loadLandingCatalogue('/m/login', false);
    await activateLanguage('BN');
    const shown = Object.values(i18n.messages).flat();
    expect(shown).toContain(BENGALI_USERNAME);
    expect(shown).toContain(BENGALI_FOOTER_BAR);
    expect(shown).not.toContain(BENGALI_HOME_ONLY);
    expect(shown).not.toContain(BENGALI_LOGOUT_QUESTION);
    // The root route asks for the login's part as the page renders: the piece holds it already.
    const loaded = Object.keys(i18n.messages).length;
    await loadCatalogueFor('/m/login');
    expect(Object.keys(i18n.messages)).toHaveLength(loaded);
  });

  it('reads the deposit’s own piece on a member’s landing there: the frame and the deposit, none of the home’s lobby', async () => {
    const { activateLanguage, loadLandingCatalogue, loadCatalogueFor, i18n } = await freshI18n();
    await loadLandingCatalogue('/m/voucherCenter', false);
    await activateLanguage('BN');
    const shown = Object.values(i18n.messages).flat();
    expect(shown).toContain(BENGALI_DEPOSIT_LOADING);
    expect(shown).toContain(BENGALI_FOOTER_BAR);
    expect(shown).not.toContain(BENGALI_HOME_ONLY);
    expect(shown).not.toContain(BENGALI_USERNAME);
    expect(shown).not.toContain(BENGALI_LOGOUT_QUESTION);
    // The root route asks for the deposit's part as the page renders: the piece holds it already.
    const loaded = Object.keys(i18n.messages).length;
    await loadCatalogueFor('/m/voucherCenter');
    expect(Object.keys(i18n.messages)).toHaveLength(loaded);
    await activateLanguage('EN');
    expect(Object.values(i18n.messages).flat()).toContain('Loading the deposit channels');
  });

  it('adds the deposit’s part to the first screen’s on going there from home', async () => {
    const { activateLanguage, loadCatalogueFor, i18n } = await freshI18n();
    await activateLanguage('BN');
    await loadCatalogueFor('/m/voucherCenter');
    const shown = Object.values(i18n.messages).flat();
    expect(shown).toContain(BENGALI_DEPOSIT_LOADING);
    expect(shown).toContain(BENGALI_HOME_ONLY);
    expect(shown).not.toContain(BENGALI_LOGOUT_QUESTION);
  });

  it('adds the first screen’s part when a visit that landed on the login page goes home, in a language chosen later too', async () => {
    const { activateLanguage, loadLandingCatalogue, loadFirstScreenCatalogue, i18n } =
      await freshI18n();
    await loadLandingCatalogue('/m/login', false);
    await activateLanguage('BN');
    await loadFirstScreenCatalogue();
    expect(Object.values(i18n.messages).flat()).toContain(BENGALI_HOME_ONLY);
    await activateLanguage('EN');
    const english = Object.values(i18n.messages).flat();
    expect(english).toContain('Deposit now, get more bonus');
    expect(english).toContain('Username');
  });

  it('reads the first screen’s part with a game category’s on going there from the login page', async () => {
    const { activateLanguage, loadLandingCatalogue, loadCatalogueFor, i18n } = await freshI18n();
    await loadLandingCatalogue('/m/login', false);
    await activateLanguage('BN');
    await loadCatalogueFor('/m/slot-games');
    const shown = Object.values(i18n.messages).flat();
    expect(shown).toContain(BENGALI_FILTER);
    expect(shown).toContain(BENGALI_HOME_ONLY);
    expect(shown).not.toContain(BENGALI_LOGOUT_QUESTION);
  });

  it('reads the first screen’s part on a home landing, and a part with it on a category landing', async () => {
    const home = await freshI18n();
    await home.loadLandingCatalogue('/m/home', true);
    await home.activateLanguage('BN');
    expect(Object.values(home.i18n.messages).flat()).toContain(BENGALI_HOME_ONLY);
    expect(Object.values(home.i18n.messages).flat()).not.toContain(BENGALI_USERNAME);
    const category = await freshI18n();
    await category.loadLandingCatalogue('/m/slot-games', false);
    await category.activateLanguage('BN');
    expect(Object.values(category.i18n.messages).flat()).toEqual(
      expect.arrayContaining([BENGALI_HOME_ONLY, BENGALI_FILTER]),
    );
  });

  it('adds what mounts once the page has settled on its own, on a home or a login landing, and in a language chosen later', async () => {
    const home = await freshI18n();
    await home.loadLandingCatalogue('/m/home', true);
    await home.activateLanguage('BN');
    expect(Object.values(home.i18n.messages).flat()).not.toContain(BENGALI_SUPPORT_AREA);
    const firstScreen = Object.keys(home.i18n.messages).length;
    await home.loadDeferredCatalogue();
    expect(Object.values(home.i18n.messages).flat()).toContain(BENGALI_SUPPORT_AREA);
    expect(Object.keys(home.i18n.messages).length).toBeLessThan(firstScreen * 2);
    expect(Object.values(home.i18n.messages).flat()).not.toContain(BENGALI_LOGOUT_QUESTION);
    await home.activateLanguage('EN');
    expect(Object.values(home.i18n.messages).flat()).toContain('Contact customer service');

    const login = await freshI18n();
    await login.loadLandingCatalogue('/m/login', false);
    await login.activateLanguage('BN');
    await login.loadDeferredCatalogue();
    const shown = Object.values(login.i18n.messages).flat();
    expect(shown).toContain(BENGALI_SUPPORT_AREA);
    expect(shown).not.toContain(BENGALI_HOME_ONLY);
  });
});
