import { expect, type Locator } from '@playwright/test';
import {
  regionLanguageMachine,
  type RegionLanguageContext,
} from '../../machines/region-language.machine.ts';
import type { CountryEntry } from '../../shared/contract/calls/country-list.ts';
import { configureSite, resetSite } from '../dev-controls.ts';
import { defineAdapter, type BaseWorld, type Lang } from './kit/adapter.ts';
import { translate } from './kit/catalogue.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * The region-language popup (requirements A2.12) driven from the home page's side menu against the
 * real server, configured with two regions: Bangladesh in taka (the site's default merchant) and
 * Bangladesh in dollars, whose first language is the other one of the run.
 *
 * The chart's languages are read relative to the run: its 'BN' is the language the run opens in,
 * its 'EN' the other one (a BN run taps English, an EN run taps বাংলা). The region list is held to
 * show it loading and aborted to show it failing; the other language's catalogue chunks are held
 * to show the language being applied and aborted to show it failing.
 *
 * Bounds: the popup is closed (and opened again on the loaded list) only before anything is chosen;
 * a language is chosen once per path; the region is switched from the list as first shown.
 */

const DEFAULT = 'bdbt';
const OTHER = 'bdus';
const COUNTRY_PATH = /\/wps\/system\/country(\?|$)/;
/** The catalogue chunks a language change fetches (the site's own messages, one per piece). */
const CATALOGUE_CHUNK = /\/assets\/messages-[^/]*\.js$/;

const other = (lang: Lang): Lang => (lang === 'bn' ? 'en' : 'bn');
const code = (lang: Lang) => lang.toUpperCase();
/** A language's own name, as the popup names its button. */
const ENDONYM: Record<Lang, string> = { bn: 'বাংলা', en: 'English' };
const HTML_LANG: Record<Lang, string> = { bn: 'bn-BD', en: 'en-US' };

const regionsOf = (lang: Lang): CountryEntry[] => [
  {
    merchantCode: DEFAULT,
    country: 'BD',
    currency: 'BDT',
    countryName: 'Bangladesh',
    langList: ['BN', 'EN'],
    dialingCode: '880',
  },
  {
    merchantCode: OTHER,
    country: 'BD',
    currency: 'USD',
    countryName: 'Bangladesh',
    langList: [code(other(lang)), code(lang)],
    dialingCode: '880',
  },
];
/** The chart's view of the list (the run's own language first in the second region is immaterial). */
const REGIONS = regionsOf('en');

interface RegionWorld extends BaseWorld {
  /** The language the page shows now (the run's, or the other once it is applied). */
  shown: Lang;
  regionCalls: HeldRequests | null;
  catalogueCalls: HeldRequests | null;
  /** A language change failed and its message is due. */
  languageFailed: boolean;
}

/** The text the player reads now, in the language the page shows. */
const tr = (world: RegionWorld, english: string) => translate(world.shown, english);
const popup = (world: RegionWorld): Locator =>
  world.page.getByRole('dialog', { name: tr(world, 'Region and language') });
const regionButton = (world: RegionWorld, currency: string): Locator =>
  popup(world).getByRole('button', { name: `Bangladesh · ${currency}`, exact: true });
const languageButton = (world: RegionWorld, lang: Lang): Locator =>
  popup(world).getByRole('button', { name: ENDONYM[lang], exact: true });

export const regionLanguageAdapter = defineAdapter<RegionWorld>({
  chart: 'region-language',
  machine: regionLanguageMachine,
  input: { merchantCode: DEFAULT, language: 'BN' },
  events: [
    { type: 'popup.open' },
    { type: 'popup.close' },
    { type: 'xstate.done.actor.loadRegions', output: REGIONS },
    { type: 'xstate.error.actor.loadRegions', error: { code: 'network.offline' } },
    { type: 'regions.retry' },
    { type: 'language.chosen', code: 'EN' },
    { type: 'xstate.done.actor.applyLanguage', output: 'EN' },
    { type: 'xstate.error.actor.applyLanguage', error: { code: 'network.offline' } },
    { type: 'region.chosen', merchantCode: OTHER },
  ],
  canSend(keys, event, context: RegionLanguageContext) {
    const untouched = context.language === 'BN' && context.errorCode === null;
    switch (event.type) {
      // Closed (and opened again) only on the list as first shown.
      case 'popup.close':
        return keys.includes('open.choosing') && untouched;
      // One language change per path; a failed one is not tried again here (the chart test does).
      case 'language.chosen':
        return untouched;
      case 'region.chosen':
        return untouched;
      default:
        return true;
    }
  },
  // A failed list, then Retry: the list loads the second time.
  sequences: [
    [
      { type: 'popup.open' },
      { type: 'xstate.error.actor.loadRegions', error: { code: 'network.offline' } },
      { type: 'regions.retry' },
      { type: 'xstate.done.actor.loadRegions', output: REGIONS },
    ],
  ],
  notDriven: {},
  async setUp(base) {
    await resetSite(base.request);
    await configureSite(base.request, { regions: regionsOf(base.lang) });
    // The home page's winner board reads the same region list only once scrolled near (never on
    // these paths), so every reading held is the popup's.
    // The run's language is stored by a first visit with ?lang=, then home is opened without it:
    // a ?lang= kept through the region's reload would outrank the region's first language.
    await base.page.goto(`/m/home?lang=${code(base.lang)}`);
    await expect(base.page.getByRole('heading', { level: 1, name: base.t('Home') })).toBeVisible();
    await base.page.goto('/m/home');
    await expect(base.page.getByRole('heading', { level: 1, name: base.t('Home') })).toBeVisible();
    return {
      ...base,
      shown: base.lang,
      regionCalls: null,
      catalogueCalls: null,
      languageFailed: false,
    };
  },
  states: {
    closed: {
      words: 'no popup',
      async see(world) {
        await expect(popup(world)).toHaveCount(0);
        await expect(world.page.getByRole('button', { name: tr(world, 'Menu') })).toBeVisible();
      },
    },
    open: {
      words: 'the popup',
      unseen: 'shown through its states',
    },
    'open.deciding': {
      words: 'is the region list known?',
      unseen: 'a passing state: the popup goes on at once to loading the list or showing it',
    },
    'open.loadingRegions': {
      words: 'loading the regions',
      async see(world) {
        await world.regionCalls!.expectHeld();
        await expect(popup(world)).toBeVisible();
        await expect(popup(world).getByRole('button')).not.toContainText([/Bangladesh/]);
        await expect(popup(world).getByRole('alert')).toHaveCount(0);
      },
    },
    'open.loadFailed': {
      words: 'the regions could not load',
      async see(world) {
        await expect(popup(world).getByRole('alert')).toContainText(
          tr(world, 'The region list could not be loaded.'),
        );
        await expect(popup(world).getByRole('button', { name: tr(world, 'Retry') })).toBeEnabled();
        await expect(regionButton(world, 'BDT')).toHaveCount(0);
      },
    },
    'open.choosing': {
      words: 'choosing a region or language',
      async see(world) {
        await expect(regionButton(world, 'BDT')).toHaveAttribute('aria-pressed', 'true');
        await expect(regionButton(world, 'USD')).toHaveAttribute('aria-pressed', 'false');
        await expect(regionButton(world, 'USD')).toBeEnabled();
        await expect(languageButton(world, world.shown)).toHaveAttribute('aria-pressed', 'true');
        await expect(languageButton(world, other(world.shown))).toHaveAttribute(
          'aria-pressed',
          'false',
        );
        await expect(languageButton(world, other(world.shown))).toBeEnabled();
        await expect(world.page.locator('html')).toHaveAttribute('lang', HTML_LANG[world.shown]);
        const failure = popup(world).getByText(
          tr(world, 'The language could not be changed. Please try again.'),
        );
        if (world.languageFailed) await expect(failure).toBeVisible();
        else await expect(failure).toHaveCount(0);
      },
    },
    'open.applyingLanguage': {
      words: 'applying the other language',
      async see(world) {
        await world.catalogueCalls!.expectHeld();
        await expect(languageButton(world, 'bn')).toBeDisabled();
        await expect(languageButton(world, 'en')).toBeDisabled();
        // Still the language in force until the new one has come.
        await expect(world.page.locator('html')).toHaveAttribute('lang', HTML_LANG[world.shown]);
      },
    },
    switchingRegion: {
      words: 'switched to the dollar region: home reloads',
      async see(world) {
        // A full reload of home; the new merchant and its first language (the other one) are
        // stored and the page now reads in that language.
        await expect(world.page).toHaveURL(/\/m\/home$/);
        await expect(
          world.page.getByRole('heading', { level: 1, name: tr(world, 'Home') }),
        ).toBeVisible();
        await expect(world.page.locator('html')).toHaveAttribute('lang', HTML_LANG[world.shown]);
        await expect(popup(world)).toHaveCount(0);
        expect(await world.page.evaluate(() => (window as { marker?: number }).marker)).toBe(
          undefined,
        );
        expect(await world.page.evaluate(() => localStorage.getItem('MC_MERCHANT'))).toBe(OTHER);
        expect(await world.page.evaluate(() => localStorage.getItem('MC_LANGUAGE'))).toBe(
          code(other(world.lang)),
        );
      },
    },
  },
  on: {
    'popup.open': {
      words: () => 'tap Menu, then Region and language',
      async cause(world) {
        world.regionCalls ??= await HeldRequests.install(world.page, COUNTRY_PATH, 'region list');
        await world.page.getByRole('button', { name: tr(world, 'Menu') }).click();
        await world.page
          .getByRole('dialog', { name: tr(world, 'Menu') })
          .getByRole('button', { name: tr(world, 'Region and language') })
          .click();
      },
    },
    'popup.close': {
      words: () => 'tap Close',
      async cause(world) {
        await popup(world)
          .getByRole('button', { name: tr(world, 'Close') })
          .click();
      },
    },
    'xstate.done.actor.loadRegions': {
      words: () => 'the regions come',
      cause: (world) => world.regionCalls!.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.loadRegions': {
      words: () => 'the network fails',
      cause: (world) => world.regionCalls!.answer({ kind: 'abort' }),
    },
    'regions.retry': {
      words: () => 'tap Retry',
      async cause(world) {
        world.regionCalls!.hold();
        await popup(world)
          .getByRole('button', { name: tr(world, 'Retry') })
          .click();
      },
    },
    'language.chosen': {
      words: () => 'tap the other language',
      async cause(world) {
        world.catalogueCalls ??= await HeldRequests.install(
          world.page,
          CATALOGUE_CHUNK,
          'catalogue chunk',
        );
        world.catalogueCalls.hold();
        await languageButton(world, other(world.shown)).click();
      },
    },
    'xstate.done.actor.applyLanguage': {
      words: () => 'its texts come',
      async cause(world) {
        await world.catalogueCalls!.answer({ kind: 'continue' });
        world.shown = other(world.shown);
      },
    },
    'xstate.error.actor.applyLanguage': {
      words: () => 'the network fails',
      async cause(world) {
        await world.catalogueCalls!.answer({ kind: 'abort' });
        world.languageFailed = true;
      },
    },
    'region.chosen': {
      words: () => 'tap Bangladesh · USD',
      async cause(world) {
        await world.page.evaluate(() => ((window as { marker?: number }).marker = 1));
        // The list was let through: the reloaded home's winner board reads it freely.
        await regionButton(world, 'USD').click();
        // The dollar region's first language is the run's other one.
        world.shown = other(world.lang);
      },
    },
  },
});
