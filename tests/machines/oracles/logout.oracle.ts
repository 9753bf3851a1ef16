import { expect } from 'vitest';
import type { LogoutContext } from '../../../machines/logout.machine.ts';
import { actionsIn, expectEffects, type Oracle } from '../helpers/chart-model.ts';

const cleared = [{ action: 'clearSession' }, { action: 'replaceHome' }];

/** What must hold in each state of the logout chart. */
export const logoutOracle: Oracle<LogoutContext> = {
  idle: ({ context, history, running, event, entered }) => {
    // Asking and cancelling changes nothing on the device.
    if (entered && event.type !== 'xstate.init') expect(event.type).toBe('logout.cancel');
    expect(context.errorCode).toBeNull();
    expect(history).toEqual([]);
    expect(running).toEqual([]);
  },
  confirming: ({ context, history, running }) => {
    expect(context.errorCode).toBeNull();
    expect(history).toEqual([]);
    expect(running).toEqual([]);
  },
  loggingOut: ({ context, effects, running, entered, event }) => {
    // Only Confirm logs out.
    if (entered) expect(event.type).toBe('logout.confirm');
    expect(context.errorCode).toBeNull();
    expect(running).toEqual(['logOut']);
    if (entered)
      expectEffects(effects, [{ invoke: 'logOut', id: 'logOut' }, { action: 'showWaitMessage' }]);
  },
  loggedOut: ({ snapshot, context, event, effects }) => {
    expect(snapshot.status).toBe('done');
    // Cleared whether or not the server answered: a player who asked to leave is signed out here.
    expect(actionsIn(effects)).toEqual([{ action: 'hideWaitMessage' }, ...cleared]);
    if (event.type === 'xstate.error.actor.logOut')
      expect(context.errorCode).toBe((event.error as { code: string }).code);
    else expect(context.errorCode).toBeNull();
  },
};
