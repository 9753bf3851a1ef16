import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { popupsMachine, type AccountPopup } from '../../../machines/popups.machine.ts';
import { lockScroll } from '../../ui/scroll-lock';

export type { AccountPopup };

export interface PopupsDeps {
  /** Replaces the route with /m/home (the popup's page was closed). */
  replaceHome: () => void;
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
    },
  });
}

// The router is bound by the popup host (it mounts before anything can close a popup), so this
// module stays free of the route tree and can be imported by routes and the frame alike.
let navigateHome: (() => void) | null = null;

/** The one app-wide popups actor: login, register and forgot password exclude each other. */
export const popupsActor = createActor(createPopupsLogic({ replaceHome: () => navigateHome?.() })).start();

export function bindPopupsNavigation(replaceHome: () => void): () => void {
  navigateHome = replaceHome;
  return () => {
    if (navigateHome === replaceHome) navigateHome = null;
  };
}

export function openPopup(popup: AccountPopup): void {
  popupsActor.send({ type: 'popup.open', popup });
}

/** Closes the popup shown; on that popup's own page the chart replaces the route with /m/home. */
export function closePopup(pathname: string = window.location.pathname): void {
  popupsActor.send({ type: 'popup.close', pathname });
}

/** The popup to show, or null (also while the last one animates out). */
export function useShownPopup(): AccountPopup | null {
  return useSelector(popupsActor, (snapshot) => (snapshot.matches('opening') || snapshot.matches('open') ? snapshot.context.popup : null));
}

/** True once any popup was opened: the frame loads the popup host's code only then. */
export function useAnyPopupRequested(): boolean {
  return useSelector(popupsActor, (snapshot) => snapshot.context.popup !== null);
}

/**
 * The routes /m/login, /m/register and /m/forget open their popup (spec 000 §4). Leaving the page
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
