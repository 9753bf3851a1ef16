import { expect, type Locator } from '@playwright/test';
import {
  paymentPasswordChangeMachine,
  type PaymentPasswordChangeContext,
} from '../../machines/security/payment-password-change.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn } from '../member-session.ts';
import { defineAdapter, type BaseWorld } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// Changing the payment password in the security centre (requirements D4.3) at
// /m/securityCenter?detail=paymentPassword against the real server: the member sets one first
// (the withdrawal's form, same panel), then a wrong current one is refused on its field and cleared,
// the new one typed stays, and the right one changes it.

const OLD_PIN = '246810';
const WRONG_PIN = '111111';
const NEW_PIN = '135790';

const field = ({ page, t }: BaseWorld, english: string): Locator =>
  page.getByLabel(t(english), { exact: true });
const LABELS = {
  oldPaymentPassword: 'Current payment password',
  paymentPassword: 'New payment password (6 digits)',
  confirmPaymentPassword: 'Confirm new payment password',
} as const;
const changeButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Change payment password') });

interface ChangeWorld extends BaseWorld {
  changeCalls: HeldRequests;
}

export const paymentPasswordChangeAdapter = defineAdapter<ChangeWorld>({
  chart: 'payment-password-change',
  machine: paymentPasswordChangeMachine,
  events: [
    { type: 'field.changed', field: 'oldPaymentPassword', value: WRONG_PIN },
    { type: 'field.changed', field: 'oldPaymentPassword', value: OLD_PIN },
    { type: 'field.changed', field: 'paymentPassword', value: NEW_PIN },
    { type: 'field.changed', field: 'confirmPaymentPassword', value: NEW_PIN },
    { type: 'paymentPassword.submit' },
    {
      type: 'xstate.error.actor.changePaymentPassword',
      error: { code: 'payment.password.invalid' },
    },
    { type: 'xstate.done.actor.changePaymentPassword' },
  ],
  canSend(_keys, event, context: PaymentPasswordChangeContext) {
    const { values } = context;
    switch (event.type) {
      // The fields in the form's order, the wrong current password first, the right one after its refusal.
      case 'field.changed':
        if (event.field === 'oldPaymentPassword')
          return event.value === WRONG_PIN
            ? values.oldPaymentPassword === '' && !context.fieldErrors.oldPaymentPassword
            : context.fieldErrors.oldPaymentPassword !== undefined;
        if (event.field === 'paymentPassword')
          return values.oldPaymentPassword !== '' && values.paymentPassword === '';
        return values.paymentPassword !== '' && values.confirmPaymentPassword === '';
      case 'paymentPassword.submit':
        return values.confirmPaymentPassword !== '' && values.oldPaymentPassword !== '';
      case 'xstate.error.actor.changePaymentPassword':
        return values.oldPaymentPassword === WRONG_PIN;
      case 'xstate.done.actor.changePaymentPassword':
        return values.oldPaymentPassword === OLD_PIN;
      default:
        return true;
    }
  },
  notDriven: {},
  async setUp(base) {
    await resetSite(base.request);
    await logIn(base.page, base.request, 'demo_player2');
    const url = `/m/securityCenter?detail=paymentPassword&lang=${base.lang.toUpperCase()}`;
    // A payment password to change: set through the same panel, with the login password.
    await base.page.goto(url);
    await base.page.getByLabel(base.t('Login password'), { exact: true }).fill('Demo1234');
    await base.page
      .getByLabel(base.t('Payment password (6 digits)'), { exact: true })
      .fill(OLD_PIN);
    await base.page.getByLabel(base.t('Confirm payment password'), { exact: true }).fill(OLD_PIN);
    await base.page.getByRole('button', { name: base.t('Save payment password') }).click();
    await expect(
      base.page.getByText(
        base.t('Your payment password is set. You will type it each time you withdraw.'),
      ),
    ).toBeVisible();
    const changeCalls = await HeldRequests.install(
      base.page,
      /\/wps\/security\/payment-password(\?|$)/,
      'payment password change',
    );
    await base.page.goto(url);
    return { ...base, changeCalls };
  },
  states: {
    filling: {
      words: 'the change form',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('Payment password') }),
        ).toBeVisible();
        await expect(changeButton(world)).toBeEnabled();
        world.changeCalls.expectNoneHeld();
      },
    },
    'filling.editing': {
      words: 'typing',
      async see(world) {
        await expect(field(world, LABELS.oldPaymentPassword)).not.toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveCount(0);
      },
    },
    'filling.refused': {
      words: 'refused: the current payment password is wrong',
      async see(world) {
        await expect(field(world, LABELS.oldPaymentPassword)).toHaveValue('');
        await expect(field(world, LABELS.oldPaymentPassword)).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await expect(field(world, LABELS.paymentPassword)).toHaveValue(NEW_PIN);
        await expect(field(world, LABELS.confirmPaymentPassword)).toHaveValue(NEW_PIN);
      },
    },
    submitting: {
      words: 'saving',
      async see(world) {
        await world.changeCalls.expectHeld();
        await expect(changeButton(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    changed: {
      words: 'changed',
      async see(world) {
        await expect(
          world.page.getByText(
            world.t('Your payment password is changed. Use the new one for your next withdrawal.'),
          ),
        ).toBeVisible();
      },
    },
  },
  on: {
    'field.changed': {
      words: (e) =>
        e.field === 'oldPaymentPassword'
          ? e.value === OLD_PIN
            ? 'type the current payment password'
            : 'type a wrong current payment password'
          : e.field === 'paymentPassword'
            ? 'type a new payment password'
            : 'type it again',
      async cause(world, e) {
        await field(world, LABELS[e.field as keyof typeof LABELS]).fill(String(e.value));
      },
    },
    'paymentPassword.submit': {
      words: () => 'tap Change payment password',
      async cause(world) {
        world.changeCalls.hold();
        await changeButton(world).click();
      },
    },
    'xstate.error.actor.changePaymentPassword': {
      words: () => 'the server refuses the current payment password',
      async cause(world) {
        await world.changeCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.done.actor.changePaymentPassword': {
      words: () => 'the server changes it',
      async cause(world) {
        await world.changeCalls.answer({ kind: 'continue' });
      },
    },
  },
});
