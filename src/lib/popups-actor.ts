import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { popupPage, popupsMachine, type AccountPopup, type ExclusivePopup } from '../../machines/popups.machine.ts';
import { lockScroll } from '../ui/scroll-lock';
import { createInspectedActor } from './inspected-actor.ts';

export type { AccountPopup, ExclusivePopup };

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

// The router is bound by the popup host (it mounts before anything can close a popup), so this
// module stays free of the route tree and can be imported by routes and the frame alike.
export interface PopupsNavigation extends PopupsDeps {
  /** One step back in the history, or /m/home when the site was entered on this page. */
  back: () => void;
}

/** The help centre's history entry (requirements B2.8.6): bound by the frame, which is always mounted. */
export interface HelpHistory {
  push: () => void;
  back: () => void;
}

let navigation: PopupsNavigation | null = null;
let helpHistory: HelpHistory | null = null;

/** The one app-wide popups actor: login, register, forgot password and the help centre exclude each other. */
export const popupsActor = createInspectedActor(
  createPopupsLogic({
    replaceHome: () => navigation?.replaceHome(),
    replacePage: (page) => navigation?.replacePage(page),
    pushHelpEntry: () => helpHistory?.push(),
    leaveHelpEntry: () => helpHistory?.back(),
  }),
).start();

export function bindHelpHistory(deps: HelpHistory): () => void {
  helpHistory = deps;
  return () => {
    if (helpHistory === deps) helpHistory = null;
  };
}

export function bindPopupsNavigation(deps: PopupsNavigation): () => void {
  navigation = deps;
  return () => {
    if (navigation === deps) navigation = null;
  };
}

/**
 * Opens a popup. A switch from inside a popup passes the address (`pathname`, with /m): on a
 * popup's own page the address then moves to the page of the popup shown.
 */
export function openPopup(popup: AccountPopup, pathname?: string): void {
  popupsActor.send(pathname === undefined ? { type: 'popup.open', popup } : { type: 'popup.open', popup, pathname });
}

/** Closes the popup shown; on that popup's own page the chart replaces the route with /m/home. */
export function closePopup(pathname: string = window.location.pathname): void {
  popupsActor.send({ type: 'popup.close', pathname });
}

/**
 * The player left the help centre's history entry another way (Back, a link replacing it): nothing
 * more moves, and landing back on an account popup's page (/m/login) shows that page's popup again.
 */
export function leftHelpEntry(landedOn: string = window.location.pathname): void {
  popupsActor.send({ type: 'popup.close', pathname: '', landedOn });
}

/**
 * Goes back from the popup shown (the e-mail reset ends by going back). On the
 * popup's own page that is one step back in the history (the route leaves with it); over another
 * page the popup closes and that page is where the player was.
 */
export function goBackFromPopup(pathname: string = window.location.pathname): void {
  const { popup } = popupsActor.getSnapshot().context;
  if (popup === null || popup === 'help') return;
  if (pathname !== popupPage(popup)) {
    closePopup(pathname);
    return;
  }
  // Closed without the chart's own move home: the step back is the only navigation.
  closePopup('');
  navigation?.back();
}

/** The popup to show, or null (also while the last one animates out). */
export function useShownPopup(): ExclusivePopup | null {
  return useSelector(popupsActor, (snapshot) => (snapshot.matches('opening') || snapshot.matches('open') ? snapshot.context.popup : null));
}

/** True while an account popup is up: the frame loads the account popups' code only then. */
export function useAnyPopupRequested(): boolean {
  return useSelector(popupsActor, (snapshot) => snapshot.context.popup !== null && snapshot.context.popup !== 'help');
}

/**
 * True while any exclusive popup (an account popup or the help centre) is up or animates out: the
 * home announcements wait for it, so two modal popups never stack.
 */
export function useExclusivePopupUp(): boolean {
  return useSelector(popupsActor, (snapshot) => snapshot.context.popup !== null);
}

/** True while the help centre is up (or animates out): the frame loads its code only then. */
export function useHelpRequested(): boolean {
  return useSelector(popupsActor, (snapshot) => snapshot.context.popup === 'help');
}

/** The help centre's selected tab (the index of a help group). */
export function useHelpTab(): number {
  return useSelector(popupsActor, (snapshot) => snapshot.context.helpTab);
}

/** Opens the help centre on a help group's tab (the footer's help list, the side menu). */
export function openHelp(tab: number): void {
  popupsActor.send({ type: 'help.open', tab });
}

export function selectHelpTab(tab: number): void {
  popupsActor.send({ type: 'help.select', tab });
}

/** The help centre is on screen (not animating out): the Back button closes it. */
export function isHelpShown(): boolean {
  const snapshot = popupsActor.getSnapshot();
  return snapshot.context.popup === 'help' && !snapshot.matches('closing');
}

/**
 * The routes /m/login, /m/register and /m/forget open their popup (requirements A4). Leaving the page
 * another way (browser back) closes it without a further navigation.
 */
export function useRoutePopup(popup: AccountPopup): void {
  useEffect(() => {
    openPopup(popup);
    return () => {
      if (popupsActor.getSnapshot().context.popup === popup) closePopup('');
    };
  }, [popup]);
}
