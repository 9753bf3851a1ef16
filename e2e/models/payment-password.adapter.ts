import { expect, type Locator } from '@playwright/test';
import {
  paymentPasswordMachine,
  type PaymentPasswordContext,
} from '../../machines/cashier/payment-password.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn } from '../member-session.ts';
import { defineAdapter, type BaseWorld } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// Step 1 of a first withdrawal (requirements C4.1) at /m/withdraw against the real server: a wrong
// login password is refused on its field and cleared (the login's guessing limits, requirements
// C4.3), the rest of the form is kept, and the right one saves the payment password.

const LOGIN_PASSWORD = 'Demo1234';
const WRONG_LOGIN_PASSWORD = 'Wrong1234';
const PIN = '123456';

const field = ({ page, t }: BaseWorld, english: string): Locator =>
  page.getByLabel(t(english), { exact: true });
const LABELS = {
  loginPassword: 'Login password',
  paymentPassword: 'Payment password (6 digits)',
  confirmPaymentPassword: 'Confirm payment password',
} as const;
const saveButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Save payment password') });

interface PasswordWorld extends BaseWorld {
  saveCalls: HeldRequests;
}

export const paymentPasswordAdapter = defineAdapter<PasswordWorld>({
  chart: 'payment-password',
  machine: paymentPasswordMachine,
  events: [
    { type: 'field.changed', field: 'loginPassword', value: WRONG_LOGIN_PASSWORD },
    { type: 'field.changed', field: 'loginPassword', value: LOGIN_PASSWORD },
    { type: 'field.changed', field: 'paymentPassword', value: PIN },
    { type: 'field.changed', field: 'confirmPaymentPassword', value: PIN },
    { type: 'paymentPassword.submit' },
    { type: 'xstate.error.actor.setPaymentPassword', error: { code: 'user.or.token.invalid' } },
    { type: 'xstate.done.actor.setPaymentPassword' },
  ],
  canSend(_keys, event, context: PaymentPasswordContext) {
    const { values } = context;
    switch (event.type) {
      // The fields in the form's order, the wrong login password first, the right one after its refusal.
      case 'field.changed':
        if (event.field === 'loginPassword')
          return event.value === WRONG_LOGIN_PASSWORD
            ? values.loginPassword === '' && !context.fieldErrors.loginPassword
            : context.fieldErrors.loginPassword !== undefined;
        if (event.field === 'paymentPassword')
          return values.loginPassword !== '' && values.paymentPassword === '';
        return values.paymentPassword !== '' && values.confirmPaymentPassword === '';
      case 'paymentPassword.submit':
        return values.confirmPaymentPassword !== '' && values.loginPassword !== '';
      case 'xstate.error.actor.setPaymentPassword':
        return values.loginPassword === WRONG_LOGIN_PASSWORD;
      case 'xstate.done.actor.setPaymentPassword':
        return values.loginPassword === LOGIN_PASSWORD;
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
      /\/wps\/cashier\/withdraw\/payment-password(\?|$)/,
      'payment password',
    );
    await base.page.goto(`/m/withdraw?lang=${base.lang.toUpperCase()}`);
    return { ...base, saveCalls };
  },
  states: {
    filling: {
      words: 'the payment password form',
      async see(world) {
        await expect(world.page.getByText(world.t('Step 1 of 2'))).toBeVisible();
        await expect(
          world.page.getByRole('heading', { name: world.t('Set your payment password') }),
        ).toBeVisible();
        await expect(saveButton(world)).toBeEnabled();
        world.saveCalls.expectNoneHeld();
      },
    },
    'filling.editing': {
      words: 'typing',
      async see(world) {
        // No field is marked and no refusal shows while the player types.
        await expect(field(world, LABELS.loginPassword)).not.toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveCount(0);
      },
    },
    'filling.refused': {
      words: 'refused: the login password is wrong',
      async see(world) {
        // The wrong login password is cleared and marked; the payment password typed stays.
        await expect(field(world, LABELS.loginPassword)).toHaveValue('');
        await expect(field(world, LABELS.loginPassword)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(world, LABELS.paymentPassword)).toHaveValue(PIN);
        await expect(field(world, LABELS.confirmPaymentPassword)).toHaveValue(PIN);
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
      words: 'saved: step 2',
      async see(world) {
        await expect(world.page.getByText(world.t('Step 2 of 2'))).toBeVisible();
        await expect(
          world.page.getByRole('heading', { name: world.t('Add your payout account') }),
        ).toBeVisible();
      },
    },
  },
  on: {
    'field.changed': {
      words: (e) =>
        e.field === 'loginPassword'
          ? e.value === LOGIN_PASSWORD
            ? 'type the login password'
            : 'type a wrong login password'
          : e.field === 'paymentPassword'
            ? 'type a payment password'
            : 'type it again',
      async cause(world, e) {
        await field(world, LABELS[e.field as keyof typeof LABELS]).fill(String(e.value));
      },
    },
    'paymentPassword.submit': {
      words: () => 'tap Save payment password',
      async cause(world) {
        world.saveCalls.hold();
        await saveButton(world).click();
      },
    },
    'xstate.error.actor.setPaymentPassword': {
      words: () => 'the server refuses the login password',
      async cause(world) {
        await world.saveCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.done.actor.setPaymentPassword': {
      words: () => 'the server saves it',
      async cause(world) {
        await world.saveCalls.answer({ kind: 'continue' });
      },
    },
  },
});
