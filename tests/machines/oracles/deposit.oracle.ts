import { expect } from 'vitest';
import type { DepositContext } from '../../../machines/cashier/deposit.machine.ts';
import type { DepositOrder } from '../../../shared/contract/calls/deposit-order.ts';
import { CASHIER_LIMITS, asciiDigits } from '../../../shared/contract/cashier.ts';
import { actionsIn, invocationsIn, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<DepositContext>;

const before = ({ previous }: Step) => previous?.context as DepositContext | undefined;
const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const FIELD_EVENTS: Record<string, 'amount' | 'payerNumber' | 'transactionId'> = {
  'amount.changed': 'amount',
  'amount.quick': 'amount',
  'payer.changed': 'payerNumber',
  'transaction.changed': 'transactionId',
};

/** The form as requirements C3.2 reads it, written here apart from the chart's own rules. */
function fieldsValid(c: DepositContext): boolean {
  const channel = c.channels.find((entry) => entry.code === c.channelCode);
  if (!channel) return false;
  const amount = asciiDigits(c.amount).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) return false;
  // Compared in cents as integers: the fixtures' amounts are small.
  const cents = (text: string) => {
    const [whole = '0', part = ''] = text.split('.');
    return BigInt(whole) * 100n + BigInt(part.padEnd(2, '0') || '0');
  };
  const value = cents(amount);
  if (value <= 0n || value < cents(channel.min) || value > cents(channel.max)) return false;
  const payer = asciiDigits(c.payerNumber).replace(/[\s-]/g, '');
  const payerRule =
    channel.kind === 'wallet' ? CASHIER_LIMITS.walletNumber : CASHIER_LIMITS.bankAccount;
  return (
    payerRule.test(payer) && CASHIER_LIMITS.transactionId.test(asciiDigits(c.transactionId).trim())
  );
}

function formIsEmpty(c: DepositContext): void {
  expect(c).toMatchObject({
    amount: '',
    payerNumber: '',
    transactionId: '',
    fieldErrors: {},
    formError: null,
    idempotencyKey: null,
    order: null,
  });
}

/** Never sent from a state other than submitting: how many orders this path placed. */
const placements = (history: Step['history']) =>
  invocationsIn(history).filter((e) => 'invoke' in e && e.invoke === 'placeDeposit');

/** Once an order's detail shows. */
function orderShown({ context, hasTag }: Step): DepositOrder {
  expect(context.orderDetail).toBe(true);
  expect(context.order).not.toBeNull();
  expect(context.idempotencyKey).toBeNull();
  expect(hasTag('busy')).toBe(false);
  return context.order as DepositOrder;
}

