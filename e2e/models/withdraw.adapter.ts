import { randomUUID } from 'node:crypto';
import { expect, type Locator } from '@playwright/test';
import type { WithdrawOrder } from '../../shared/contract/calls/withdraw-order.ts';
import type { PayoutAccount, WithdrawSetup } from '../../shared/contract/calls/withdraw-setup.ts';
import { withdrawMachine, type WithdrawContext } from '../../machines/cashier/withdraw.machine.ts';
import { encryptLikeClient } from '../../tests/server/helpers/client-crypto.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// The withdrawal chart (requirements C4) driven through /m/withdraw against the real server: a
// member without a payment password or payout account sets both up (the two step charts have
// adapters of their own: payment-password, payout-account), a wrong payment password is refused on
// its field (requirements C4.3), the order is placed, and a rejection through the development
// controls (docs/api.md "Development and test controls") shows on Refresh. Another phone's
// withdrawal that lands while this one is on its way has it refused for the balance (requirements
// C4.5): the setup is read again and the new withdrawable shows.

/** The demo configuration's withdrawal channels (server/config/demo-cashier.json). */
const CHANNELS: WithdrawSetup['channels'] = [
  {
    code: 'bkash',
    name: 'bKash',
    icon: '/cashier/icons/bkash.svg',
    kind: 'wallet',
    min: '500.00',
    max: '25000.00',
  },
  {
    code: 'nagad',
    name: 'Nagad',
    icon: '/cashier/icons/nagad.svg',
    kind: 'wallet',
    min: '500.00',
    max: '25000.00',
  },
  {
    code: 'rocket',
    name: 'Rocket',
    icon: '/cashier/icons/rocket.svg',
    kind: 'wallet',
    min: '500.00',
    max: '20000.00',
  },
  {
    code: 'bank',
    name: 'Local bank transfer',
    icon: '/cashier/icons/bank.svg',
    kind: 'bank',
    min: '1000.00',
    max: '500000.00',
  },
];
const ACCOUNT: PayoutAccount = {
  id: 1,
  channel: 'bkash',
  channelName: 'bKash',
  kind: 'wallet',
  maskedNumber: '*******5678',
  holderName: 'Demo Player',
};
/** The seeded member's setup as the chart is given it: a balance, nothing set up yet. */
const FRESH: WithdrawSetup = {
  hasPaymentPassword: false,
  accounts: [],
  accountLimit: 3,
  channels: CHANNELS,
  balance: '25380.75',
  pending: '0.00',
  withdrawable: '25380.75',
  currency: 'BDT',
};
const SET_UP: WithdrawSetup = {
  ...FRESH,
  hasPaymentPassword: true,
  accounts: [ACCOUNT],
  balance: '24880.75',
  pending: '500.00',
  withdrawable: '24880.75',
};
/** After another phone withdrew OTHER_AMOUNT while the form was open: less withdrawable. */
const OTHER_AMOUNT = '5000.00';
const SHORT: WithdrawSetup = {
  ...SET_UP,
  balance: '20380.75',
  pending: OTHER_AMOUNT,
  withdrawable: '20380.75',
};
const LOGIN_PASSWORD = 'Demo1234';
const PIN = '123456';
const WRONG_PIN = '000000';
const AMOUNT = '500';
/** The bKash maximum: within the withdrawable the form read, above it once the other phone withdrew. */
const BIG_AMOUNT = '25000';
const REASON = 'The holder name does not match';

const order = (status: WithdrawOrder['status']): WithdrawOrder =>
  ({ orderNo: 'W1', status, amount: '500.00' }) as unknown as WithdrawOrder;
