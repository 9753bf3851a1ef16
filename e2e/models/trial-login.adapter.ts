import { expect, type Locator } from '@playwright/test';
import { trialLoginMachine, type TrialSession } from '../../machines/trial-login.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { defineAdapter, type BaseWorld } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

/**
 * Trial (free-play) login from the header's Free play action (requirements A7 "Trial play"), on
 * the slot games screen of a visitor, against the real server. The trial call is held to show the
 * wait message and aborted to show the failure; the server's own answer starts the trial.
 *
 * Bounds: the server answers a guest (customerType 4) session, so a trial that keeps the route is
 * the chart test's; a failure is tried again once.
 */

const TRIAL_PATH = /\/wps\/session\/login\/freeplay(\?|$)/;

/** What the chart is told the server answered (the real server's answer has this shape). */
const GUEST: TrialSession = { token: 'model-token', userName: 'trial_model', customerType: 4 };

interface TrialWorld extends BaseWorld {
  trialCalls: HeldRequests;
  /** Trial requests the path has caused so far (one per tap that was not ignored). */
  taps: number;
}

const freePlay = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('banner').getByRole('button', { name: t('Free play') });
const waitMessage = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('status').getByText(t('Please wait…'));
const storedSession = (world: BaseWorld) =>
  world.page.evaluate(() => {
    const raw = sessionStorage.getItem('MC_SESSION_INFO');
    return raw ? (JSON.parse(raw) as { userName: string; type: number }) : null;
  });

export const trialLoginAdapter = defineAdapter<TrialWorld>({
  chart: 'trial-login',
  machine: trialLoginMachine,
  events: [
    { type: 'trial.start' },
    { type: 'xstate.done.actor.createTrialSession', output: GUEST },
    { type: 'xstate.error.actor.createTrialSession', error: { code: 'network.offline' } },
  ],
  // A failure, then Free play again: the second request starts the trial.
  sequences: [
    [
      { type: 'trial.start' },
      { type: 'xstate.error.actor.createTrialSession', error: { code: 'network.offline' } },
      { type: 'trial.start' },
      { type: 'xstate.done.actor.createTrialSession', output: GUEST },
    ],
  ],
  notDriven: {},
  async setUp(base) {
    await resetSite(base.request);
    const trialCalls = await HeldRequests.install(base.page, TRIAL_PATH, 'trial session');
    await base.page.goto(`/m/slot-games?lang=${base.lang.toUpperCase()}`);
    return { ...base, trialCalls, taps: 0 };
  },
  states: {
    idle: {
      words: 'a visitor',
      async see(world) {
        await expect(freePlay(world)).toBeEnabled();
        expect(await storedSession(world)).toBeNull();
      },
    },
    creatingSession: {
      words: 'creating the trial session',
      async see(world) {
        await world.trialCalls.expectHeld();
        await expect(waitMessage(world)).toBeVisible();
        // Never more than one trial request at a time.
        expect(world.trialCalls.arrived).toBe(world.taps);
        expect(await storedSession(world)).toBeNull();
      },
    },
    failed: {
      words: 'the trial could not start',
      async see(world) {
        // The chart's failure says what the site's offline notice says: one toast, not two stacked.
        await expect(
          world.page
            .getByRole('alert')
            .getByText(world.t('No internet connection'), { exact: true }),
        ).toHaveCount(1);
        await expect(
          world.page
            .getByRole('alert')
            .getByText(world.t('No internet connection'), { exact: true }),
        ).toBeVisible();
        await expect(waitMessage(world)).toHaveCount(0);
        await expect(freePlay(world)).toBeEnabled();
        expect(await storedSession(world)).toBeNull();
      },
    },
    started: {
      words: 'free play: home as a trial player',
      async see(world) {
        await expect(world.page).toHaveURL(/\/m\/home$/);
        await expect(
          world.page.getByRole('heading', { level: 1, name: world.t('Home') }),
        ).toBeVisible();
        await expect(waitMessage(world)).toHaveCount(0);
        // The guest session (type 4) and the trial name are stored; one request per tap.
        expect(await storedSession(world)).toMatchObject({ type: 4 });
        expect(await world.page.evaluate(() => sessionStorage.getItem('trialName'))).toMatch(
          /^trial_/,
        );
        expect(world.trialCalls.arrived).toBe(world.taps);
      },
    },
  },
  on: {
    'trial.start': {
      words: () => 'tap Free play',
      async cause(world) {
        world.trialCalls.hold();
        await freePlay(world).click();
        world.taps += 1;
      },
    },
    'xstate.done.actor.createTrialSession': {
      words: () => 'the server starts a trial',
      cause: (world) => world.trialCalls.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.createTrialSession': {
      words: () => 'the network fails',
      cause: (world) => world.trialCalls.answer({ kind: 'abort' }),
    },
  },
});
