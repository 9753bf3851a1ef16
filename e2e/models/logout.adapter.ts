import { expect } from '@playwright/test';
import { logoutMachine } from '../../machines/logout.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn } from '../member-session.ts';
import { defineAdapter, type BaseWorld } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

interface LogoutWorld extends BaseWorld {
  /** The logout call, held so the wait message can be seen, then answered. */
  logoutCalls: HeldRequests;
}

const session = (world: BaseWorld) =>
  world.page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'));
const confirmation = (world: BaseWorld) =>
  world.page.getByRole('dialog', { name: world.t('Confirmation') });

export const logoutAdapter = defineAdapter<LogoutWorld>({
  chart: 'logout',
  machine: logoutMachine,
  events: [
    { type: 'logout.request' },
    { type: 'logout.cancel' },
    { type: 'logout.confirm' },
    { type: 'xstate.done.actor.logOut' },
    { type: 'xstate.error.actor.logOut', error: { code: 'network.offline' } },
  ],
  notDriven: {},
  async setUp(base) {
    await resetSite(base.request);
    await logIn(base.page, base.request);
    const logoutCalls = await HeldRequests.install(
      base.page,
      /\/wps\/session\/logout(\?|$)/,
      'logout',
    );
    await base.page.goto(`/m/menu?lang=${base.lang.toUpperCase()}`);
    return { ...base, logoutCalls };
  },
  states: {
    idle: {
      words: 'signed in',
      async see(world) {
        await expect(world.page.getByRole('button', { name: world.t('Sign out') })).toBeVisible();
        await expect(confirmation(world)).toHaveCount(0);
        expect(await session(world)).not.toBeNull();
      },
    },
    confirming: {
      words: 'asked to confirm',
      async see(world) {
        await expect(
          confirmation(world).getByText(world.t('Are you sure you want to logout?')),
        ).toBeVisible();
        expect(await session(world)).not.toBeNull();
      },
    },
    loggingOut: {
      words: 'signing out',
      async see(world) {
        await world.logoutCalls.expectHeld();
        await expect(world.page.getByText(world.t('Please wait…'))).toBeVisible();
      },
    },
    loggedOut: {
      words: 'signed out, at home',
      async see(world) {
        await expect(world.page).toHaveURL(/\/m\/home(\?|$)/);
        await expect(
          world.page
            .getByRole('navigation', { name: world.t('Account') })
            .getByRole('link', { name: world.t('Login') }),
        ).toBeVisible();
        await expect(world.page.getByText(world.t('Please wait…'))).toHaveCount(0);
        expect(await session(world)).toBeNull();
      },
    },
  },
  on: {
    'logout.request': {
      words: () => 'tap Sign out',
      cause: (world) => world.page.getByRole('button', { name: world.t('Sign out') }).click(),
    },
    'logout.cancel': {
      words: () => 'tap Cancel',
      cause: (world) =>
        confirmation(world)
          .getByRole('button', { name: world.t('Cancel') })
          .click(),
    },
    'logout.confirm': {
      words: () => 'tap Confirm',
      cause: (world) =>
        confirmation(world)
          .getByRole('button', { name: world.t('Confirm') })
          .click(),
    },
    'xstate.done.actor.logOut': {
      words: () => 'the server ends the session',
      cause: ({ logoutCalls }) => logoutCalls.answer({ kind: 'continue' }),
    },
    'xstate.error.actor.logOut': {
      words: () => 'the network fails',
      cause: ({ logoutCalls }) => logoutCalls.answer({ kind: 'abort' }),
    },
  },
});
