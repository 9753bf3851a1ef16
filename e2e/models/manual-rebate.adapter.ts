import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import type { RebateClaim, RebateSummary } from '../../shared/contract/calls/manual-rebate.ts';
import {
  manualRebateMachine,
  reachesMinimum,
  type ManualRebateContext,
} from '../../machines/rewards/manual-rebate.machine.ts';
import { demoSlotAddress } from '../demo-slot.ts';
import { configureSite, resetSite } from '../dev-controls.ts';
import { logIn, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// The manual rebate chart (requirements D3) driven through /m/member/manualRebate against the real
// server: the member has played one slot round of 200.00 (0.8 %: a rebate of 1.60, above the 1.00
// minimum of server/config/default-site.json), so the real answer is claimable; a rebate below the
// minimum and the feature switched off are answered by the test in the server's words. In the
// second scenario the member has booked 25 claims first (as e2e/manual-rebate.spec.ts does), so the
// history shows 24 with Load more, and the older page loads, fails and loads again (D3.4).

const STAKE = '200.00';
const AMOUNT = '1.60';

const summary = (total: string, missing: string): RebateSummary => ({
  lines: total === '0.00' ? [] : [{ category: 'RNG', stake: STAKE, rate: '0.0080', amount: total }],
  total,
  minimum: '1.00',
  missing,
});
const claim = { id: 1, total: AMOUNT, lines: [], createdAt: '' } as unknown as RebateClaim;

const loadedClaimable: ModelEvent = {
  type: 'xstate.done.actor.loadRebate',
  output: { summary: summary(AMOUNT, '0.00'), claims: [], hasMore: false },
};
const loadedZero: ModelEvent = {
  type: 'xstate.done.actor.loadRebate',
  output: { summary: summary('0.00', '1.00'), claims: [], hasMore: false },
};
const loadOffline: ModelEvent = {
  type: 'xstate.error.actor.loadRebate',
  error: { code: 'network.offline' },
};
const switchedOff: ModelEvent = {
  type: 'xstate.error.actor.loadRebate',
  error: { code: 'function.not.available' },
};
const claimOffline: ModelEvent = {
  type: 'xstate.error.actor.claimRebate',
  error: { code: 'network.offline' },
};

/** The member's one slot round, claimable. */
const ONE_ROUND = 'one slot round played';
/** 25 claims booked before the slot round: the history has an older page (requirements D3.4). */
const OLDER_CLAIMS = 'a member with 25 claims';
/** Claims the history shows a page (requirements D3.4). */
const PAGE_SIZE = 24;
const BOOKED = PAGE_SIZE + 1;
const loadedWithOlder: ModelEvent = {
  type: 'xstate.done.actor.loadRebate',
  output: { summary: summary(AMOUNT, '0.00'), claims: [], hasMore: true },
};
const olderLoaded: ModelEvent = {
  type: 'xstate.done.actor.loadClaims',
  output: { rows: [claim], page: 2, pageSize: PAGE_SIZE, hasMore: false },
};
const olderOffline: ModelEvent = {
  type: 'xstate.error.actor.loadClaims',
  error: { code: 'network.offline' },
};

const totalOf = (event: ModelEvent) =>
  (event.output as { summary: RebateSummary } | undefined)?.summary.total;

interface RebateWorld extends BaseWorld {
  summaryCalls: HeldRequests;
  claimCalls: HeldRequests;
  /** The history's second page (Load more). */
  olderCalls: HeldRequests;
  /** Claims the member has booked before the path (0, or 25 in the older-claims scenario). */
  booked: number;
  /** The claim went through: the server's rebate is zero from now on. */
  claimed: boolean;
}

/**
 * 25 claims of 0.01 each, booked through the member's own calls as e2e/manual-rebate.spec.ts does:
 * the minimum is lowered for them (a slot round of 1.25 at 0.8 %), then set back to the default 1.00.
 */
async function bookClaims(request: APIRequestContext, token: string): Promise<void> {
  // The overrides' schema asks for the rates with the minimum: the slots' default 0.8 %.
  await configureSite(request, { rebate: { rates: { RNG: '0.008' }, minimumClaim: '0.01' } });
  const slot = new URL(await demoSlotAddress(request, token), 'http://site.test');
  for (let booked = 0; booked < BOOKED; booked += 1) {
    const round = await request.post(`${slot.pathname}/rounds`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: { ticket: slot.searchParams.get('ticket'), stake: '1.25' },
    });
    expect(round.ok(), await round.text()).toBe(true);
    const claimed = await request.post('/wps/rewards/rebate/claims', {
      headers: {
        Merchant: MERCHANT,
        Authorization: token,
        ModuleId: 'MANPLAYREB3',
        'Idempotency-Key': randomUUID(),
      },
    });
    expect(claimed.ok(), await claimed.text()).toBe(true);
  }
  await configureSite(request, { rebate: { rates: { RNG: '0.008' }, minimumClaim: '1.00' } });
}

