import { expect } from 'vitest';
import type { AccountPopup, PopupsContext } from '../../../machines/popups.machine.ts';
import { actionsIn, expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<PopupsContext>;

/** Each popup's own pages; the first is where a switch leads. */
const PAGES: Record<AccountPopup, string[]> = {
  login: ['/m/login'],
  register: ['/m/register', '/m/register.html'],
  forgot: ['/m/forget'],
};
const isPopupPage = (pathname: unknown) => Object.values(PAGES).some((pages) => pages.includes(pathname as string));

/** The page does not scroll while a popup is shown: locks minus unlocks so far. */
const scrollLocks = ({ history }: Step) =>
  actionsIn(history).reduce((n, e) => n + (e.action === 'lockScroll' ? 1 : e.action === 'unlockScroll' ? -1 : 0), 0);

/** Shown, animating in, or animating out: one popup, the scroll locked. */
function shown(step: Step): void {
  expect(step.context.popup).not.toBeNull();
  expect(scrollLocks(step)).toBe(1);
}

/** What must hold in each state of the account popups' chart. */
export const popupsOracle: Oracle<PopupsContext> = {
  closed: (step) => {
    const { context, effects, event, entered } = step;
    expect(context.popup).toBeNull();
    expect(scrollLocks(step)).toBe(0);
    if (entered && event.type !== 'xstate.init') {
      expect(event.type).toBe('xstate.after.popupAnimation.popups.closing');
      expectEffects(effects, [{ action: 'unlockScroll' }]);
    }
  },
  opening: (step) => {
    const { context, effects, event, previous } = step;
    shown(step);
    // A close always starts the closing animation.
    expect(event.type).not.toBe('popup.close');
    if (event.type !== 'popup.open') return;
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
      expectEffects(effects, [{ action: 'replacePopupPage', params: { page: PAGES[event.popup as AccountPopup][0] } }]);
    } else {
      expectEffects(effects, []);
    }
  },
  open: (step) => {
    const { context, effects, event, entered, previous } = step;
    shown(step);
    // Opening another popup animates it in; a close animates this one out: staying open changes nothing.
    expect(event.type).not.toBe('popup.close');
    if (!entered && event.type === 'popup.open') {
      expect(context.popup).toBe(event.popup);
      expect(context).toEqual(previous?.context);
      expectEffects(effects, []);
    }
    if (entered) {
      expect(event.type).toBe('xstate.after.popupAnimation.popups.opening');
      expectEffects(effects, []);
    }
  },
  closing: (step) => {
    const { effects, event, previous, entered } = step;
    shown(step);
    // Any popup opened while one animates out is shown at once.
    expect(event.type).not.toBe('popup.open');
    if (entered) {
      // Closing a popup on its own page goes home; elsewhere the address stays.
      expect(event.type).toBe('popup.close');
      const before = previous?.context as PopupsContext;
      const onOwnPage = before.popup !== null && PAGES[before.popup].includes(event.pathname as string);
      expectEffects(effects, onOwnPage ? [{ action: 'replaceHome' }] : []);
    }
  },
};
