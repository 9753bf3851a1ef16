import { assign, setup } from 'xstate';
import { notProvidedAction } from './not-provided.ts';

/**
 * Account popups: login, register and forgot password (requirements A4.4 "Login").
 *
 * The three are mutually exclusive: opening one closes the other two. Closing one while the
 * address is that popup's page replaces the route with /m/home. Switching from one popup to
 * another while the address is a popup's page replaces the address with the page of the popup
 * now shown (the history keeps one entry), so the page always names the popup on screen and
 * closing it goes home. While a popup is shown the page does not scroll vertically; popups
 * animate in and out in 225 ms.
 *
 * Pure chart: the effects are named actions provided by src/features/account/actors.
 */

export type AccountPopup = 'login' | 'register' | 'forgot';

export interface PopupsContext {
  /** The popup shown (or animating); null when none is. */
  popup: AccountPopup | null;
}

export type PopupsEvent =
  /**
   * `pathname` is the address when the user opens or closes, so the chart needs no router. An
   * open without one (a route opening its own popup) never moves the address.
   */
  | { type: 'popup.open'; popup: AccountPopup; pathname?: string }
  | { type: 'popup.close'; pathname: string };

/** The pages of each popup (from the route table); the first is where a switch leads. */
const PAGES: Record<AccountPopup, readonly string[]> = {
  login: ['/m/login'],
  register: ['/m/register', '/m/register.html'],
  forgot: ['/m/forget'],
};

const isPopupPage = (pathname: string | undefined) =>
  // Stryker disable next-line ConditionalExpression: equivalent, no page list holds undefined; the check narrows the type.
  pathname !== undefined && Object.values(PAGES).some((pages) => pages.includes(pathname));

/** The address of a popup's own page, as the browser shows it. */
export function popupPage(popup: AccountPopup): string {
  return PAGES[popup][0]!;
}


export const POPUP_ANIMATION_MS = 225;

export const popupsMachine = setup({
  types: {
    context: {} as PopupsContext,
    events: {} as PopupsEvent,
  },
  actions: {
    lockScroll: notProvidedAction('lockScroll'),
    unlockScroll: notProvidedAction('unlockScroll'),
    replaceHome: notProvidedAction('replaceHome'),
    replacePopupPage: notProvidedAction<{ page: string }>('replacePopupPage'),
  },
  guards: {
    isOtherPopup: ({ context }, params: { popup: AccountPopup }) => params.popup !== context.popup,
    isSwitchOnPopupPage: ({ context }, params: { popup: AccountPopup; pathname: string | undefined }) =>
      params.popup !== context.popup && isPopupPage(params.pathname),
    isOnPopupPage: ({ context }, params: { pathname: string }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, a close is handled only while a popup is shown, so one is set.
      context.popup !== null && PAGES[context.popup].includes(params.pathname),
  },
  delays: {
    popupAnimation: POPUP_ANIMATION_MS,
  },
}).createMachine({
  id: 'popups',
  context: { popup: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No account popup shows; the page scrolls.',
      on: {
        'popup.open': {
          target: 'opening',
          actions: [assign({ popup: ({ event }) => event.popup }), 'lockScroll'],
        },
      },
    },
    opening: {
      description: 'One popup animates in (225 ms) and the page stops scrolling. Opening another replaces it at once; on a popup\'s page the address moves to the page of the popup now shown.',
      after: { popupAnimation: 'open' },
      on: {
        // Switching popups swaps the content at once: the scroll stays locked.
        'popup.open': [
          {
            guard: { type: 'isSwitchOnPopupPage', params: ({ event }) => ({ popup: event.popup, pathname: event.pathname }) },
            target: 'opening',
            reenter: true,
            actions: [
              assign({ popup: ({ event }) => event.popup }),
              { type: 'replacePopupPage', params: ({ event }) => ({ page: popupPage(event.popup) }) },
            ],
          },
          {
            guard: { type: 'isOtherPopup', params: ({ event }) => ({ popup: event.popup }) },
            target: 'opening',
            reenter: true,
            actions: assign({ popup: ({ event }) => event.popup }),
          },
        ],
        'popup.close': [
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
      description: 'One popup (login, register or forgot password) shows; the page does not scroll. Opening another replaces it.',
      on: {
        'popup.open': [
          {
            guard: { type: 'isSwitchOnPopupPage', params: ({ event }) => ({ popup: event.popup, pathname: event.pathname }) },
            target: 'opening',
            actions: [
              assign({ popup: ({ event }) => event.popup }),
              { type: 'replacePopupPage', params: ({ event }) => ({ page: popupPage(event.popup) }) },
            ],
          },
          {
            guard: { type: 'isOtherPopup', params: ({ event }) => ({ popup: event.popup }) },
            target: 'opening',
            actions: assign({ popup: ({ event }) => event.popup }),
          },
        ],
        'popup.close': [
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
      description: 'The popup animates out (225 ms); closing it on its own page replaced the route with the home page. Then the page scrolls again. Opening a popup now shows it at once; on a popup\'s page the address moves to the page of the popup now shown.',
      after: { popupAnimation: { target: 'closed', actions: [assign({ popup: null }), 'unlockScroll'] } },
      on: {
        // The scroll stays locked; a switch on a popup's page moves the address as it does while shown.
        'popup.open': [
          {
            guard: { type: 'isSwitchOnPopupPage', params: ({ event }) => ({ popup: event.popup, pathname: event.pathname }) },
            target: 'opening',
            actions: [
              assign({ popup: ({ event }) => event.popup }),
              { type: 'replacePopupPage', params: ({ event }) => ({ page: popupPage(event.popup) }) },
            ],
          },
          { target: 'opening', actions: assign({ popup: ({ event }) => event.popup }) },
        ],
      },
    },
  },
});
