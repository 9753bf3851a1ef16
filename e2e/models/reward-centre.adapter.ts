import { expect, type Locator } from '@playwright/test';
import type { RewardItem } from '../../shared/contract/calls/reward-centre.ts';
import {
  rewardCentreMachine,
  type RewardCentreContext,
} from '../../machines/rewards/reward-centre.machine.ts';
import { configureSite, resetSite } from '../dev-controls.ts';
import { logIn } from '../member-session.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// The reward centre chart (requirements D1) driven through /m/rewardCenter against the real server
// with the demo member's seeded promotions: the welcome bonus (101) is a sign-up reward ready to
// claim, the referral (104) one claimed by application. With REWCEN3 switched off through the
// development controls, both show the contact_service message and call nothing (requirements D1.6).

const ON = 'on';
const OFF = 'off';

/** The rows the model needs, as the seed gives them (the chart reads only these fields). */
const row = (id: number, type: RewardItem['type'], status: RewardItem['status']): RewardItem =>
  ({ id, type, status, tab: status === 'Claimed' ? 'history' : 'claimable' }) as RewardItem;
const SEEDED = [row(101, 'JOIN', 'Claim'), row(104, 'APPLY', 'Claim')];
const AFTER_CLAIM = [row(101, 'JOIN', 'Claimed'), row(104, 'APPLY', 'Claim')];

const TITLES = {
  en: {
    welcome: 'Welcome bonus: 100% on your first deposit',
    referral: 'Refer a friend and earn ৳500',
  },
  bn: { welcome: 'স্বাগতম বোনাস: প্রথম ডিপোজিটে ১০০%', referral: 'বন্ধুকে রেফার করুন, ৳৫০০ আয় করুন' },
} as const;

const loaded: ModelEvent = { type: 'xstate.done.actor.loadRewards', output: SEEDED };
const loadOffline: ModelEvent = {
  type: 'xstate.error.actor.loadRewards',
  error: { code: 'network.offline' },
};
const claim: ModelEvent = { type: 'reward.claim', id: 101, key: 'model-key-0000000' };
const apply: ModelEvent = { type: 'reward.apply', id: 104 };
const claimed: ModelEvent = {
  type: 'xstate.done.actor.claimReward',
  output: { success: true, status: 'Claimed' },
};
const claimOffline: ModelEvent = {
  type: 'xstate.error.actor.claimReward',
  error: { code: 'network.offline' },
};
const reloaded: ModelEvent = { type: 'xstate.done.actor.reloadRewards', output: AFTER_CLAIM };
const history: ModelEvent = { type: 'tab.chosen', tab: 'history' };
const claimableTab: ModelEvent = { type: 'tab.chosen', tab: 'claimable' };
const contactOver: ModelEvent = {
  type: 'xstate.after.contactService.rewardCentre.ready.contactService',
};

/** Requirements D1.6: contact_service shows for 2 s (the table of the requirements, never the chart). */
const CONTACT_MS = TIMINGS.contactService.ms;

interface RewardWorld extends BaseWorld {
  loadCalls: HeldRequests;
  claimCalls: HeldRequests;
}

/** A tab by its words, whatever its count. */
const tab = ({ page, t }: BaseWorld, english: 'Claimable ({0})' | 'History ({0})'): Locator => {
  const [before = '', after = ''] = t(english).split('{0}');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('tab', { name: new RegExp(`^${escape(before)}\\d+${escape(after)}$`) });
};
const claimButton = (world: BaseWorld, which: 'welcome' | 'referral'): Locator =>
  world.page.getByRole('button', {
    name: world.t('Claim {0}').replace('{0}', TITLES[world.lang][which]),
  });
const statusText = ({ page }: BaseWorld, text: string): Locator =>
  page.getByRole('status').getByText(text);
const contactMessage = (world: BaseWorld): Locator =>
  statusText(world, world.t('Please contact customer service'));
const claimedMessage = (world: BaseWorld): Locator =>
  statusText(
    world,
    world
      .t('Reward claimed: {claimedTitle}. The bonus is in your balance.')
      .replace('{claimedTitle}', TITLES[world.lang].welcome),
  );