const loaded = (setup: WithdrawSetup): ModelEvent => ({
  type: 'xstate.done.actor.loadSetup',
  output: setup,
});
const offline: ModelEvent = {
  type: 'xstate.error.actor.loadSetup',
  error: { code: 'network.offline' },
};
const balanceShort: ModelEvent = {
  type: 'xstate.error.actor.placeWithdraw',
  error: { code: 'withdraw.balance.insufficient', value: { withdrawable: SHORT.withdrawable } },
};
const passwordSaved: ModelEvent = { type: 'xstate.done.actor.passwordStep' };
const accountSaved: ModelEvent = { type: 'xstate.done.actor.accountStep', output: ACCOUNT };

interface WithdrawWorld extends BaseWorld {
  token: string;
  /** The amount the player typed. */
  typed: string;
  setupCalls: HeldRequests;
  placeCalls: HeldRequests;
  readCalls: HeldRequests;
}

const amountField = ({ page, t }: BaseWorld): Locator =>
  page.getByLabel(t('Amount'), { exact: true });
const pinField = ({ page, t }: BaseWorld): Locator =>
  page.getByLabel(t('Payment password'), { exact: true });
const withdrawButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Withdraw'), exact: true });
const refreshButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Refresh'), exact: true });
const orderNumber = ({ page }: BaseWorld): Locator => page.getByText(/^W\d+$/);
const withdrawableText = ({ page, t }: BaseWorld): Locator =>
  page
    .getByLabel(t('Your balance'))
    .locator('div')
    .filter({ has: page.getByText(t('Withdrawable'), { exact: true }) })
    .getByRole('definition');
/** The amount's message naming the withdrawable the server answered. */
const shortMessage = ({ t }: BaseWorld): string =>
  t('This is more than your withdrawable balance ({limit})').replace('{limit}', '20,380.75');

/** Another phone of the member withdraws through the API, as the site does (sealed, with its own key). */
async function withdrawElsewhere(world: WithdrawWorld, amount: string): Promise<void> {
  const headers = { Merchant: MERCHANT, Authorization: world.token };
  const setup = (await (
    await world.request.get('/wps/cashier/withdraw/setup', { headers })
  ).json()) as { value: WithdrawSetup };
  const key = (await (
    await world.request.get('/wps/session/key/rsa', { headers: { Merchant: MERCHANT } })
  ).json()) as { value: { publicKey: string } };
  const { body, encryption } = encryptLikeClient(key.value.publicKey, {
    accountId: setup.value.accounts[0]?.id,
    amount,
    paymentPassword: PIN,
  });
  const answer = await world.request.post('/wps/cashier/withdraw/orders', {
    headers: { ...headers, 'Idempotency-Key': randomUUID(), Encryption: encryption },
    data: body,
  });
  expect(answer.ok(), `the other phone's withdrawal: ${await answer.text()}`).toBe(true);
}

