import { expect } from 'vitest';
import type {
  AccountPopup,
  ExclusivePopup,
  PopupsContext,
} from '../../../machines/popups.machine.ts';
import { actionsIn, expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<PopupsContext>;

/** Each account popup's own pages; the first is where a switch leads. The help centre has none. */
const PAGES: Record<AccountPopup, string[]> = {
  login: ['/m/login'],
  register: ['/m/register', '/m/register.html'],
  forgot: ['/m/forget'],
};
const isPopupPage = (pathname: unknown) =>
  Object.values(PAGES).some((pages) => pages.includes(pathname as string));
const isOwnPage = (popup: ExclusivePopup | null, pathname: unknown) =>
  popup !== null && popup !== 'help' && PAGES[popup].includes(pathname as string);

/** The account popup whose own page the address is, or null. */
const popupOfPage = (pathname: unknown) =>
  (Object.keys(PAGES) as AccountPopup[]).find((popup) =>
    PAGES[popup].includes(pathname as string),
  ) ?? null;

/** Where the player is once the help centre closes: its address, or where the browser's Back landed. */
const pageUnderHelp = (event: Step['event']) =>
  event.pathname === '' ? event.landedOn : event.pathname;

/** The page does not scroll while a popup is shown: locks minus unlocks so far. */
const scrollLocks = ({ history }: Step) =>
  actionsIn(history).reduce(
    (n, e) => n + (e.action === 'lockScroll' ? 1 : e.action === 'unlockScroll' ? -1 : 0),
    0,
  );

/** The help centre's history entries so far: one pushed per opening, none left twice. */
const helpEntryMoves = ({ history }: Step) =>
  actionsIn(history).filter((e) => e.action === 'pushHelpEntry' || e.action === 'leaveHelpEntry');

/** Shown, animating in, or animating out: one popup, the scroll locked. */
function shown(step: Step): void {
  expect(step.context.popup).not.toBeNull();
  expect(scrollLocks(step)).toBe(1);
}

/** Rules every state keeps: the help tab moves only when the player picks one, entries never leave twice. */
function always(step: Step): void {
  const { context, event, previous } = step;
  expect(Number.isInteger(context.helpTab) && context.helpTab >= 0).toBe(true);
  if (previous && event.type !== 'help.open' && event.type !== 'help.select') {
    expect(context.helpTab).toBe((previous.context as PopupsContext).helpTab);
  }
  const moves = helpEntryMoves(step);
  moves.forEach((move, index) =>
    expect(move.action).toBe(index % 2 === 0 ? 'pushHelpEntry' : 'leaveHelpEntry'),
  );
  // While the help centre is up, the Back button has its entry to take.
  if (context.popup === 'help' && !step.snapshot.matches('closing'))
    expect(moves.at(-1)?.action).toBe('pushHelpEntry');
}

/** Opening the help centre: on the asked tab, with its own history entry (not one more if it was up already). */
function helpOpened(step: Step): void {
  const { context, effects, event, previous } = step;
  const before = previous?.context as PopupsContext;
  expect(context).toEqual({ popup: 'help', helpTab: event.tab });
  if (before.popup === null)
    expectEffects(effects, [{ action: 'lockScroll' }, { action: 'pushHelpEntry' }]);
  else if (before.popup === 'help' && !previous?.matches('closing')) expectEffects(effects, []);
  else expectEffects(effects, [{ action: 'pushHelpEntry' }]);
}

/** A tab picked: the help centre shows that group; picked while another popup shows, nothing changes. */
function tabSelected(step: Step): void {
  const { context, effects, event, previous, entered } = step;
  const before = previous?.context as PopupsContext;
  expect(entered).toBe(false);
  expect(context).toEqual(before.popup === 'help' ? { popup: 'help', helpTab: event.tab } : before);
  expectEffects(effects, []);
}

/** An account popup opened: it replaces the one shown; on a popup's page the address follows it. */
function accountPopupOpened(step: Step): void {
  const { context, effects, event, previous } = step;
  const before = previous?.context as PopupsContext;
  // Opening the popup already shown does not animate it in again.
  if (previous?.matches('open')) expect(event.popup).not.toBe(before.popup);
  // Opening one popup replaces another: only one is ever shown.
  expect(context.popup).toBe(event.popup);
  if (before.popup === null) {
    expectEffects(effects, [{ action: 'lockScroll' }]);
  } else if (before.popup === event.popup) {
    expectEffects(effects, []);
  } else if (isPopupPage(event.pathname)) {
    // A switch on a popup's page moves the address to the page of the popup now shown.
    expectEffects(effects, [
      { action: 'replacePopupPage', params: { page: PAGES[event.popup as AccountPopup][0] } },
    ]);
  } else {
    expectEffects(effects, []);
  }
}

/** What must hold in each state of the exclusive popups' chart. */
export const popupsOracle: Oracle<PopupsContext> = {
  closed: (step) => {
    const { context, effects, event, entered } = step;
    always(step);
    expect(context.popup).toBeNull();
    expect(scrollLocks(step)).toBe(0);
    if (entered && event.type !== 'xstate.init') {
      expect(event.type).toBe('xstate.after.popupAnimation.popups.closing');
      expectEffects(effects, [{ action: 'unlockScroll' }]);
    }
  },
  opening: (step) => {
    const { event } = step;
    always(step);
    shown(step);
    // A close starts the closing animation, except the help centre's over an account popup's page:
    // that page's popup shows again (the help centre's entry left when its button closed it).
    if (event.type === 'popup.close') {
      const { context, effects, previous } = step;
      expect((previous?.context as PopupsContext).popup).toBe('help');
      expect(context.popup).toBe(popupOfPage(pageUnderHelp(event)));
      expect(context.popup).not.toBeNull();
      expectEffects(effects, event.pathname === '' ? [] : [{ action: 'leaveHelpEntry' }]);
    }
    if (event.type === 'popup.open') accountPopupOpened(step);
    if (event.type === 'help.open') helpOpened(step);
    if (event.type === 'help.select') tabSelected(step);
  },
  open: (step) => {
    const { context, effects, event, entered, previous } = step;
    always(step);
    shown(step);
    // Opening another popup animates it in; a close animates this one out: staying open changes nothing.
    expect(event.type).not.toBe('popup.close');
    if (!entered && event.type === 'popup.open') {
      expect(context.popup).toBe(event.popup);
      expect(context).toEqual(previous?.context);
      expectEffects(effects, []);
    }
    if (!entered && event.type === 'help.open') helpOpened(step);
    if (event.type === 'help.select') tabSelected(step);
    if (entered) {
      expect(event.type).toBe('xstate.after.popupAnimation.popups.opening');
      expectEffects(effects, []);
    }
  },
  closing: (step) => {
    const { context, effects, event, previous, entered } = step;
    always(step);
    shown(step);
    // Any popup opened while one animates out is shown at once.
    expect(event.type).not.toBe('popup.open');
    expect(event.type).not.toBe('help.open');
    if (!entered) expect(context).toEqual(previous?.context);
    if (entered) {
      expect(event.type).toBe('popup.close');
      const before = previous?.context as PopupsContext;
      if (before.popup === 'help') {
        expect(popupOfPage(pageUnderHelp(event))).toBeNull();
        // Closed with its button the help centre leaves its history entry; after the browser's Back nothing moves.
        expectEffects(effects, event.pathname === '' ? [] : [{ action: 'leaveHelpEntry' }]);
      } else {
        // Closing an account popup on its own page goes home; elsewhere the address stays.
        expectEffects(
          effects,
          isOwnPage(before.popup, event.pathname) ? [{ action: 'replaceHome' }] : [],
        );
      }
    }
  },
};