/** One slot round through the demo page's own call, as its Spin does (docs/api.md "Cashier"). */
async function playSlot(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Merchant: MERCHANT, Authorization: token, ModuleId: 'GAMELO3' };
  const list = await request.get('/wps/relay/GCSGAME_gameList', {
    headers,
    params: { gameType: 'RNG', pageNo: 1, pageSize: 24, language: 'EN' },
  });
  const games = ((await list.json()) as { value: { games: Array<{ nodeId: number }> } }).value
    .games;
  const launch = await request.get('/wps/game/launchGame', {
    headers,
    params: { nodeId: games[0]!.nodeId },
  });
  const url = new URL(
    ((await launch.json()) as { value: { gameUrl: string } }).value.gameUrl,
    'http://site.test',
  );
  const spin = await request.post(`${url.pathname}/rounds`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { ticket: url.searchParams.get('ticket'), stake: STAKE },
  });
  expect(spin.ok(), await spin.text()).toBe(true);
}

const claimButton = ({ page, t }: BaseWorld, amount: string): Locator =>
  page.getByRole('button', { name: t('Claim {total}').replace('{total}', amount) });
const table = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('table', { name: t('Rebate by game category') });
const total = ({ page }: BaseWorld): Locator => page.getByTestId('rebate-total');
const history = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('region', { name: t('Claim history') });
const claims = (world: BaseWorld): Locator => history(world).getByRole('listitem');
const loadMore = (world: BaseWorld): Locator =>
  history(world).getByRole('button', { name: world.t('Load more') });
const claimedText = ({ page, t }: BaseWorld): Locator =>
  page.getByText(
    t('You claimed {claimedTotal}. It is in your balance.').replace('{claimedTotal}', AMOUNT),
  );

