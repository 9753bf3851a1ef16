import { expect } from 'vitest';
import type { PayoutAccountContext } from '../../../machines/cashier/payout-account.machine.ts';
import {
  payoutAccountErrors,
  payoutAccountRequest,
} from '../../../machines/cashier/payout-account-form.ts';
import { expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<PayoutAccountContext>;

const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';
const before = ({ previous }: Step) => previous?.context as PayoutAccountContext | undefined;

/** The form keeps everything typed, whatever happened; the channels never change. */
function formInvariants(step: Step): void {
  const { context, running, hasTag } = step;
  expect(running).toEqual([]);
  expect(hasTag('busy')).toBe(false);
  expect(context.saved).toBeNull();
  expect(context.channels.length).toBeGreaterThan(0);
  const was = before(step);
  if (was && step.event.type !== 'field.changed') expect(context.values).toEqual(was.values);
  if (step.event.type === 'field.changed') {
    const field = step.event['field'] as keyof PayoutAccountContext['values'];
    expect(context.values[field]).toBe(step.event['value']);
    expect(context.fieldErrors[field]).toBeUndefined();
    expect(context.errorCode).toBeNull();
  }
}

/** What must hold in each state of the payout account chart. */
export const payoutAccountOracle: Oracle<PayoutAccountContext> = {
  filling: (step) => {
    formInvariants(step);
  },
  'filling.editing': (step) => {
    formInvariants(step);
    const { context, event } = step;
    // Opened on the first channel, with nothing typed.
    if (event.type === 'xstate.init')
      expect(context.values).toEqual({
        channel: context.channels[0]!.code,
        accountNumber: '',
        holderName: '',
      });
    if (event.type === 'payoutAccount.submit') {
      expect(context.fieldErrors).toEqual(payoutAccountErrors(context.values, context.channels));
      expect(Object.keys(context.fieldErrors).length).toBeGreaterThan(0);
      expect(step.effects).toEqual([]);
    }
  },
  'filling.refused': (step) => {
    formInvariants(step);
    const { context, event, entered } = step;
    if (!entered) return;
    const code = codeOf(event.error);
    const named = (event.error as { value?: { fields?: { field: string; reason: string }[] } })
      .value?.fields;
    if (code === 'payout.account.exists' || code === 'channel.unavailable') {
      // The number twice shows on the number; a channel switched off on the channel.
      const field = code === 'channel.unavailable' ? 'channel' : 'accountNumber';
      expect(context.fieldErrors).toEqual({ [field]: code });
      expect(context.errorCode).toBeNull();
    } else if (code === 'request_param_err' && named) {
      expect(context.fieldErrors).toEqual(
        Object.fromEntries(named.map(({ field, reason }) => [field, reason])),
      );
      expect(context.errorCode).toBeNull();
    } else {
      expect(context.errorCode).toBe(code);
      expect(context.fieldErrors).toEqual({});
      // The limit the server names is kept for the message.
      const limit = (event.error as { value?: { limit?: number } }).value?.limit;
      expect(context.limit).toBe(limit === undefined ? null : String(limit));
    }
  },
  submitting: ({ context, effects, entered, running, hasTag }) => {
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['savePayoutAccount']);
    expect(payoutAccountErrors(context.values, context.channels)).toEqual({});
    expect(context.errorCode).toBeNull();
    if (entered)
      expectEffects(effects, [
        {
          invoke: 'savePayoutAccount',
          id: 'savePayoutAccount',
          input: payoutAccountRequest(context.values),
        },
      ]);
  },
  saved: ({ snapshot, context, event, running }) => {
    expect(snapshot.status).toBe('done');
    expect(running).toEqual([]);
    // The chart hands the saved account, masked as the server answered it, to the withdrawal.
    expect(context.saved).toEqual(event.output);
    expect(snapshot.output).toEqual(event.output);
  },
};
