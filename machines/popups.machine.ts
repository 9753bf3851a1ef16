import { assign, setup } from 'xstate';
import { notProvidedAction } from './not-provided.ts';

/**
 * The exclusive popups: login, register and forgot password (requirements A4.5 "Popups") and the
 * help centre (requirements B2.8.2 "Help", B2.8.6 "Help centre popup").
 *
 * Only one shows at a time: opening one closes the other. Closing an account popup while the
 * address is that popup's page replaces the route with /m/home. Switching from one account popup to
 * another while the address is a popup's page replaces the address with the page of the popup now
 * shown (the history keeps one entry), so the page always names the popup on screen and closing it
 * goes home. The help centre has no page of its own: opening it adds a history entry over the page
 * it opened on, so the browser's Back closes it, and closing it leaves that entry; closed over an
 * account popup's own page (/m/login), it gives the page its popup back. While a popup is
 * shown the page does not scroll vertically; popups animate in and out in 225 ms.
 *
 * Pure chart: the effects are named actions provided by src/features/account/popups-actor.ts.
 */

export type AccountPopup = 'login' | 'register' | 'forgot';
/** Every popup of the chart: the account popups and the help centre. */
export type ExclusivePopup = AccountPopup | 'help';

export interface PopupsContext {
  /** The popup shown (or animating); null when none is. */
  popup: ExclusivePopup | null;
  /** The help centre's selected tab (the index of a help group); kept while other popups show. */
  helpTab: number;
}

export type PopupsEvent =
  /**
   * `pathname` is the address when the user opens or closes, so the chart needs no router. An
   * open without one (a route opening its own popup) never moves the address.
   */
  | { type: 'popup.open'; popup: AccountPopup; pathname?: string }
  /**
   * `pathname` is the empty string when the player already left the popup's address or history
   * entry (the browser's Back): the chart then moves nothing. `landedOn` is then the address the
   * Back landed on, when known.
   */
  | { type: 'popup.close'; pathname: string; landedOn?: string }
  /** Opens the help centre on one group's tab (the footer's help list, the side menu). */
  | { type: 'help.open'; tab: number }
  /** Selects another tab of the help centre shown. */
  | { type: 'help.select'; tab: number };

/** The pages of each account popup (from the route table); the first is where a switch leads. */
const PAGES: Record<AccountPopup, readonly string[]> = {
  login: ['/m/login'],
  register: ['/m/register', '/m/register.html'],
  forgot: ['/m/forget'],
};

const isPopupPage = (pathname: string | undefined) =>
  // Stryker disable next-line ConditionalExpression: equivalent, no page list holds undefined; the check narrows the type.
  pathname !== undefined && Object.values(PAGES).some((pages) => pages.includes(pathname));

/** The account popup whose own page the address is, or null. */
function pagePopup(pathname: string | undefined): AccountPopup | null {
  return (
    (Object.keys(PAGES) as AccountPopup[]).find((popup) =>
      (PAGES[popup] as readonly (string | undefined)[]).includes(pathname),
    ) ?? null
  );
}

/** The address of a popup's own page, as the browser shows it. */
export function popupPage(popup: AccountPopup): string {
  return PAGES[popup][0]!;
}

export const POPUP_ANIMATION_MS = 225;

const popupsSetup = setup({
  types: {
    context: {} as PopupsContext,
    events: {} as PopupsEvent,
  },
  actions: {
    lockScroll: notProvidedAction('lockScroll'),
    unlockScroll: notProvidedAction('unlockScroll'),
    replaceHome: notProvidedAction('replaceHome'),
    replacePopupPage: notProvidedAction<{ page: string }>('replacePopupPage'),
    /** Adds a history entry for the help centre over the page it opened on (same address). */
    pushHelpEntry: notProvidedAction('pushHelpEntry'),
    /** Leaves the help centre's history entry: one step back, to the page it opened on. */
    leaveHelpEntry: notProvidedAction('leaveHelpEntry'),
  },
  guards: {
    isOtherPopup: ({ context }, params: { popup: AccountPopup }) => params.popup !== context.popup,
    isSwitchOnPopupPage: (
      { context },
      params: { popup: AccountPopup; pathname: string | undefined },
    ) => params.popup !== context.popup && isPopupPage(params.pathname),
    isOnPopupPage: ({ context }, params: { pathname: string }) => {
      // Stryker disable next-line ConditionalExpression,BooleanLiteral: equivalent, a close is handled only while a popup is shown, so one is set.
      if (context.popup === null) return false;
      // The help centre has no page of its own.
      return context.popup !== 'help' && PAGES[context.popup].includes(params.pathname);
    },
    isHelpShown: ({ context }) => context.popup === 'help',
    isHelpClosedOnPopupPage: ({ context }, params: { page: string | undefined }) =>
      context.popup === 'help' && isPopupPage(params.page),
    isHelpClosedOnItsEntry: ({ context }, params: { pathname: string }) =>
      context.popup === 'help' && params.pathname !== '',
  },
  delays: {
    popupAnimation: POPUP_ANIMATION_MS,
  },
});

