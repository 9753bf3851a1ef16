import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  promoCodeMachine,
  retryAfterOf,
  type RedeemInput,
} from '../../machines/rewards/promo-code.machine.ts';
import type { PromoCodeRedeemed, PromoRedemption } from '../../shared/contract/calls/promo-code.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { promoCodeOracle } from './oracles/promo-code.oracle.ts';

const bonus: PromoRedemption = {
  id: 7,
  code: 'WELCOME100',
  bonusAmount: '100.00',
  promotionId: null,
  promotionTitle: null,
  createdAt: '2026-12-07T04:00:00.000Z',
};
const joined: PromoRedemption = {
  ...bonus,
  id: 8,
  code: 'RELOAD10',
  bonusAmount: null,
  promotionId: 102,
  promotionTitle: 'Daily reload bonus',
};
const redeemed = (redemption: PromoRedemption): PromoCodeRedeemed => ({
  redemption,
  balanceAfter: redemption.bonusAmount === null ? null : '1100.00',
});

const enabled = { type: 'xstate.done.actor.checkEnabled', output: true };
const typed = { type: 'code.changed', value: ' welcome100 ' } as const;
const bengali = { type: 'code.changed', value: 'কোড' };
const short = { type: 'code.changed', value: 'ab1' };
const submit = { type: 'promoCode.submit', key: 'key-aaaaaaaaaaaaaaaa' } as const;
const submitAgain = { type: 'promoCode.submit', key: 'key-bbbbbbbbbbbbbbbb' };
const done = (redemption: PromoRedemption) => ({
  type: 'xstate.done.actor.redeemCode',
  output: redeemed(redemption),
});
const failed = (code: string, value?: unknown) => ({
  type: 'xstate.error.actor.redeemCode',
  error: { code, value },
});
const listed = { type: 'xstate.done.actor.loadHistory', output: [bonus] };
const listFailed = { type: 'xstate.error.actor.loadHistory', error: { code: 'network.offline' } };
const throttleEnds = { type: 'xstate.after.throttleEnds.promoCode.ready.form.throttled' };

describeChartModel('promo code chart (model-based)', promoCodeMachine, {
  oracle: promoCodeOracle,
  models: {
    // The enabled check: on, off, or failed and tried again.
    check: {
      events: [
        enabled,
        { type: 'xstate.done.actor.checkEnabled', output: false },
        { type: 'xstate.error.actor.checkEnabled', error: { code: 'network.offline' } },
        { type: 'promoCode.retry' },
      ],
    },
    // The form, walked in sequences (a typed code changes the context without end).
    form: {
      events: [],
      sequences: [
        // A bad code says so on the field and sends nothing; a good one is redeemed once.
        [enabled, listed, short, submit, typed, submit, submit, done(bonus), listed],
        // A tap after the redemption sends nothing; the same code typed again is refused as used.
        [
          enabled,
          typed,
          submit,
          done(bonus),
          submitAgain,
          typed,
          submitAgain,
          failed('promo.code.used'),
          bengali,
        ],
        // A promotion joined; then another code.
        [enabled, typed, submit, done(joined), bengali],
        // Every refusal keeps the code; submitting again from refused sends it again.
        [enabled, typed, submit, failed('promo.code.deposit.required', { minDeposit: '500.00' })],
        [enabled, typed, submit, failed('promo.code.expired'), submit, done(bonus)],
        [enabled, typed, submit, failed('request_param_err', { fields: [] })],
        // Unanswered: the key stays; Try again is the same redemption.
        [enabled, typed, submit, failed('network.offline'), submitAgain, done(bonus)],
        // Too many refused codes: waits the named seconds (or a minute), typing allowed meanwhile.
        [
          enabled,
          typed,
          submit,
          failed('too.many.requests', { retryAfter: 120 }),
          bengali,
          submit,
          throttleEnds,
        ],
        [enabled, typed, submit, failed('too.many.requests'), throttleEnds, typed],
        // The history fails and is read again.
        [enabled, listFailed, { type: 'history.retry' }, listed],
        // A redemption while the list loads, and after it failed: the list is read again.
        [enabled, typed, submit, done(bonus), listed],
        [enabled, listFailed, typed, submit, done(joined)],
      ],
    },
  },
});

describe('promo code chart (rules)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(redeem: (input: RedeemInput) => Promise<PromoCodeRedeemed>) {
    const calls: RedeemInput[] = [];
    const money: string[] = [];
    const actor = createActor(
      promoCodeMachine.provide({
        actors: {
          checkEnabled: fromPromise(async () => true),
          loadHistory: fromPromise(async (): Promise<readonly PromoRedemption[]> => [bonus]),
          redeemCode: fromPromise(async ({ input }: { input: RedeemInput }) => {
            calls.push(input);
            return redeem(input);
          }),
        },
        actions: { announceMoneyEvent: () => void money.push('money') },
      }),
    ).start();
    return { actor, calls, money };
  }

  it('sends the code as the server reads it: trimmed, Bengali digits as digits, upper case', async () => {
    const { actor, calls } = start(async () => redeemed(bonus));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send({ type: 'code.changed', value: ' welcome১০০ ' });
    expect(actor.getSnapshot().context.code).toBe(' WELCOME১০০ ');
    actor.send(submit);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      request: { code: 'WELCOME100' },
      idempotencyKey: submit.key,
    });
  });

  it('waits the seconds of requirements D2.4 before the form takes a code again', async () => {
    vi.useFakeTimers();
    const { actor } = start(async () => {
      throw { code: 'too.many.requests', value: { retryAfter: 90 } };
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    actor.send(typed);
    actor.send(submit);
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ ready: { form: 'throttled' } })).toBe(true),
    );
    vi.advanceTimersByTime(89_000);
    expect(actor.getSnapshot().matches({ ready: { form: 'throttled' } })).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().matches({ ready: { form: 'editing' } })).toBe(true);
  });

  it('reads retryAfter from the refusal, else waits a minute', () => {
    expect(retryAfterOf({ code: 'too.many.requests', value: { retryAfter: 42 } })).toBe(42);
    expect(retryAfterOf({ code: 'too.many.requests', value: { retryAfter: -1 } })).toBe(60);
    expect(retryAfterOf({ code: 'too.many.requests' })).toBe(60);
  });
});
