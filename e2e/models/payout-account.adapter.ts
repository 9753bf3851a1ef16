import { expect, type Locator } from '@playwright/test';
import {
  payoutAccountMachine,
  type PayoutAccountContext,
} from '../../machines/cashier/payout-account.machine.ts';
import type { PayoutAccount, WithdrawSetup } from '../../shared/contract/calls/withdraw-setup.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn } from '../member-session.ts';
import { defineAdapter, type BaseWorld } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// Step 2 of a first withdrawal (requirements C4.1) at /m/withdraw against the real server: a
// network failure on Save keeps what was typed and says so; the player corrects the holder name and
// saves, and the withdrawal form shows the account masked.

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
const NUMBER = '01712345678';
const FIRST_NAME = 'Demo';
const HOLDER = 'Demo Player';
const SAVED: PayoutAccount = {
  id: 1,
  channel: 'bkash',
  channelName: 'bKash',
  kind: 'wallet',
  maskedNumber: '*******5678',
  holderName: HOLDER,
};

const LABELS = { accountNumber: 'Wallet number', holderName: 'Account holder name' } as const;
const field = ({ page, t }: BaseWorld, english: string): Locator =>
  page.getByLabel(t(english), { exact: true });
const saveButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Save account') });

interface AccountWorld extends BaseWorld {
  saveCalls: HeldRequests;
}

export const payoutAccountAdapter = defineAdapter<AccountWorld>({
  chart: 'payout-account',
  machine: payoutAccountMachine,
  input: { channels: CHANNELS },
  events: [
    { type: 'field.changed', field: 'accountNumber', value: NUMBER },
    { type: 'field.changed', field: 'holderName', value: FIRST_NAME },
    { type: 'field.changed', field: 'holderName', value: HOLDER },
    { type: 'payoutAccount.submit' },
    { type: 'xstate.error.actor.savePayoutAccount', error: { code: 'network.offline' } },
    { type: 'xstate.done.actor.savePayoutAccount', output: SAVED },
  ],
  canSend(_keys, event, context: PayoutAccountContext) {
    const { values } = context;
    switch (event.type) {
      // The number, then a short holder name; the full name only after the failed save.
      case 'field.changed':
        if (event.field === 'accountNumber') return values.accountNumber === '';
        return event.value === FIRST_NAME
          ? values.accountNumber !== '' && values.holderName === ''
          : context.errorCode !== null;
      case 'payoutAccount.submit':
        return values.holderName !== '' && context.errorCode === null;
      // The network fails on the first save; the second reaches the server.
      case 'xstate.error.actor.savePayoutAccount':
        return values.holderName === FIRST_NAME;
      case 'xstate.done.actor.savePayoutAccount':
        return values.holderName === HOLDER;
      default:
        return true;
    }
  },
  notDriven: {},
  async setUp(base) {
    await resetSite(base.request);
    await logIn(base.page, base.request);
    const saveCalls = await HeldRequests.install(
      base.page,
      /\/wps\/cashier\/withdraw\/accounts(\?|$)/,
      'payout account',
    );
    await base.page.goto(`/m/withdraw?lang=${base.lang.toUpperCase()}`);
    // Step 1 first: the payout account is step 2 of a first withdrawal.
    const { page, t } = base;
    await page.getByLabel(t('Login password')).fill('Demo1234');
    await page.getByLabel(t('Payment password (6 digits)')).fill('123456');
    await page.getByLabel(t('Confirm payment password')).fill('123456');
    await page.getByRole('button', { name: t('Save payment password') }).click();
    return { ...base, saveCalls };
  },
  states: {
    filling: {
      words: 'the payout account form',
      async see(world) {
        await expect(world.page.getByText(world.t('Step 2 of 2'))).toBeVisible();
        await expect(
          world.page.getByRole('heading', { name: world.t('Add your payout account') }),
        ).toBeVisible();
        await expect(saveButton(world)).toBeEnabled();
        world.saveCalls.expectNoneHeld();
      },
    },
    'filling.editing': {
      words: 'typing',
      async see(world) {
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveCount(0);
      },
    },
    'filling.refused': {
      words: 'not saved: the network failed',
      async see(world) {
        await expect(world.page.getByRole('main').getByRole('alert')).toBeVisible();
        // Nothing typed is lost.
        await expect(field(world, LABELS.accountNumber)).toHaveValue(NUMBER);
        await expect(field(world, LABELS.holderName)).toHaveValue(FIRST_NAME);
      },
    },
    submitting: {
      words: 'saving',
      async see(world) {
        await world.saveCalls.expectHeld();
        await expect(saveButton(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    saved: {
      words: 'saved: the withdrawal form',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('Withdraw to') }),
        ).toBeVisible();
        await expect(world.page.getByRole('radio', { name: /\*{7}5678/ })).toBeChecked();
      },
    },
  },
  on: {
    'field.changed': {
      words: (e) =>
        e.field === 'accountNumber'
          ? 'type the wallet number'
          : e.value === HOLDER
            ? 'type the full holder name'
            : 'type a holder name',
      async cause(world, e) {
        await field(world, LABELS[e.field as keyof typeof LABELS]).fill(String(e.value));
      },
    },
    'payoutAccount.submit': {
      words: () => 'tap Save account',
      async cause(world) {
        world.saveCalls.hold();
        await saveButton(world).click();
      },
    },
    'xstate.error.actor.savePayoutAccount': {
      words: () => 'the network fails',
      async cause(world) {
        await world.saveCalls.answer({ kind: 'abort' });
      },
    },
    'xstate.done.actor.savePayoutAccount': {
      words: () => 'the server saves it',
      async cause(world) {
        await world.saveCalls.answer({ kind: 'continue' });
      },
    },
  },
});
