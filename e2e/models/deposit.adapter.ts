import { expect, type Locator } from '@playwright/test';
import type { DepositChannel } from '../../shared/contract/calls/deposit-channels.ts';
import type { DepositOrder } from '../../shared/contract/calls/deposit-order.ts';
import { depositMachine, type DepositContext } from '../../machines/cashier/deposit.machine.ts';
import { configureSite, resetSite } from '../dev-controls.ts';
import { logIn, MERCHANT } from '../member-session.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// The deposit chart (requirements C3) driven through /m/voucherCenter against the real server with
// `dep_func` '1', so a placed order shows its detail and is read again while pending (requirements
// C3.7, C3.8); an approval through the development controls (docs/api.md "Development and test
// controls") is the operator's decision.

/** The demo configuration's first channel (server/config/demo-cashier.json), as the chart is given it. */
const BKASH: DepositChannel = {
  code: 'bkash',
  name: 'bKash',
  icon: '/cashier/icons/bkash.svg',
  kind: 'wallet',
  min: '200.00',
  max: '25000.00',
  quickAmounts: ['500.00', '1000.00', '2000.00', '5000.00', '10000.00', '25000.00'],
  account: { holder: 'Demo Agent bKash', number: '01712345678', bankName: null },
};
/** Typed with Bengali digits, as a player in Bangladesh may (requirements C3.3). */
const AMOUNT = '৫০০';
const PAYER = '01712345678';
/** The model's transaction ID; the page gets a fresh one per run (the server takes one only once). */
const TRANSACTION = 'TXMODEL1';

const order = (status: DepositOrder['status']): DepositOrder =>
  ({ orderNo: 'D1', status, channel: 'bkash', amount: '500.00' }) as unknown as DepositOrder;

const loaded = (channels: DepositChannel[]): ModelEvent => ({
  type: 'xstate.done.actor.loadChannels',
  output: { channels, currency: 'BDT', orderDetail: true },
});
const offline: ModelEvent = {
  type: 'xstate.error.actor.loadChannels',
  error: { code: 'network.offline' },
};
const refreshDue: ModelEvent = {
  type: 'xstate.after.orderRefresh.deposit.placed.awaitingDecision',
};

interface DepositWorld extends BaseWorld {
  channelCalls: HeldRequests;
  placeCalls: HeldRequests;
  readCalls: HeldRequests;
  /** The transaction ID this run types. */
  transactionId: string;
}

const amountField = ({ page, t }: BaseWorld): Locator =>
  page.getByLabel(t('Amount ({currency})').replace('{currency}', 'BDT'));
const payerField = ({ page, t }: BaseWorld): Locator =>
  page.getByLabel(t('Your {0} number (paid from)').replace('{0}', 'bKash'));
const transactionField = ({ page, t }: BaseWorld): Locator =>
  page.getByLabel(t('Transaction ID'), { exact: true });
const submitButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Submit deposit') });
const orderHeading = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('heading', { name: t('Deposit order') });
const status = ({ page }: BaseWorld): Locator => page.getByTestId('deposit-status');

/** Requirements C3.8: a pending order is read again every 5 s (the table of the requirements, never the chart). */
const REFRESH_MS = TIMINGS.orderRefresh.ms;