export const popupsMachine = popupsSetup.createMachine({
  id: 'popups',
  context: { popup: null, helpTab: 0 },
  initial: 'closed',
  states: {
    closed: {
      description: 'No popup shows; the page scrolls.',
      on: {
        'popup.open': {
          target: 'opening',
          actions: [assign({ popup: ({ event }) => event.popup }), 'lockScroll'],
        },
        'help.open': {
          target: 'opening',
          actions: [
            assign({ popup: 'help', helpTab: ({ event }) => event.tab }),
            'lockScroll',
            'pushHelpEntry',
          ],
        },
      },
    },
    opening: {
      description:
        "One popup animates in (225 ms) and the page stops scrolling. Opening another replaces it at once; on an account popup's page the address moves to the page of the popup now shown. The help centre closed over an account popup's page gives way to that page's popup.",
      after: { popupAnimation: 'open' },
      // While a popup shows or animates in (here and in `open`, each written out in full so the
      // Stately editor, which reads the chart without running it, draws every transition). Here a
      // transition back to `opening` re-enters it (`reenter`), so the popup now shown animates in
      // for the full 225 ms; from `open` and `closing` it is another state, entered anyway.
      on: {
        // Switching popups swaps the content at once: the scroll stays locked.
        'popup.open': [
          {
            // On an account popup's page the address moves to the page of the popup now shown.
            guard: {
              type: 'isSwitchOnPopupPage',
              params: ({ event }) => ({ popup: event.popup, pathname: event.pathname }),
            },
            target: 'opening',
            reenter: true,
            actions: [
              assign({ popup: ({ event }) => event.popup }),
              {
                type: 'replacePopupPage',
                params: ({ event }) => ({ page: popupPage(event.popup) }),
              },
            ],
          },
          {
            guard: { type: 'isOtherPopup', params: ({ event }) => ({ popup: event.popup }) },
            target: 'opening',
            reenter: true,
            actions: assign({ popup: ({ event }) => event.popup }),
          },
        ],
        'help.open': [
          { guard: 'isHelpShown', actions: assign({ helpTab: ({ event }) => event.tab }) },
          {
            target: 'opening',
            reenter: true,
            actions: [
              assign({ popup: 'help', helpTab: ({ event }) => event.tab }),
              'pushHelpEntry',
            ],
          },
        ],
        'help.select': {
          guard: 'isHelpShown',
          actions: assign({ helpTab: ({ event }) => event.tab }),
        },
        'popup.close': [
          // The help centre closed over an account popup's page gives the page its own popup back.
          {
            guard: {
              type: 'isHelpClosedOnPopupPage',
              params: ({ event }) => ({ page: event.pathname }),
            },
            target: 'opening',
            reenter: true,
            actions: [
              'leaveHelpEntry',
              assign({ popup: ({ event }) => pagePopup(event.pathname) }),
            ],
          },
          {
            // After the browser's Back (no address of its own: nothing moves), where it landed.
            guard: {
              type: 'isHelpClosedOnPopupPage',
              params: ({ event }) => ({ page: event.landedOn }),
            },
            target: 'opening',
            reenter: true,
            actions: assign({ popup: ({ event }) => pagePopup(event.landedOn) }),
          },
          {
            guard: {
              type: 'isHelpClosedOnItsEntry',
              params: ({ event }) => ({ pathname: event.pathname }),
            },
            target: 'closing',
            actions: 'leaveHelpEntry',
          },
          {
            guard: { type: 'isOnPopupPage', params: ({ event }) => ({ pathname: event.pathname }) },
            target: 'closing',
            actions: 'replaceHome',
          },
          { target: 'closing' },
        ],
      },
    },
    open: {
      description:
        "One popup (login, register, forgot password or the help centre) shows; the page does not scroll. Opening another replaces it. The help centre shows one help group per tab; selecting a tab shows that group. Closing the help centre over an account popup's page (such as /m/login) shows that page's popup again.",
      // The same transitions as while the popup animates in.
      on: {
        // Switching popups swaps the content at once: the scroll stays locked.
        'popup.open': [
          {
            // On an account popup's page the address moves to the page of the popup now shown.
            guard: {
              type: 'isSwitchOnPopupPage',
              params: ({ event }) => ({ popup: event.popup, pathname: event.pathname }),
            },
            target: 'opening',
            actions: [
              assign({ popup: ({ event }) => event.popup }),
              {
                type: 'replacePopupPage',
                params: ({ event }) => ({ page: popupPage(event.popup) }),
              },
            ],
          },
          {
            guard: { type: 'isOtherPopup', params: ({ event }) => ({ popup: event.popup }) },
            target: 'opening',
            actions: assign({ popup: ({ event }) => event.popup }),
          },
        ],
        'help.open': [
          { guard: 'isHelpShown', actions: assign({ helpTab: ({ event }) => event.tab }) },
          {
            target: 'opening',
            actions: [
              assign({ popup: 'help', helpTab: ({ event }) => event.tab }),
              'pushHelpEntry',
            ],
          },
        ],
        'help.select': {
          guard: 'isHelpShown',
          actions: assign({ helpTab: ({ event }) => event.tab }),
        },
        'popup.close': [
          // The help centre closed over an account popup's page gives the page its own popup back.
          {
            guard: {
              type: 'isHelpClosedOnPopupPage',
              params: ({ event }) => ({ page: event.pathname }),
            },
            target: 'opening',
            actions: [
              'leaveHelpEntry',
              assign({ popup: ({ event }) => pagePopup(event.pathname) }),
            ],
          },
          {
            // After the browser's Back (no address of its own: nothing moves), where it landed.
            guard: {
              type: 'isHelpClosedOnPopupPage',
              params: ({ event }) => ({ page: event.landedOn }),
            },
            target: 'opening',
            actions: assign({ popup: ({ event }) => pagePopup(event.landedOn) }),
          },
          {
            guard: {
              type: 'isHelpClosedOnItsEntry',
              params: ({ event }) => ({ pathname: event.pathname }),
            },
            target: 'closing',
            actions: 'leaveHelpEntry',
          },
          {
            guard: { type: 'isOnPopupPage', params: ({ event }) => ({ pathname: event.pathname }) },
            target: 'closing',
            actions: 'replaceHome',
          },
          { target: 'closing' },
        ],
      },
    },
    closing: {
      description:
        "The popup animates out (225 ms): closing an account popup on its own page replaced the route with the home page, closing the help centre with its button left its history entry (after the browser's Back nothing moves). Then the page scrolls again. Opening a popup now shows it at once; on an account popup's page the address moves to the page of the popup now shown.",
      after: {
        popupAnimation: { target: 'closed', actions: [assign({ popup: null }), 'unlockScroll'] },
      },
      on: {
        // The scroll stays locked; a switch on a popup's page moves the address as it does while shown.
        'popup.open': [
          {
            guard: {
              type: 'isSwitchOnPopupPage',
              params: ({ event }) => ({ popup: event.popup, pathname: event.pathname }),
            },
            target: 'opening',
            actions: [
              assign({ popup: ({ event }) => event.popup }),
              {
                type: 'replacePopupPage',
                params: ({ event }) => ({ page: popupPage(event.popup) }),
              },
            ],
          },
          { target: 'opening', actions: assign({ popup: ({ event }) => event.popup }) },
        ],
        'help.open': {
          target: 'opening',
          actions: [assign({ popup: 'help', helpTab: ({ event }) => event.tab }), 'pushHelpEntry'],
        },
      },
    },
  },
});