export const rewardCentreAdapter = defineAdapter<RewardWorld>({
  chart: 'rewardCentre',
  machine: rewardCentreMachine,
  input: { rewardCentre: true },
  scenarioInputs: { [OFF]: { rewardCentre: false } },
  events: {
    [ON]: [
      loaded,
      loadOffline,
      { type: 'rewards.retry' },
      history,
      claimableTab,
      claim,
      claimed,
      claimOffline,
      reloaded,
    ],
    [OFF]: [loaded, claim, apply, contactOver],
  },
  canSend(keys, event, context: RewardCentreContext) {
    switch (event.type) {
      // The welcome bonus can be claimed while its row shows Claim (on the Claimable tab); taps
      // while a claim is sent are the Vitest model's and reward-centre.spec.ts's.
      case 'reward.claim':
        return (
          !keys.includes('ready.claiming') &&
          context.tab === 'claimable' &&
          context.items.some((item) => item.id === 101 && item.status === 'Claim')
        );
      // The other tab, once the list settles (a tab while a claim or a read is on its way shows
      // the same view).
      case 'tab.chosen':
        return (
          (keys.includes('ready.showing') || keys.includes('ready.claimed.reloaded')) &&
          context.tab !== event.tab
        );
      case 'reward.apply':
        return context.tab === 'claimable';
      // The network fails once, on the first load.
      case 'xstate.error.actor.loadRewards':
        return context.loadError === null && context.items.length === 0;
      // The network fails on the first claim only; the next one goes through.
      case 'xstate.error.actor.claimReward':
        return context.claimError === null;
      default:
        return true;
    }
  },
  notDriven: {
    'xstate.error.actor.reloadRewards':
      'a failed read after a claim keeps the list as it is: nothing on screen changes; the Vitest model covers it',
  },
  async setUp(base, path) {
    await resetSite(base.request);
    if (path.scenario === OFF)
      await configureSite(base.request, { whitelabel: [{ moduleId: 'REWCEN3', enabled: false }] });
    await logIn(base.page, base.request);
    const loadCalls = await HeldRequests.install(
      base.page,
      /\/wps\/rewards\/center(\?|$)/,
      'reward centre',
    );
    const claimCalls = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/MCSFE_signUpClaimReward(\?|$)/,
      'reward claim',
    );
    await base.page.goto(`/m/rewardCenter?lang=${base.lang.toUpperCase()}`);
    return { ...base, loadCalls, claimCalls };
  },
  states: {
    loading: {
      words: 'loading the rewards',
      async see(world) {
        await world.loadCalls.expectHeld();
        await expect(
          world.page.getByRole('status').filter({ hasText: world.t('Loading your rewards') }),
        ).toBeAttached();
        await expect(world.page.getByRole('tablist')).toHaveCount(0);
      },
    },
    loadFailed: {
      words: 'cannot load the rewards',
      async see(world) {
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeEnabled();
        await expect(world.page.getByRole('tablist')).toHaveCount(0);
      },
    },
    ready: {
      words: 'the two tabs',
      async see(world) {
        await expect(world.page.getByRole('tablist', { name: world.t('Rewards') })).toBeVisible();
        await expect(tab(world, 'Claimable ({0})')).toBeVisible();
        await expect(tab(world, 'History ({0})')).toBeVisible();
      },
    },
    'ready.showing': {
      words: 'the list',
      async see(world) {
        await expect(contactMessage(world)).toHaveCount(0);
        world.claimCalls.expectNoneHeld();
      },
    },
    'ready.contactService': {
      words: 'contact customer service',
      async see(world) {
        await expect(contactMessage(world)).toBeVisible();
        world.claimCalls.expectNoneHeld();
      },
    },
    'ready.claiming': {
      words: 'sending the claim',
      async see(world) {
        await world.claimCalls.expectHeld();
        await expect(claimButton(world, 'welcome')).toHaveAttribute('aria-busy', 'true');
      },
    },
    'ready.claimed': {
      words: 'reward claimed',
      async see(world) {
        await expect(claimedMessage(world)).toBeVisible();
        await expect(claimButton(world, 'welcome')).toHaveCount(0);
      },
    },
    'ready.claimed.reloading': {
      words: 'reading the list again',
      async see(world) {
        await world.loadCalls.expectHeld();
      },
    },
    'ready.claimed.reloaded': {
      words: 'the list after the claim',
      async see(world) {
        await expect(claimedMessage(world)).toBeVisible();
        world.loadCalls.expectNoneHeld();
      },
    },
    'ready.refused': {
      words: 'the claim failed',
      async see(world) {
        await expect(
          statusText(
            world,
            world.t('No internet connection. Try again: a reward is never paid twice.'),
          ),
        ).toBeVisible();
        await expect(claimButton(world, 'welcome')).toBeEnabled();
      },
    },
  },
  on: {
    'xstate.done.actor.loadRewards': {
      words: () => 'the rewards load',
      async cause(world) {
        await world.loadCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.loadRewards': {
      words: () => 'the network fails',
      async cause(world) {
        await world.loadCalls.answer({ kind: 'abort' });
      },
    },
    'rewards.retry': {
      words: () => 'tap Try again',
      async cause(world) {
        world.loadCalls.hold();
        await world.page.getByRole('button', { name: world.t('Try again') }).click();
      },
    },
    'tab.chosen': {
      words: (e) => `open the ${String(e.tab)} tab`,
      async cause(world, e) {
        await tab(world, e.tab === 'history' ? 'History ({0})' : 'Claimable ({0})').click();
      },
    },
    'reward.claim': {
      words: () => 'tap Claim on the welcome bonus',
      async cause(world) {
        world.claimCalls.hold();
        await claimButton(world, 'welcome').click();
      },
    },
    'reward.apply': {
      words: () => 'tap Claim on the referral reward',
      async cause(world) {
        await claimButton(world, 'referral').click();
      },
    },
    'xstate.done.actor.claimReward': {
      words: () => 'the server books the bonus',
      async cause(world) {
        // The list read that follows is held, so the reading shows.
        world.loadCalls.hold();
        await world.claimCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.claimReward': {
      words: () => 'the network fails',
      async cause(world) {
        await world.claimCalls.answer({ kind: 'abort' });
      },
    },
    'xstate.done.actor.reloadRewards': {
      words: () => 'the list loads again',
      async cause(world) {
        await world.loadCalls.answer({ kind: 'continue' });
      },
    },
    [contactOver.type]: {
      words: () => `${CONTACT_MS / 1000} s pass`,
      async cause(world) {
        await expect(contactMessage(world)).toHaveCount(0, { timeout: CONTACT_MS + 3_000 });
      },
    },
  },
});