/** What must hold in each state of the deposit chart. */
export const depositOracle: Oracle<DepositContext> = {
  loading: ({ context, running, hasTag, effects, entered, event }) => {
    expect(running).toEqual(['loadChannels']);
    expect(hasTag('busy')).toBe(true);
    expect(context.loadError).toBeNull();
    expect(context.order).toBeNull();
    expect(context.idempotencyKey).toBeNull();
    expect(actionsIn(effects)).toEqual([]);
    if (entered)
      expect(invocationsIn(effects)).toEqual([
        expect.objectContaining({ invoke: 'loadChannels', id: 'loadChannels' }),
      ]);
    // A channel that went away reloads the channels with a message, keeping what was typed.
    if (event.type === 'xstate.error.actor.placeDeposit')
      expect(context.notice).toBe('channel.unavailable');
    else expect(context.notice).toBeNull();
  },
  loadFailed: ({ context, event, running, hasTag, entered }) => {
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    expect(context.loadError).toEqual(expect.any(String));
    if (entered) expect(context.loadError).toBe(codeOf(event.error));
  },
  unavailable: ({ context, snapshot, running, hasTag }) => {
    expect(context.channels).toEqual([]);
    expect(context.channelCode).toBeNull();
    expect(snapshot.status).toBe('done');
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
  },
  editing: (step) => {
    const { context, event, effects, running, hasTag, history } = step;
    const prev = before(step);
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(context.order).toBeNull();
    // A channel is always chosen, one of those offered.
    expect(context.channels.map((c) => c.code)).toContain(context.channelCode);
    expect(invocationsIn(effects).filter((e) => e.invoke === 'placeDeposit')).toEqual([]);
    const field = FIELD_EVENTS[event.type];
    if (field !== undefined) {
      // An edit keeps the typed text as typed, drops its field's message and makes the next submit new.
      expect(context[field]).toBe(event.type === 'amount.quick' ? event.amount : event.value);
      expect(context.fieldErrors[field]).toBeUndefined();
      expect(context.idempotencyKey).toBeNull();
      expect(context.formError).toBeNull();
    }
    switch (event.type) {
      case 'channel.chosen':
        expect(context.idempotencyKey).toBeNull();
        expect(context.fieldErrors.amount).toBeUndefined();
        expect(context.fieldErrors.payerNumber).toBeUndefined();
        break;
      case 'deposit.submit':
        // Submit with a problem sends nothing and names each problem.
        expect(fieldsValid(prev as DepositContext)).toBe(false);
        expect(Object.keys(context.fieldErrors).length).toBeGreaterThan(0);
        expect(effects).toEqual([]);
        break;
      case 'xstate.done.actor.placeDeposit':
        // dep_func not '1': the form empties, the success message names the order, balances refresh.
        expect(context.orderDetail).toBe(false);
        formIsEmpty(context);
        expect(actionsIn(effects)).toEqual([
          { action: 'showPlaced', params: { orderNo: (event.output as DepositOrder).orderNo } },
          { action: 'announceMoneyEvent' },
        ]);
        break;
      case 'xstate.error.actor.placeDeposit': {
        // What was typed stays; the key stays too, so sending again is the same submission.
        const p = prev as DepositContext;
        expect(context.amount).toBe(p.amount);
        expect(context.payerNumber).toBe(p.payerNumber);
        expect(context.transactionId).toBe(p.transactionId);
        expect(context.idempotencyKey).toBe(p.idempotencyKey);
        const code = codeOf(event.error);
        if (code === 'deposit.transaction.used')
          expect(context.fieldErrors.transactionId).toEqual({ problem: code });
        else if (code === 'amount.below.minimum')
          expect(context.fieldErrors.amount?.problem).toBe('belowMinimum');
        else if (code === 'request_param_err')
          // The fields the server named carry the message; the form has none of its own.
          expect(Object.keys(context.fieldErrors).length > 0 || context.formError === code).toBe(
            true,
          );
        else expect(context.formError).toBe(code);
        break;
      }
      case 'deposit.again':
        formIsEmpty(context);
        break;
      default:
        break;
    }
    if (actionsIn(effects).length > 0) expect(event.type).toBe('xstate.done.actor.placeDeposit');
    // Every placed order announced a money event.
    expect(
      actionsIn(history).filter((e) => e.action === 'announceMoneyEvent').length,
    ).toBeGreaterThanOrEqual(
      history.filter((e) => 'action' in e && e.action === 'showPlaced').length,
    );
  },
  submitting: (step) => {
    const { context, event, effects, running, hasTag, entered, history } = step;
    const prev = before(step) as DepositContext;
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['placeDeposit']);
    expect(fieldsValid(context)).toBe(true);
    expect(context.idempotencyKey).toMatch(/\S/);
    expect(context.fieldErrors).toEqual({});
    expect(context.formError).toBeNull();
    const sent = placements(effects);
    if (entered) {
      // Exactly one order is sent, with the kept key after an unchanged failure, else the new one.
      expect(event.type).toBe('deposit.submit');
      const key = prev.idempotencyKey ?? (event.key as string);
      expect(context.idempotencyKey).toBe(key);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        invoke: 'placeDeposit',
        input: {
          idempotencyKey: key,
          request: { channel: context.channelCode },
        },
      });
    } else {
      // A second tap while sending sends nothing.
      expect(sent).toEqual([]);
      expect(context).toEqual(prev);
    }
    // Each placement on this path carried a key; a repeat of one carries the same.
    for (const placement of placements(history))
      expect((placement as { input: { idempotencyKey: string } }).input.idempotencyKey).toMatch(
        CASHIER_LIMITS.idempotencyKey,
      );
  },
  placed: (step) => {
    orderShown(step);
  },
  'placed.checkingDecision': (step) => {
    // Passed through at once on the way to pending or decided.
    const order = orderShown(step);
    expect(['pending', 'approved', 'rejected']).toContain(order.status);
  },
  'placed.awaitingDecision': (step) => {
    const { running, effects, event } = step;
    expect(orderShown(step).status).toBe('pending');
    expect(running).toEqual([]);
    if (event.type === 'xstate.done.actor.placeDeposit')
      expect(actionsIn(effects)).toEqual([{ action: 'announceMoneyEvent' }]);
    else expect(actionsIn(effects)).toEqual([]);
  },
  'placed.refreshing': (step) => {
    const { running, effects, entered, context } = step;
    expect(orderShown(step).status).toBe('pending');
    expect(running).toEqual(['readOrder']);
    if (entered)
      expect(invocationsIn(effects)).toEqual([
        expect.objectContaining({
          invoke: 'readOrder',
          input: { orderNo: context.order?.orderNo },
        }),
      ]);
  },
  'placed.decided': (step) => {
    const { running, effects, event } = step;
    const order = orderShown(step);
    expect(order.status).not.toBe('pending');
    if (order.status === 'rejected') expect(order.reason).toEqual(expect.any(String));
    // No more reading once decided; the decision (or the placing) is a money event.
    expect(running).toEqual([]);
    if (event.type.startsWith('xstate.done.actor.'))
      expect(actionsIn(effects)).toEqual([{ action: 'announceMoneyEvent' }]);
  },
};