export const depositAdapter = defineAdapter<DepositWorld>({
  chart: 'deposit',
  machine: depositMachine,
  events: [
    loaded([BKASH]),
    offline,
    { type: 'deposit.retry' },
    { type: 'amount.changed', value: AMOUNT },
    { type: 'payer.changed', value: PAYER },
    { type: 'transaction.changed', value: TRANSACTION },
    { type: 'deposit.submit', key: 'model-key' },
    { type: 'xstate.done.actor.placeDeposit', output: order('pending') },
    { type: 'xstate.error.actor.placeDeposit', error: { code: 'network.offline' } },
    refreshDue,
    { type: 'xstate.done.actor.readOrder', output: order('approved') },
  ],
  canSend(_keys, event, context: DepositContext) {
    switch (event.type) {
      // The fields are filled once each, in the order the form shows them.
      case 'amount.changed':
        return context.amount === '';
      case 'payer.changed':
        return context.amount !== '' && context.payerNumber === '';
      case 'transaction.changed':
        return context.payerNumber !== '' && context.transactionId === '';
      // Submit once the form is complete (a form with problems: cashier-deposit.spec.ts and the Vitest model).
      case 'deposit.submit':
        return context.transactionId !== '' && context.formError === null;
      // The failed load is tried again once; the channels come on the retry.
      case 'xstate.error.actor.loadChannels':
        return context.loadError === null && context.channels.length === 0;
      default:
        return true;
    }
  },
  sequences: [
    // The network fails on the first load; Try again reaches a site with no channel configured
    // (one path for both screens that replace the form; the form after a load is every other path's).
    [offline, { type: 'deposit.retry' }, loaded([])],
  ],
  notDriven: {
    'channel.chosen':
      'the first channel (bKash) is chosen when the form opens; picking another is cashier-deposit.spec.ts and the Vitest model',
    'amount.quick':
      'a quick amount fills the same field as typing one: cashier-deposit.spec.ts taps one; the amount is typed here',
    'deposit.again':
      'it empties the form back to the state the path saw after the channels loaded; cashier-deposit.spec.ts taps it',
    'xstate.error.actor.readOrder':
      'a failed read keeps the pending detail and waits again: nothing on screen changes; the Vitest model covers it',
  },
  async setUp(base) {
    await resetSite(base.request);
    await configureSite(base.request, { templates: { mem_cen: '0', dep_func: '1' } });
    await logIn(base.page, base.request, 'demo_player2');
    const channelCalls = await HeldRequests.install(
      base.page,
      /\/wps\/cashier\/deposit\/channels(\?|$)/,
      'deposit channels',
    );
    const placeCalls = await HeldRequests.install(
      base.page,
      /\/wps\/cashier\/deposit\/orders(\?|$)/,
      'deposit order',
    );
    const readCalls = await HeldRequests.install(
      base.page,
      /\/wps\/cashier\/deposit\/orders\/[^/?]+(\?|$)/,
      'deposit order read',
    );
    await base.page.goto(`/m/voucherCenter?lang=${base.lang.toUpperCase()}`);
    const transactionId = `TX${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
    return { ...base, channelCalls, placeCalls, readCalls, transactionId };
  },
  states: {
    loading: {
      words: 'loading the channels',
      async see(world) {
        await world.channelCalls.expectHeld();
        await expect(
          world.page
            .getByRole('status')
            .filter({ hasText: world.t('Loading the deposit channels') }),
        ).toBeAttached();
        await expect(submitButton(world)).toHaveCount(0);
      },
    },
    loadFailed: {
      words: 'cannot load the channels',
      async see(world) {
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeEnabled();
        await expect(submitButton(world)).toHaveCount(0);
      },
    },
    unavailable: {
      words: 'no channel: deposits unavailable',
      async see(world) {
        await expect(
          world.page.getByRole('heading', {
            name: world.t('Deposits are not available right now'),
          }),
        ).toBeVisible();
        await expect(
          world.page.getByRole('link', { name: world.t('Customer service') }),
        ).toBeVisible();
        await expect(submitButton(world)).toHaveCount(0);
      },
    },
    editing: {
      words: 'the form',
      async see(world) {
        await expect(
          world.page.getByRole('heading', {
            name: world.t('Send money to this account, then enter the details'),
          }),
        ).toBeVisible();
        await expect(world.page.getByRole('radio', { name: /bKash/ })).toBeChecked();
        await expect(submitButton(world)).toBeEnabled();
        world.placeCalls.expectNoneHeld();
      },
    },
    submitting: {
      words: 'sending the order',
      async see(world) {
        await world.placeCalls.expectHeld();
        // The form has no name of its own (so no form role): it says it is busy on the element.
        await expect(world.page.locator('main form')).toHaveAttribute('aria-busy', 'true');
        await expect(transactionField(world)).toHaveValue(world.transactionId);
      },
    },
    placed: {
      words: "the order's detail",
      async see(world) {
        await expect(orderHeading(world)).toBeVisible();
        await expect(world.page.getByText(/^D\d+$/)).toBeVisible();
        await expect(world.page.getByText(world.transactionId)).toBeVisible();
      },
    },
    'placed.checkingDecision': {
      words: 'is the order decided?',
      unseen:
        'the chart asks this as it enters the detail, in the same step: pending or decided shows',
    },
    'placed.awaitingDecision': {
      words: 'pending, waiting for the operator',
      async see(world) {
        await expect(status(world)).toHaveText(world.t('Pending'));
      },
    },
    'placed.refreshing': {
      words: 'reading the order again',
      async see(world) {
        await world.readCalls.expectHeld();
        await expect(status(world)).toHaveText(world.t('Pending'));
      },
    },
    'placed.decided': {
      words: 'approved',
      async see(world) {
        await expect(status(world)).toHaveText(world.t('Approved'));
        await expect(
          world.page.getByText(world.t('The amount has been added to your balance.')),
        ).toBeVisible();
      },
    },
  },
  on: {
    'xstate.done.actor.loadChannels': {
      words: (e) =>
        (e.output as { channels: unknown[] }).channels.length > 0
          ? 'the channels load'
          : 'no channel is configured',
      async cause(world, e) {
        if ((e.output as { channels: unknown[] }).channels.length > 0)
          await world.channelCalls.answer({ kind: 'continue' });
        else
          await world.channelCalls.answer({
            kind: 'fulfil',
            status: 200,
            json: { success: true, value: { channels: [], currency: 'BDT' } },
          });
      },
    },
    'xstate.error.actor.loadChannels': {
      words: () => 'the network fails',
      async cause(world) {
        await world.channelCalls.answer({ kind: 'abort' });
      },
    },
    'deposit.retry': {
      words: () => 'tap Try again',
      async cause(world) {
        world.channelCalls.hold();
        await world.page.getByRole('button', { name: world.t('Try again') }).click();
      },
    },
    'amount.changed': {
      words: (e) => `type the amount ${String(e.value)}`,
      async cause(world, e) {
        await amountField(world).fill(String(e.value));
      },
    },
    'payer.changed': {
      words: () => 'type the number paid from',
      async cause(world, e) {
        await payerField(world).fill(String(e.value));
      },
    },
    'transaction.changed': {
      words: () => 'type the transaction ID',
      async cause(world) {
        await transactionField(world).fill(world.transactionId);
      },
    },
    'deposit.submit': {
      words: () => 'tap Submit deposit',
      async cause(world) {
        world.placeCalls.hold();
        await submitButton(world).click();
      },
    },
    'xstate.done.actor.placeDeposit': {
      words: () => 'the server places the order, pending',
      async cause(world) {
        await world.placeCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.placeDeposit': {
      words: () => 'the network fails',
      async cause(world) {
        await world.placeCalls.answer({ kind: 'abort' });
        await expect(
          world.page.getByRole('alert').filter({
            hasText: world.t(
              'No internet connection. Your details are kept: tap Submit deposit to try again.',
            ),
          }),
        ).toBeVisible();
        await expect(amountField(world)).toHaveValue(AMOUNT);
        await expect(transactionField(world)).toHaveValue(world.transactionId);
      },
    },
    [refreshDue.type]: {
      words: () => `${REFRESH_MS / 1000} s pass`,
      async cause(world) {
        // The chart's own wait runs on the page's clock; the read it starts is held.
        await expect
          .poll(() => world.readCalls.arrived, { timeout: REFRESH_MS + 5_000 })
          .toBeGreaterThan(0);
      },
    },
    'xstate.done.actor.readOrder': {
      words: () => 'the operator approves; the read sees it',
      async cause(world) {
        const orderNo = (await world.page.getByText(/^D\d+$/).innerText()).trim();
        const answer = await world.request.post(`/dev/cashier/orders/${orderNo}/approve`, {
          headers: { Merchant: MERCHANT },
        });
        expect(answer.ok(), 'the development control approves the order').toBe(true);
        await world.readCalls.answer({ kind: 'continue' });
      },
    },
  },
});
