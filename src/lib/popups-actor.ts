import { useSyncExternalStore } from 'react';
import type { AccountPopup, ExclusivePopup } from '../../machines/popups.machine.ts';
import type * as PopupsChartModule from './popups-chart.ts';
import type { PopupsActor } from './popups-chart.ts';

export type { AccountPopup, ExclusivePopup };
export type { PopupsDeps } from './popups-chart.ts';

/**
 * The one app-wide popups actor: login, register, forgot password and the help centre exclude each
 * other. The chart and its effects (popups-chart.ts) are not in the first load: they load on the
 * first request (a button, or a popup's own page such as /m/login at start-up) or once the page has
 * settled (`loadPopups`, called by the frame). Requests made before they arrive wait in order and
 * reach the chart as soon as it starts; until then no popup is up, which is what the hooks report.
 */

type PopupsChart = typeof PopupsChartModule;
type PopupsSnapshot = ReturnType<PopupsActor['getSnapshot']>;

// The router is bound by the popup host (it mounts before anything can close a popup), so this
// module stays free of the route tree and can be imported by routes and the frame alike.
export interface PopupsNavigation {
  replaceHome: () => void;
  replacePage: (page: string) => void;
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
let actor: PopupsActor | null = null;
let chart: PopupsChart | null = null;
let loading: Promise<void> | null = null;
const waiting: ((actor: PopupsActor, chart: PopupsChart) => void)[] = [];
const listeners = new Set<() => void>();

/** Loads the chart and starts its actor (once); the requests that waited for it then run in order. */
export function loadPopups(): Promise<void> {
  loading ??= import('./popups-chart.ts').then((module) => {
    const started = module.startPopupsActor({
      replaceHome: () => navigation?.replaceHome(),
      replacePage: (page) => navigation?.replacePage(page),
      pushHelpEntry: () => helpHistory?.push(),
      leaveHelpEntry: () => helpHistory?.back(),
    });
    started.subscribe(() => listeners.forEach((listener) => listener()));
    actor = started;
    chart = module;
    for (const request of waiting.splice(0)) request(started, module);
    listeners.forEach((listener) => listener());
  });
  return loading;
}

/** Runs at once when the chart is running, otherwise as soon as it is (loading it if need be). */
export function withActor(request: (actor: PopupsActor, chart: PopupsChart) => void): void {
  if (actor && chart) {
    request(actor, chart);
    return;
  }
  waiting.push(request);
  void loadPopups();
}

/** The chart's snapshot, or undefined before it has loaded (tests wait on it). */
export function popupsSnapshot(): PopupsSnapshot | undefined {
  return actor?.getSnapshot();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A value read from the chart's snapshot; `before` while the chart has not loaded (no popup is up). */
export function usePopupsValue<T>(select: (snapshot: PopupsSnapshot) => T, before: T): T {
  const read = () => (actor ? select(actor.getSnapshot()) : before);
  return useSyncExternalStore(subscribe, read, read);
}

export function bindHelpHistory(deps: HelpHistory): () => void {
  helpHistory = deps;
  return () => {
    if (helpHistory === deps) helpHistory = null;
  };
}

/** One step back in the history, as the popup host bound it. */
export function navigateBack(): void {
  navigation?.back();
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
  withActor((popups) =>
    popups.send(
      pathname === undefined
        ? { type: 'popup.open', popup }
        : { type: 'popup.open', popup, pathname },
    ),
  );
}

/**
 * The player left the help centre's history entry another way (Back, a link replacing it): nothing
 * more moves, and landing back on an account popup's page (/m/login) shows that page's popup again.
 */
export function leftHelpEntry(landedOn: string = window.location.pathname): void {
  withActor((popups) => popups.send({ type: 'popup.close', pathname: '', landedOn }));
}

/** True while an account popup is up: the frame loads the account popups' code only then. */
export function useAnyPopupRequested(): boolean {
  return usePopupsValue(
    (snapshot) => snapshot.context.popup !== null && snapshot.context.popup !== 'help',
    false,
  );
}

/** True while the help centre is up (or animates out): the frame loads its code only then. */
export function useHelpRequested(): boolean {
  return usePopupsValue((snapshot) => snapshot.context.popup === 'help', false);
}

/** The help centre is on screen (not animating out): the Back button closes it. */
export function isHelpShown(): boolean {
  const snapshot = actor?.getSnapshot();
  return (
    snapshot !== undefined && snapshot.context.popup === 'help' && !snapshot.matches('closing')
  );
}