export const withdrawAdapter = defineAdapter<WithdrawWorld>({
  chart: 'withdraw',
  machine: withdrawMachine,
  input: { newKey: () => 'model-key' },
  events: [
    loaded(FRESH),
    loaded(SET_UP),
    offline,
    passwordSaved,
    accountSaved,
    { type: 'amount.changed', value: AMOUNT },
    { type: 'paymentPassword.changed', value: WRONG_PIN },
    { type: 'paymentPassword.changed', value: PIN },
    { type: 'withdraw.submit' },
    { type: 'xstate.error.actor.placeWithdraw', error: { code: 'payment.password.invalid' } },
    { type: 'xstate.done.actor.placeWithdraw', output: order('pending') },
    { type: 'order.refresh' },
    { type: 'xstate.done.actor.fetchOrder', output: order('rejected') },
    { type: 'withdraw.again' },
  ],
  canSend(_keys, event, context: WithdrawContext) {
    switch (event.type) {
      // The server's setup: nothing set up on the first read, both set up after the first order.
      case 'xstate.done.actor.loadSetup':
        return (event.output as WithdrawSetup).hasPaymentPassword === (context.setup !== null);
      // The first read fails only in the retry path (a sequence below).
      case 'xstate.error.actor.loadSetup':
        return false;
      // The amount is typed once; the wrong payment password first, the right one after its refusal.
      case 'amount.changed':
        return context.amount === '' && context.order === null && context.setup?.pending === '0.00';
      case 'paymentPassword.changed':
        return event.value === WRONG_PIN
          ? context.amount !== '' &&
              context.paymentPassword === '' &&
              !context.fieldErrors.paymentPassword
          : context.fieldErrors.paymentPassword !== undefined;
      case 'withdraw.submit':
        return context.amount !== '' && context.paymentPassword !== '';
      case 'xstate.error.actor.placeWithdraw':
        return context.paymentPassword === WRONG_PIN;
      case 'xstate.done.actor.placeWithdraw':
        return context.paymentPassword === PIN;
      // Refresh while pending; a new withdrawal once the decision shows.
      case 'order.refresh':
        return context.order?.status === 'pending';
      case 'withdraw.again':
        return context.order !== null && context.order.status !== 'pending';
      default:
        return true;
    }
  },
  sequences: [
    // The first read fails; Try again brings step 1; after both steps the player opens "Add another
    // account" and cancels it, back at the form. They ask for the bKash maximum; another phone's
    // withdrawal lands first, so this one is refused for the balance and the setup is read again.
    [
      offline,
      { type: 'setup.retry' },
      loaded(FRESH),
      passwordSaved,
      accountSaved,
      { type: 'account.add' },
      { type: 'account.addCancelled' },
      { type: 'amount.changed', value: BIG_AMOUNT },
      { type: 'paymentPassword.changed', value: PIN },
      { type: 'withdraw.submit' },
      balanceShort,
      loaded(SHORT),
    ],
  ],
  notDriven: {
    'account.chosen':
      'one payout account is saved in these paths, chosen already; choosing among several is the Vitest model',
    'amount.all':
      "cashier-withdraw.spec.ts taps All and withdraws the channel's maximum; here the amount is typed",
    'xstate.error.actor.fetchOrder':
      'a failed read keeps the order and names the failure under it; the Vitest model covers the branch',
  },
  async setUp(base) {
    await resetSite(base.request);
    const session = await logIn(base.page, base.request);
    const setupCalls = await HeldRequests.install(
      base.page,
      /\/wps\/cashier\/withdraw\/setup(\?|$)/,
      'withdraw setup',
    );
    const placeCalls = await HeldRequests.install(
      base.page,
      /\/wps\/cashier\/withdraw\/orders(\?|$)/,
      'withdrawal order',
    );
    const readCalls = await HeldRequests.install(
      base.page,
      /\/wps\/cashier\/withdraw\/orders\/[^/?]+(\?|$)/,
      'withdrawal order read',
    );
    await base.page.goto(`/m/withdraw?lang=${base.lang.toUpperCase()}`);
    return { ...base, token: session.token, typed: '', setupCalls, placeCalls, readCalls };
  },
  states: {
    loading: {
      words: 'loading the setup',
      async see(world) {
        await world.setupCalls.expectHeld();
        await expect(
          world.page
            .getByRole('main')
            .getByRole('status')
            .filter({ hasText: world.t('Loading') }),
        ).toBeVisible();
        await expect(withdrawButton(world)).toHaveCount(0);
      },
    },
    loadFailed: {
      words: 'cannot load the setup',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('No internet connection') }),
        ).toBeVisible();
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeEnabled();
      },
    },
    deciding: {
      words: 'which step?',
      unseen:
        'the setup decides the step as it arrives, in the same step: step 1, step 2 or the form shows',
    },
    settingPassword: {
      words: 'step 1: the payment password',
      async see(world) {
        await expect(world.page.getByText(world.t('Step 1 of 2'))).toBeVisible();
        await expect(
          world.page.getByRole('heading', { name: world.t('Set your payment password') }),
        ).toBeVisible();
      },
    },
    addingFirstAccount: {
      words: 'step 2: the payout account',
      async see(world) {
        await expect(world.page.getByText(world.t('Step 2 of 2'))).toBeVisible();
        await expect(
          world.page.getByRole('heading', { name: world.t('Add your payout account') }),
        ).toBeVisible();
        await expect(world.page.getByRole('button', { name: world.t('Cancel') })).toHaveCount(0);
      },
    },
    editing: {
      words: 'the withdrawal form',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('Withdraw to') }),
        ).toBeVisible();
        await expect(world.page.getByRole('radio', { name: /\*{7}5678/ })).toBeChecked();
        await expect(withdrawButton(world)).toBeEnabled();
        world.placeCalls.expectNoneHeld();
      },
    },
    addingAccount: {
      words: 'adding another account',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('Add another account') }),
        ).toBeVisible();
        await expect(world.page.getByRole('button', { name: world.t('Cancel') })).toBeEnabled();
        await expect(withdrawButton(world)).toHaveCount(0);
      },
    },
    submitting: {
      words: 'placing the withdrawal',
      async see(world) {
        await world.placeCalls.expectHeld();
        await expect(withdrawButton(world)).toHaveAttribute('aria-busy', 'true');
        await expect(amountField(world)).toHaveValue(world.typed);
      },
    },
    refreshingSetup: {
      words: 'refused for the balance: reading the setup again',
      async see(world) {
        await world.setupCalls.expectHeld();
        // The form stays as typed, the amount names the withdrawable the server answered, and
        // Withdraw is busy until the new setup is in.
        await expect(amountField(world)).toHaveValue(BIG_AMOUNT);
        await expect(pinField(world)).toHaveValue(PIN);
        await expect(world.page.getByText(shortMessage(world))).toBeVisible();
        await expect(withdrawButton(world)).toHaveAttribute('aria-busy', 'true');
        // The summary's figures are being read again too, not the old withdrawable.
        await expect(world.page.getByLabel(world.t('Your balance'))).toHaveAttribute(
          'aria-busy',
          'true',
        );
        world.placeCalls.expectNoneHeld();
      },
    },
    placed: {
      words: 'the order',
      async see(world) {
        await expect(orderNumber(world)).toBeVisible();
        await expect(refreshButton(world)).toBeEnabled();
        await expect(
          world.page.getByRole('button', { name: world.t('New withdrawal') }),
        ).toBeEnabled();
      },
    },
    refreshingOrder: {
      words: 'reading the order again',
      async see(world) {
        await world.readCalls.expectHeld();
        await expect(orderNumber(world)).toBeVisible();
        await expect(refreshButton(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
  },
  on: {
    'xstate.done.actor.loadSetup': {
      words: (e) =>
        e.output === SHORT
          ? 'the setup loads: less withdrawable'
          : (e.output as WithdrawSetup).hasPaymentPassword
            ? 'the setup loads: both set up'
            : 'the setup loads: nothing set up',
      async cause(world, e) {
        await world.setupCalls.answer({ kind: 'continue' });
        if (e.output !== SHORT) return;
        // The new withdrawable shows; the amount and its message stay for the player to change.
        await expect(withdrawableText(world)).toHaveText('20,380.75');
        await expect(amountField(world)).toHaveValue(BIG_AMOUNT);
        await expect(world.page.getByText(shortMessage(world))).toBeVisible();
      },
    },
    'xstate.error.actor.loadSetup': {
      words: () => 'the network fails',
      async cause(world) {
        await world.setupCalls.answer({ kind: 'abort' });
      },
    },
    'setup.retry': {
      words: () => 'tap Try again',
      async cause(world) {
        world.setupCalls.hold();
        await world.page.getByRole('button', { name: world.t('Try again') }).click();
      },
    },
    'xstate.done.actor.passwordStep': {
      words: () => 'save a payment password',
      async cause({ page, t }) {
        await page.getByLabel(t('Login password')).fill(LOGIN_PASSWORD);
        await page.getByLabel(t('Payment password (6 digits)')).fill(PIN);
        await page.getByLabel(t('Confirm payment password')).fill(PIN);
        await page.getByRole('button', { name: t('Save payment password') }).click();
      },
    },
    'xstate.done.actor.accountStep': {
      words: () => 'save a bKash account',
      async cause({ page, t }) {
        await page.getByLabel(t('Wallet number')).fill('01712345678');
        await page.getByLabel(t('Account holder name')).fill(ACCOUNT.holderName);
        await page.getByRole('button', { name: t('Save account') }).click();
      },
    },
    'account.add': {
      words: () => 'tap Add another account',
      async cause({ page, t }) {
        await page.getByRole('button', { name: t('Add another account') }).click();
      },
    },
    'account.addCancelled': {
      words: () => 'tap Cancel',
      async cause({ page, t }) {
        await page.getByRole('button', { name: t('Cancel') }).click();
      },
    },
    'amount.changed': {
      words: (e) => `type ${String(e.value)}`,
      async cause(world, e) {
        world.typed = String(e.value);
        await amountField(world).fill(world.typed);
      },
    },
    'paymentPassword.changed': {
      words: (e) =>
        e.value === PIN ? 'type the payment password' : 'type a wrong payment password',
      async cause(world, e) {
        await pinField(world).fill(String(e.value));
      },
    },
    'withdraw.submit': {
      words: () => 'tap Withdraw',
      async cause(world) {
        world.placeCalls.hold();
        await withdrawButton(world).click();
      },
    },
    'xstate.error.actor.placeWithdraw': {
      words: (e) =>
        (e.error as { code: string }).code === 'withdraw.balance.insufficient'
          ? 'another phone withdraws 5,000 first: the server refuses for the balance'
          : 'the server refuses the payment password',
      async cause(world, e) {
        if ((e.error as { code: string }).code === 'withdraw.balance.insufficient') {
          // This withdrawal waits on the way while the other lands; the setup read that follows is held.
          await world.placeCalls.expectHeld();
          await withdrawElsewhere(world, OTHER_AMOUNT);
          world.setupCalls.hold();
          await world.placeCalls.answer({ kind: 'continue' });
          return;
        }
        await world.placeCalls.answer({ kind: 'continue' });
        await expect(
          world.page.getByText(world.t('The payment password is wrong, please type it again')),
        ).toBeVisible();
        // The amount stays; the wrong password is cleared.
        await expect(amountField(world)).toHaveValue(AMOUNT);
        await expect(pinField(world)).toHaveValue('');
      },
    },
    'xstate.done.actor.placeWithdraw': {
      words: () => 'the server places it, pending',
      async cause(world) {
        await world.placeCalls.answer({ kind: 'continue' });
        await expect(
          world.page.getByRole('heading', { name: world.t('Withdrawal submitted') }),
        ).toBeVisible();
      },
    },
    'order.refresh': {
      words: () => 'the operator rejects it; tap Refresh',
      async cause(world) {
        const orderNo = (await orderNumber(world).innerText()).trim();
        const answer = await world.request.post(`/dev/cashier/orders/${orderNo}/reject`, {
          headers: { Merchant: MERCHANT },
          data: { reason: REASON },
        });
        expect(answer.ok(), 'the development control rejects the order').toBe(true);
        await refreshButton(world).click();
      },
    },
    'xstate.done.actor.fetchOrder': {
      words: () => 'the read shows the rejection',
      async cause(world) {
        await world.readCalls.answer({ kind: 'continue' });
        await expect(world.page.getByText(world.t('Rejected'), { exact: true })).toBeVisible();
        await expect(world.page.getByText(REASON)).toBeVisible();
      },
    },
    'withdraw.again': {
      words: () => 'tap New withdrawal',
      async cause(world) {
        world.setupCalls.hold();
        await world.page.getByRole('button', { name: world.t('New withdrawal') }).click();
      },
    },
  },
});
