import { expect } from 'vitest';
import type { WithdrawContext } from '../../../machines/cashier/withdraw.machine.ts';
import {
  canAddAccount,
  channelOf,
  withdrawErrors,
  withdrawRequest,
} from '../../../machines/cashier/withdraw-form.ts';
import type { WithdrawOrder } from '../../../shared/contract/calls/withdraw-order.ts';
import { actionsIn, expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<WithdrawContext>;

const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const before = ({ previous }: Step) => previous?.context as WithdrawContext | undefined;
const EDITS = ['account.chosen', 'amount.changed', 'amount.all', 'paymentPassword.changed'];
const UNANSWERED = ['network.offline', 'network.timeout', 'response.invalid', 'unknown'];
const money = { action: 'announceMoneyEvent' };

/** Once the setup is read: the chosen account is one of the player's, or none when there is none. */
function setupInvariants({ context }: Step): void {
  const setup = context.setup!;
  expect(setup).not.toBeNull();
  if (context.accountId === null) expect(setup.accounts).toEqual([]);
  else expect(setup.accounts.map((a) => a.id)).toContain(context.accountId);
  expect(setup.accounts.length).toBeLessThanOrEqual(setup.accountLimit);
}

/** A refused submission changes the field it concerns and nothing else the player typed. */
function afterRefusal(step: Step): void {
  const { context, event } = step;
  const was = before(step)!;
  const code = codeOf(event.error);
  expect(context.amount).toBe(was.amount);
  expect(context.accountId).toBe(was.accountId);
  // Only a submission without an answer may be repeated with its key; a refusal needs a new one.
  expect(context.idempotencyKey).toBe(UNANSWERED.includes(code) ? was.idempotencyKey : null);
  if (code === 'payment.password.invalid') {
    expect(context.paymentPassword).toBe('');
    expect(context.fieldErrors).toEqual({ paymentPassword: code });
    expect(context.errorCode).toBeNull();
    return;
  }
  expect(context.paymentPassword).toBe(was.paymentPassword);
  if (
    ['withdraw.balance.insufficient', 'amount.below.minimum', 'amount.above.maximum'].includes(code)
  ) {
    expect(context.fieldErrors).toEqual({ amount: code });
    const value = (event.error as { value?: Record<string, string> }).value ?? {};
    const named = value['withdrawable'] ?? value['min'] ?? value['max'] ?? null;
    expect(context.amountLimit).toBe(named);
    expect(context.errorCode).toBeNull();
  } else if (code === 'not.found') {
    expect(context.fieldErrors).toEqual({ accountId: code });
  } else if (code === 'request_param_err') {
    // The fields the server names show on those fields, each with its reason.
    const named = (event.error as { value: { fields: { field: string; reason: string }[] } }).value
      .fields;
    expect(context.fieldErrors).toEqual(
      Object.fromEntries(named.map(({ field, reason }) => [field, reason])),
    );
  } else {
    expect(context.fieldErrors).toEqual({});
    expect(context.errorCode).toBe(code);
  }
}

/** What must hold in each state of the withdraw chart. */
export const withdrawOracle: Oracle<WithdrawContext> = {
  loading: ({ context, effects, entered, running, hasTag }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['loadSetup']);
    expect(context.order).toBeNull();
    expect(context.errorCode).toBeNull();
    expect(context.idempotencyKey).toBeNull();
    if (entered) expectEffects(effects, [{ invoke: 'loadSetup', id: 'loadSetup' }]);
  },
  loadFailed: ({ context, event, running, hasTag, entered }) => {
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(context.errorCode).toEqual(expect.any(String));
    if (entered) expect(context.errorCode).toBe(codeOf(event.error));
  },
  deciding: (step) => {
    setupInvariants(step);
    const setup = step.context.setup!;
    // The setup decides the step: the password first, then an account, then the form.
    if (!setup.hasPaymentPassword) expect(step.running).toEqual(['passwordStep']);
    else if (setup.accounts.length === 0) expect(step.running).toEqual(['accountStep']);
    else expect(step.running).toEqual([]);
  },
  settingPassword: (step) => {
    setupInvariants(step);
    expect(step.context.setup!.hasPaymentPassword).toBe(false);
    expect(step.running).toEqual(['passwordStep']);
    expect(step.hasTag('busy')).toBe(false);
    if (step.entered)
      expectEffects(step.effects, [{ invoke: 'paymentPasswordStep', id: 'passwordStep' }]);
  },
  addingFirstAccount: (step) => {
    setupInvariants(step);
    const setup = step.context.setup!;
    expect(setup.hasPaymentPassword).toBe(true);
    expect(setup.accounts).toEqual([]);
    expect(step.running).toEqual(['accountStep']);
    if (step.entered)
      expectEffects(step.effects, [
        {
          invoke: 'payoutAccountStep',
          id: 'accountStep',
          input: { channels: setup.channels },
        },
      ]);
  },
  editing: (step) => {
    setupInvariants(step);
    const { context, event, running, hasTag, effects } = step;
    const was = before(step);
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(context.setup!.hasPaymentPassword).toBe(true);
    expect(context.accountId).not.toBeNull();
    expect(context.order).toBeNull();
    // Any edit drops the key: the next Submit is a new submission.
    if (EDITS.includes(event.type)) {
      expect(context.idempotencyKey).toBeNull();
      expect(context.errorCode).toBeNull();
    }
    if (event.type === 'amount.all' && was) {
      expect(context.fieldErrors['amount']).toBeUndefined();
    }
    // A Submit that stays here names the form's problems and sends nothing.
    if (event.type === 'withdraw.submit') {
      expect(context.fieldErrors).toEqual(withdrawErrors(context.setup, context));
      expect(Object.keys(context.fieldErrors).length).toBeGreaterThan(0);
      expect(effects).toEqual([]);
    }
    if (event.type === 'xstate.error.actor.placeWithdraw') afterRefusal(step);
  },
  addingAccount: (step) => {
    setupInvariants(step);
    expect(step.running).toEqual(['accountStep']);
    expect(canAddAccount(step.context.setup)).toBe(true);
  },
  submitting: (step) => {
    setupInvariants(step);
    const { context, effects, entered, running, hasTag } = step;
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['placeWithdraw']);
    expect(withdrawErrors(context.setup, context)).toEqual({});
    expect(context.idempotencyKey).toEqual(expect.any(String));
    if (!entered) return;
    // Exactly one placeWithdraw, carrying the key; a retry without an edit carries the same key.
    expectEffects(effects, [
      {
        invoke: 'placeWithdraw',
        id: 'placeWithdraw',
        input: {
          request: withdrawRequest(context, channelOf(context.setup, context.accountId)!),
          idempotencyKey: context.idempotencyKey,
        },
      },
    ]);
    const was = before(step);
    if (was?.idempotencyKey) expect(context.idempotencyKey).toBe(was.idempotencyKey);
  },
  refreshingSetup: (step) => {
    setupInvariants(step);
    const { running, hasTag, entered } = step;
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['loadSetup']);
    if (entered) afterRefusal(step);
  },
  placed: (step) => {
    const { context, event, effects, running, hasTag } = step;
    const order = context.order as WithdrawOrder;
    expect(order).not.toBeNull();
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    // The payment password is not kept once the order is placed.
    expect(context.paymentPassword).toBe('');
    expect(context.idempotencyKey).toBeNull();
    if (event.type === 'xstate.done.actor.placeWithdraw') {
      expect(order).toEqual(event.output);
      expect(actionsIn(effects)).toEqual([money]);
    } else if (event.type === 'xstate.done.actor.fetchOrder') {
      // A decision seen is a money event; the same status again is not.
      const was = before(step)!.order!;
      expect(order).toEqual(event.output);
      expect(actionsIn(effects)).toEqual(was.status === order.status ? [] : [money]);
    } else {
      expect(actionsIn(effects)).toEqual([]);
    }
    if (event.type === 'xstate.error.actor.fetchOrder')
      expect(context.errorCode).toBe(codeOf(event.error));
  },
  refreshingOrder: ({ context, effects, entered, running, hasTag }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['fetchOrder']);
    expect(context.errorCode).toBeNull();
    if (entered)
      expectEffects(effects, [
        { invoke: 'fetchOrder', id: 'fetchOrder', input: { orderNo: context.order!.orderNo } },
      ]);
  },
};
