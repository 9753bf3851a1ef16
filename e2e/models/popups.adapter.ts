import { expect, type Locator } from '@playwright/test';
import {
  popupPage,
  popupsMachine,
  type AccountPopup,
  type ExclusivePopup,
  type PopupsContext,
} from '../../machines/popups.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';

const OVER_HOME = 'over the home page';
const ON_PAGE = "on the popup's own page";
const HELP = 'the help centre from the footer';

const open = (popup: AccountPopup, pathname?: string): ModelEvent =>
  pathname === undefined ? { type: 'popup.open', popup } : { type: 'popup.open', popup, pathname };
const close = (pathname: string): ModelEvent => ({ type: 'popup.close', pathname });
const after = (state: string): ModelEvent => ({
  type: `xstate.after.popupAnimation.popups.${state}`,
});
const helpOpen = (tab: number): ModelEvent => ({ type: 'help.open', tab });
const helpSelect = (tab: number): ModelEvent => ({ type: 'help.select', tab });
/** The footer link opens the help centre on a tab the strip must scroll to; the player then picks the first. */
const FOOTER_TAB = 3;

/** Each popup's dialog title and the links inside it to the other popups (English source texts). */
const DIALOG: Record<ExclusivePopup, string> = {
  login: 'Login',
  register: 'Register',
  forgot: 'Forgot password',
  help: 'Help center',
};
const SWITCH: Record<ExclusivePopup, Partial<Record<AccountPopup, string>>> = {
  login: { register: 'Register now', forgot: 'Forgot password?' },
  register: { login: 'Log in' },
  forgot: { login: 'Back to login' },
  help: {},
};
/** The reference server's first help groups (server/db/seed/content-help.ts): the titles of their tabs and footer links. */
const HELP_GROUPS: Record<'bn' | 'en', string[]> = {
  en: ['About us', 'Registration and login', 'How to deposit', 'How to withdraw'],
  bn: ['আমাদের সম্পর্কে', 'নিবন্ধন ও লগইন', 'কীভাবে ডিপোজিট করবেন', 'কীভাবে উইথড্র করবেন'],
};
/** The header links that open a popup over a page. */
const HEADER: Partial<Record<AccountPopup, string>> = { login: 'Login', register: 'Register' };

const home = /\/m\/home(\?|$)/;
const pageOf = (popup: AccountPopup) =>
  new RegExp(`${popupPage(popup).replace(/\./g, '\\.')}(\\?|$)`);

interface PopupsWorld extends BaseWorld {
  scenario: string;
  /** The popup the chart shows, as the path expects it (the checks name its dialog). */
  popup: ExclusivePopup | null;
  /** The help centre's tab the path expects selected. */
  helpTab: number;
}

const dialog = ({ page, t }: BaseWorld, popup: ExclusivePopup): Locator =>
  page.getByRole('dialog', { name: t(DIALOG[popup]) });
const helpTab = (world: PopupsWorld, tab: number): Locator =>
  dialog(world, 'help').getByRole('tab', { name: HELP_GROUPS[world.lang][tab]!, exact: true });

/** The help centre shows the group of the tab the path expects (the footer's link or the tab tapped). */
async function expectHelpTab(world: PopupsWorld): Promise<void> {
  if (world.popup === 'help')
    await expect(helpTab(world, world.helpTab)).toHaveAttribute('aria-selected', 'true');
}

/** The address the player is on while a popup is up: home, or in the page scenario that popup's page. */
async function expectAddress(world: PopupsWorld): Promise<void> {
  await expect(world.page).toHaveURL(
    world.scenario === ON_PAGE && world.popup && world.popup !== 'help'
      ? pageOf(world.popup)
      : home,
  );
}

/** Requirements A4.5: popups animate in over 225 ms (the table of the requirements, never the chart). */
const ANIMATION_MS = TIMINGS.popupAnimation.ms;

/**
 * Stops the page's clock before a tap, so the animation the tap starts waits for the step that lets
 * its time pass. The clock is stopped a moment ahead of the page's time (it keeps running while
 * this is sent); only the page's own timers due within that moment run early.
 */
async function stopClock(world: BaseWorld): Promise<void> {
  await world.page.clock.pauseAt((await world.page.evaluate(() => Date.now())) + 2000);
}

/** Lets the chart's animation time pass, then the clock runs again (a popup's content may wait on a timer). */
async function animationPasses(world: BaseWorld): Promise<void> {
  await world.page.clock.runFor(ANIMATION_MS);
  await world.page.clock.resume();
}

