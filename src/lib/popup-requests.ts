import { useEffect } from 'react';
import {
  navigateBack,
  openPopup,
  usePopupsValue,
  withActor,
  type AccountPopup,
  type ExclusivePopup,
} from './popups-actor.ts';

// The popups' requests and views only code loaded later uses (the popups themselves, the side menu,
// the footer's help list, the announcements, the popups' own routes): kept out of the first load,
// which has only what the frame needs (popups-actor.ts).

/** Closes the popup shown; on that popup's own page the chart replaces the route with /m/home. */
export function closePopup(pathname: string = window.location.pathname): void {
  withActor((popups) => popups.send({ type: 'popup.close', pathname }));
}

/**
 * Goes back from the popup shown (the e-mail reset ends by going back). On the
 * popup's own page that is one step back in the history (the route leaves with it); over another
 * page the popup closes and that page is where the player was.
 */
export function goBackFromPopup(pathname: string = window.location.pathname): void {
  withActor((popups, { popupPage }) => {
    const { popup } = popups.getSnapshot().context;
    if (popup === null || popup === 'help') return;
    if (pathname !== popupPage(popup)) {
      popups.send({ type: 'popup.close', pathname });
      return;
    }
    // Closed without the chart's own move home: the step back is the only navigation.
    popups.send({ type: 'popup.close', pathname: '' });
    navigateBack();
  });
}

/** The popup to show, or null (also while the last one animates out). */
export function useShownPopup(): ExclusivePopup | null {
  return usePopupsValue(
    (snapshot) =>
      snapshot.matches('opening') || snapshot.matches('open') ? snapshot.context.popup : null,
    null,
  );
}

/**
 * True while any exclusive popup (an account popup or the help centre) is up or animates out: the
 * home announcements wait for it, so two modal popups never stack.
 */
export function useExclusivePopupUp(): boolean {
  return usePopupsValue((snapshot) => snapshot.context.popup !== null, false);
}

/** The help centre's selected tab (the index of a help group). */
export function useHelpTab(): number {
  return usePopupsValue((snapshot) => snapshot.context.helpTab, 0);
}

/** Opens the help centre on a help group's tab (the footer's help list, the side menu). */
export function openHelp(tab: number): void {
  withActor((popups) => popups.send({ type: 'help.open', tab }));
}

export function selectHelpTab(tab: number): void {
  withActor((popups) => popups.send({ type: 'help.select', tab }));
}

/**
 * The routes /m/login, /m/register and /m/forget open their popup (requirements A4). Leaving the page
 * another way (browser back) closes it without a further navigation.
 */
export function useRoutePopup(popup: AccountPopup): void {
  useEffect(() => {
    openPopup(popup);
    return () =>
      withActor((popups) => {
        if (popups.getSnapshot().context.popup === popup)
          popups.send({ type: 'popup.close', pathname: '' });
      });
  }, [popup]);
}
