import { assign, setup } from 'xstate';
import { notProvidedAction } from './not-provided.ts';

/**
 * Account popups: login, register and forgot password (spec 000 §4 "Login").
 *
 * The three are mutually exclusive: opening one closes the other two. Closing one while the
 * address is that popup's page replaces the route with /m/home. While a popup is shown the page
 * does not scroll vertically; popups animate in and out in 225 ms.
 *
 * Pure chart: the effects are named actions provided by src/features/account/actors.
 */

export type AccountPopup = 'login' | 'register' | 'forgot';

export interface PopupsContext {
  /** The popup shown (or animating); null when none is. */
  popup: AccountPopup | null;
}

export type PopupsEvent =
  /** `pathname` is the address when the user closes, so the chart needs no router. */
  | { type: 'popup.open'; popup: AccountPopup }
  | { type: 'popup.close'; pathname: string };

/** The page of each popup (spec 000 §2 route table). */
const PAGES: Record<AccountPopup, readonly string[]> = {
  login: ['/m/login'],
  register: ['/m/register', '/m/register.html'],
  forgot: ['/m/forget'],
};

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
  },
  guards: {
    isOtherPopup: ({ context }, params: { popup: AccountPopup }) => params.popup !== context.popup,
    isOnPopupPage: ({ context }, params: { pathname: string }) =>
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
      on: {
        'popup.open': {
          target: 'opening',
          actions: [assign({ popup: ({ event }) => event.popup }), 'lockScroll'],
        },
      },
    },
    opening: {
      after: { popupAnimation: 'open' },
      on: {
        // Switching popups swaps the content at once: the scroll stays locked.
        'popup.open': {
          guard: { type: 'isOtherPopup', params: ({ event }) => ({ popup: event.popup }) },
          target: 'opening',
          reenter: true,
          actions: assign({ popup: ({ event }) => event.popup }),
        },
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
      on: {
        'popup.open': {
          guard: { type: 'isOtherPopup', params: ({ event }) => ({ popup: event.popup }) },
          target: 'opening',
          actions: assign({ popup: ({ event }) => event.popup }),
        },
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
      after: { popupAnimation: { target: 'closed', actions: [assign({ popup: null }), 'unlockScroll'] } },
      on: {
        'popup.open': { target: 'opening', actions: assign({ popup: ({ event }) => event.popup }) },
      },
    },
  },
});
