import { popupPage, popupsMachine } from '../../machines/popups.machine.ts';
import { lockScroll } from '../ui/scroll-lock';
import { createInspectedActor } from './inspected-actor.ts';

/**
 * The popups chart's actor with its real effects. Loaded on the first popup request or once the page
 * has settled (popups-actor.ts), so the chart and the scroll lock stay out of the home's first load.
 */

export interface PopupsDeps {
  /** Replaces the route with /m/home (the popup's page was closed). */
  replaceHome: () => void;
  /** Replaces the route with a popup's page, given as the browser shows it (with /m). */
  replacePage: (page: string) => void;
  /** Adds the help centre's history entry over the page shown (same address). */
  pushHelpEntry?: () => void;
  /** One step back from the help centre's history entry. */
  leaveHelpEntry?: () => void;
}

/** The popups chart with its real effects: the page scroll lock and the route replacement. */
export function createPopupsLogic(deps: PopupsDeps) {
  let release: (() => void) | null = null;
  return popupsMachine.provide({
    actions: {
      // Held from the first open until the last close, across switches between popups.
      lockScroll: () => {
        release ??= lockScroll();
      },
      unlockScroll: () => {
        release?.();
        release = null;
      },
      replaceHome: () => deps.replaceHome(),
      replacePopupPage: (_, { page }) => deps.replacePage(page),
      pushHelpEntry: () => deps.pushHelpEntry?.(),
      leaveHelpEntry: () => deps.leaveHelpEntry?.(),
    },
  });
}

/** Starts the one app-wide popups actor. */
export function startPopupsActor(deps: PopupsDeps) {
  return createInspectedActor(createPopupsLogic(deps)).start();
}

export type PopupsActor = ReturnType<typeof startPopupsActor>;

export { popupPage };