export const manualRebateAdapter = defineAdapter<RebateWorld>({
  chart: 'manualRebate',
  machine: manualRebateMachine,
  input: { enabled: true },
  events: {
    [ONE_ROUND]: [
      loadedClaimable,
      loadedZero,
      loadOffline,
      switchedOff,
      { type: 'rebate.retry' },
      { type: 'rebate.claim', key: 'model-key-0000000' },
      { type: 'xstate.done.actor.claimRebate', output: claim },
      claimOffline,
    ],
    // The history's older page: Load more, a page that gets no answer, Try again, every claim.
    [OLDER_CLAIMS]: [loadedWithOlder, { type: 'history.more' }, olderLoaded, olderOffline],
  },
  canSend(keys, event, context: ManualRebateContext) {
    const afterClaim = keys.includes('ready.rebate.claimed');
    switch (event.type) {
      case 'xstate.done.actor.loadRebate':
        // After the claim the server's rebate is zero; before it the real answer is claimable, and
        // a rebate below the minimum is answered by the test on the first load only.
        if (afterClaim) return totalOf(event) === '0.00';
        return totalOf(event) === AMOUNT || context.refusal === null;
      case 'xstate.error.actor.loadRebate': {
        // The network fails once, on the first load or on the reload after the claim; the feature
        // is switched off on the first load only.
        const code = (event.error as { code: string }).code;
        if (code === 'function.not.available') return context.summary === null && !afterClaim;
        return context.loadError === null && (afterClaim || context.summary === null);
      }
      case 'xstate.error.actor.claimRebate':
        return context.refusal === null;
      // The button claims only a total that reaches the minimum (a tap below it sends nothing).
      case 'rebate.claim':
        return reachesMinimum(context.summary);
      default:
        return true;
    }
  },
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    const session = await logIn(base.page, base.request);
    const booked = path.scenario === OLDER_CLAIMS ? BOOKED : 0;
    if (booked) await bookClaims(base.request, session.token);
    await playSlot(base.request, session.token);
    const summaryCalls = await HeldRequests.install(
      base.page,
      /\/wps\/rewards\/rebate(\?|$)/,
      'rebate summary',
    );
    // The claim is a POST without a query; the history's GET always sends its page.
    const claimCalls = await HeldRequests.install(
      base.page,
      /\/wps\/rewards\/rebate\/claims$/,
      'rebate claim',
    );
    const olderCalls = await HeldRequests.install(
      base.page,
      /\/wps\/rewards\/rebate\/claims\?page=2$/,
      'older claims',
    );
    await base.page.goto(`/m/member/manualRebate?lang=${base.lang.toUpperCase()}`);
    return { ...base, summaryCalls, claimCalls, olderCalls, booked, claimed: false };
  },
  states: {
    checkingAvailability: {
      words: 'is the rebate switched on?',
      unseen: 'the chart asks this as it starts, in the same step: the loading shows',
    },
    disabled: {
      words: 'the rebate is not available',
      async see(world) {
        await expect(
          world.page.getByRole('heading', {
            name: world.t('The manual rebate is not available on this site'),
          }),
        ).toBeVisible();
        await expect(table(world)).toHaveCount(0);
      },
    },
    loading: {
      words: 'loading the rebate',
      async see(world) {
        await world.summaryCalls.expectHeld();
        await expect(
          world.page.getByRole('status').filter({ hasText: world.t('Loading your rebate') }),
        ).toBeAttached();
        await expect(table(world)).toHaveCount(0);
      },
    },
    loadFailed: {
      words: 'cannot load the rebate',
      async see(world) {
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeEnabled();
        await expect(table(world)).toHaveCount(0);
      },
    },
    ready: {
      words: 'the rebate and the history',
      unseen: 'a parent shown through its two regions: the rebate and the history',
    },
    'ready.rebate': {
      words: 'the rebate and its claim',
      unseen: 'a region shown through its states: the table, the claim button and its messages',
    },
    'ready.rebate.showing': {
      words: 'the rebate by category',
      async see(world) {
        await expect(table(world)).toBeVisible();
        await expect(
          world.page.getByRole('heading', { name: world.t('Claim history') }),
        ).toBeVisible();
      },
    },
    'ready.rebate.showing.checkingTotal': {
      words: 'does the total reach the minimum?',
      unseen: 'the chart asks this as the rebate shows, in the same step: the button tells',
    },
    'ready.rebate.showing.claimable': {
      words: 'claimable',
      async see(world) {
        await expect(total(world)).toHaveText(AMOUNT);
        await expect(claimButton(world, AMOUNT)).not.toHaveAttribute('aria-disabled', 'true');
      },
    },
    'ready.rebate.showing.belowMinimum': {
      words: 'below the minimum',
      async see(world) {
        await expect(claimButton(world, '0.00')).toHaveAttribute('aria-disabled', 'true');
        await expect(
          world.page.getByText(
            world.t('{missing} more needed to claim').replace('{missing}', '1.00'),
          ),
        ).toBeVisible();
      },
    },
    'ready.rebate.claiming': {
      words: 'sending the claim',
      async see(world) {
        await world.claimCalls.expectHeld();
        await expect(claimButton(world, AMOUNT)).toHaveAttribute('aria-busy', 'true');
      },
    },
    'ready.rebate.refused': {
      words: 'the claim got no answer',
      async see(world) {
        await expect(
          world.page.getByText(
            world.t(
              'No internet connection. Check your connection, then refresh: a claim already sent is never paid twice.',
            ),
          ),
        ).toBeVisible();
        await expect(world.page.getByRole('button', { name: world.t('Refresh') })).toBeEnabled();
      },
    },
    'ready.rebate.claimed': {
      words: 'claimed',
      async see(world) {
        await expect(claimedText(world)).toBeVisible();
      },
    },
    'ready.rebate.claimed.reloading': {
      words: 'reading the rebate again',
      async see(world) {
        await world.summaryCalls.expectHeld();
        await expect(world.page.locator('[aria-busy="true"]').first()).toBeAttached();
      },
    },
    'ready.rebate.claimed.reloaded': {
      words: 'the rebate from zero',
      async see(world) {
        await expect(total(world)).toHaveText('0.00');
        await expect(
          world.page.getByRole('region', { name: world.t('Claim history') }).getByRole('listitem'),
        ).toHaveCount(1);
      },
    },
    'ready.rebate.claimed.reloadFailed': {
      words: 'cannot read the rebate again',
      async see(world) {
        await expect(world.page.getByRole('button', { name: world.t('Refresh') })).toBeEnabled();
      },
    },
    'ready.history': {
      words: 'the history of claims',
      async see(world) {
        await expect(history(world)).toBeVisible();
      },
    },
    'ready.history.checkingMore': {
      words: 'are there older claims?',
      unseen: 'the chart asks this as the history shows, in the same step: the button below tells',
    },
    'ready.history.more': {
      words: 'older claims to load',
      async see(world) {
        // The newest page of the 25: 24 claims, and Load more for the oldest.
        await expect(claims(world)).toHaveCount(PAGE_SIZE);
        await expect(loadMore(world)).toBeEnabled();
        await expect(loadMore(world)).not.toHaveAttribute('aria-busy', 'true');
        world.olderCalls.expectNoneHeld();
      },
    },
    'ready.history.loadingMore': {
      words: 'loading older claims',
      async see(world) {
        await world.olderCalls.expectHeld();
        await expect(loadMore(world)).toHaveAttribute('aria-busy', 'true');
        await expect(claims(world)).toHaveCount(PAGE_SIZE);
        await expect(history(world).getByRole('alert')).toHaveCount(0);
      },
    },
    'ready.history.loadMoreFailed': {
      words: 'older claims failed',
      async see(world) {
        // The 24 stay; the reason shows with Try again instead of Load more.
        await expect(history(world).getByRole('alert')).toHaveText(
          world.t('No internet connection. Please try again'),
        );
        await expect(
          history(world).getByRole('button', { name: world.t('Try again') }),
        ).toBeEnabled();
        await expect(loadMore(world)).toHaveCount(0);
        await expect(claims(world)).toHaveCount(PAGE_SIZE);
      },
    },
    'ready.history.complete': {
      words: 'every claim shows',
      async see(world) {
        // No Load more, no failure; with 25 claims booked, the oldest has joined the 24.
        await expect(history(world)).toBeVisible();
        await expect(
          history(world).getByRole('button', {
            name: new RegExp(`^(${world.t('Load more')}|${world.t('Try again')})$`),
          }),
        ).toHaveCount(0);
        if (world.booked) await expect(claims(world)).toHaveCount(world.booked);
      },
    },
  },
  on: {
    'xstate.done.actor.loadRebate': {
      words: (e) => (totalOf(e) === AMOUNT ? 'the rebate loads' : 'the rebate is zero'),
      async cause(world, e) {
        // The real server answers, except a zero rebate before any claim, answered in its words.
        if (totalOf(e) === AMOUNT || world.claimed)
          await world.summaryCalls.answer({ kind: 'continue' });
        else
          await world.summaryCalls.answer({
            kind: 'fulfil',
            status: 200,
            json: { success: true, value: summary('0.00', '1.00') },
          });
      },
    },
    'xstate.error.actor.loadRebate': {
      words: (e) =>
        (e.error as { code: string }).code === 'function.not.available'
          ? 'the server says the rebate is switched off'
          : 'the network fails',
      async cause(world, e) {
        if ((e.error as { code: string }).code === 'function.not.available')
          await world.summaryCalls.answer({
            kind: 'fulfil',
            status: 400,
            json: {
              success: false,
              errorCode: 'function.not.available',
              message: 'Function not available',
              value: null,
            },
          });
        else await world.summaryCalls.answer({ kind: 'abort' });
      },
    },
    'rebate.retry': {
      words: () => 'tap Try again or Refresh',
      async cause(world) {
        world.summaryCalls.hold();
        await world.page
          .getByRole('button', {
            name: new RegExp(`^(${world.t('Try again')}|${world.t('Refresh')})$`),
          })
          .click();
      },
    },
    'rebate.claim': {
      words: () => 'tap Claim',
      async cause(world) {
        world.claimCalls.hold();
        await claimButton(world, AMOUNT).click();
      },
    },
    'xstate.done.actor.claimRebate': {
      words: () => 'the server books the rebate',
      async cause(world) {
        world.claimed = true;
        world.summaryCalls.hold();
        await world.claimCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.claimRebate': {
      words: () => 'the network fails',
      async cause(world) {
        await world.claimCalls.answer({ kind: 'abort' });
      },
    },
    'history.more': {
      words: () => 'tap Load more or Try again',
      async cause(world) {
        world.olderCalls.hold();
        await history(world)
          .getByRole('button', {
            name: new RegExp(`^(${world.t('Load more')}|${world.t('Try again')})$`),
          })
          .click();
      },
    },
    'xstate.done.actor.loadClaims': {
      words: () => 'the oldest claim loads',
      async cause(world) {
        await world.olderCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.loadClaims': {
      words: () => 'the network fails',
      async cause(world) {
        await world.olderCalls.answer({ kind: 'abort' });
      },
    },
  },
});