export const popupsAdapter = defineAdapter<PopupsWorld>({
  chart: 'popups',
  machine: popupsMachine,
  events: {
    [OVER_HOME]: [
      open('login'),
      open('register'),
      ...(['login', 'register', 'forgot'] as const).map((popup) => open(popup, '/m/home')),
      close('/m/home'),
      after('opening'),
      after('closing'),
    ],
    [ON_PAGE]: [
      // The address /m/login opens its popup with no address in the event (a route opening its own popup).
      { ...open('login'), address: popupPage('login') },
      ...(['login', 'register', 'forgot'] as const).flatMap((popup) =>
        (['login', 'register', 'forgot'] as const)
          .filter((from) => from !== popup)
          .map((from) => open(popup, popupPage(from))),
      ),
      ...(['login', 'register', 'forgot'] as const).map((popup) => close(popupPage(popup))),
      after('opening'),
      after('closing'),
    ],
    // Requirements B2.8.6: a footer link opens the help centre on its tab; a tab tapped, then its
    // Close button or the browser's Back.
    [HELP]: [
      helpOpen(FOOTER_TAB),
      helpSelect(0),
      close('/m/home'),
      close(''),
      after('opening'),
      after('closing'),
    ],
  },
  canSend(keys, event, context: PopupsContext) {
    // The player taps once a popup has come in: a tap within its 225 ms (a switch or a close while
    // it animates) is left to the chart's Vitest model, as no player can aim it.
    const shown = keys.includes('open') ? context.popup : null;
    // The footer is under any popup; tabs are tapped once the help centre has come in.
    if (event.type === 'help.open') return keys.includes('closed');
    if (event.type === 'help.select') return shown === 'help';
    if (shown === 'help') return event.type === 'popup.close';
    if (event.type === 'popup.close')
      return (
        shown !== null && (event.pathname === '/m/home' || event.pathname === popupPage(shown))
      );
    if (event.type !== 'popup.open') return true;
    const target = event.popup as AccountPopup;
    // Without an address: a header link or the popup's own address, only while no popup is up (the
    // dialog covers the header; a leaving one still does).
    if (event.pathname === undefined)
      return (
        keys.includes('closed') && (event.address !== undefined || HEADER[target] !== undefined)
      );
    // From inside a popup: only the links it has, and on its page the address is that page.
    return (
      shown !== null &&
      SWITCH[shown][target] !== undefined &&
      (event.pathname === '/m/home' || event.pathname === popupPage(shown))
    );
  },
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    // The page's clock runs, and stops from a tap until the step that lets the chart's 225 ms pass.
    await base.page.clock.install();
    await base.page.goto(`/m/home?lang=${base.lang.toUpperCase()}`);
    await expect(base.page.getByRole('heading', { level: 1, name: base.t('Home') })).toBeVisible();
    return { ...base, scenario: path.scenario, popup: null, helpTab: 0 };
  },
  states: {
    closed: {
      words: 'no popup',
      async see(world) {
        await expect(world.page.getByRole('dialog')).toHaveCount(0);
        await expect(world.page).toHaveURL(home);
        await expect(
          world.page
            .getByRole('navigation', { name: world.t('Account') })
            .getByRole('link', { name: world.t('Login') }),
        ).toBeVisible();
      },
    },
    opening: {
      words: 'popup animating in',
      async see(world) {
        // After a switch the popup it replaced is still leaving beside it: only this one counts.
        await expect(dialog(world, world.popup!)).toBeVisible();
        await expectAddress(world);
        await expectHelpTab(world);
      },
    },
    open: {
      words: 'popup shown',
      async see(world) {
        await expect(dialog(world, world.popup!)).toBeVisible();
        await expect(world.page.getByRole('dialog')).toHaveCount(1);
        await expectAddress(world);
        await expectHelpTab(world);
      },
    },
    closing: {
      words: 'popup animating out',
      async see(world) {
        // Still on screen while it leaves; the address is home again (closing a popup's page goes home).
        await expect(dialog(world, world.popup!)).toHaveCount(1);
        await expect(world.page).toHaveURL(home);
      },
    },
  },
  on: {
    'popup.open': {
      words: (e) =>
        e.address
          ? `open the address ${String(e.address)}`
          : e.pathname === undefined
            ? `tap ${String(e.popup)} in the header`
            : `tap the link to ${String(e.popup)}`,
      async cause(world, e) {
        const target = e.popup as AccountPopup;
        await stopClock(world);
        if (e.address) {
          await world.page.goto(`${String(e.address)}?lang=${world.lang.toUpperCase()}`);
        } else if (e.pathname === undefined) {
          await world.page
            .getByRole('navigation', { name: world.t('Account') })
            .getByRole('link', { name: world.t(HEADER[target]!) })
            .click();
        } else {
          const from = world.popup as AccountPopup;
          await expect(world.page).toHaveURL(e.pathname === '/m/home' ? home : pageOf(from));
          await dialog(world, from)
            .getByRole('button', { name: world.t(SWITCH[from][target]!) })
            .click();
        }
        world.popup = target;
      },
    },
    'popup.close': {
      words: (e) => (e.pathname === '' ? 'go Back' : 'tap Close'),
      async cause(world, e) {
        await stopClock(world);
        if (e.pathname === '') await world.page.goBack();
        else
          await dialog(world, world.popup!)
            .getByRole('button', { name: world.t('Close') })
            .click();
      },
    },
    'help.open': {
      words: (e) => `tap help title ${Number(e.tab) + 1} in the footer`,
      async cause(world, e) {
        const tab = Number(e.tab);
        // The footer's help list comes once the page has settled, with the clock running.
        const link = world.page
          .getByRole('navigation', { name: world.t('Help'), exact: true })
          .getByRole('link', { name: HELP_GROUPS[world.lang][tab]!, exact: true });
        await link.scrollIntoViewIfNeeded();
        await stopClock(world);
        await link.click();
        world.popup = 'help';
        world.helpTab = tab;
      },
    },
    'help.select': {
      words: (e) => `tap help tab ${Number(e.tab) + 1}`,
      async cause(world, e) {
        const tab = Number(e.tab);
        await helpTab(world, tab).click();
        world.helpTab = tab;
      },
    },
    'xstate.after.popupAnimation.popups.opening': {
      words: () => '225 ms pass',
      cause: (world) => animationPasses(world),
    },
    'xstate.after.popupAnimation.popups.closing': {
      words: () => '225 ms pass',
      async cause(world) {
        await animationPasses(world);
        world.popup = null;
      },
    },
  },
});
