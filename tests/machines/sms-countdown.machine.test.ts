import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  smsCountdownMachine,
  type SmsRequest,
  type SmsSent,
} from '../../machines/sms-countdown.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { smsCountdownOracle } from './oracles/sms-countdown.oracle.ts';

const sent = (ms: number): SmsSent => ({ receivedAt: 1_000_000, expirationTime: 1_000_000 + ms });
const input = { purpose: 'register' as const };

// Short expirations keep the model small; the 60 s cap is asserted below.
describeChartModel('sms countdown chart (model-based)', smsCountdownMachine, {
  oracle: smsCountdownOracle,
  input,
  events: [
    { type: 'sms.send', mobileNum: '01712345678', countryDialingCode: '880' },
    { type: 'xstate.done.actor.sendSmsCode', output: sent(1200) },
    // A whole number of ticks: the last tick lands exactly on zero.
    { type: 'xstate.done.actor.sendSmsCode', output: sent(1000) },
    { type: 'xstate.done.actor.sendSmsCode', output: sent(-5) },
    { type: 'xstate.error.actor.sendSmsCode', error: { code: 'too.many.requests' } },
    { type: 'xstate.after.smsTick.smsCountdown.countingDown' },
  ],
});

describe('sms countdown chart (rules)', () => {
  const request: SmsRequest = { mobileNum: '01712345678', countryDialingCode: '880' };

  function start(answer: () => Promise<SmsSent>) {
    vi.useFakeTimers();
    const calls: string[] = [];
    const record = (name: string) => () => void calls.push(name);
    const sendSmsCode = vi.fn((_input: unknown) => answer());
    const actor = createActor(
      smsCountdownMachine.provide({
        actors: {
          sendSmsCode: fromPromise(({ input: sendInput }) => sendSmsCode(sendInput)),
        },
        actions: {
          showSendingToast: record('sending'),
          hideLoadingToast: record('hide'),
          showSentToast: record('sent'),
        },
      }),
      { input },
    ).start();
    return { actor, calls, sendSmsCode };
  }

  it('counts down from at most 60 s in 500 ms ticks, busy until zero', async () => {
    const { actor, calls, sendSmsCode } = start(async () => sent(300_000));
    actor.send({ type: 'sms.send', ...request });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSmsCode).toHaveBeenCalledWith({ purpose: 'register', ...request });
    expect(calls).toEqual(['sending', 'hide', 'sent']);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(60);
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().context.remainingMs).toBe(59_500);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(60);
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(59);
    await vi.advanceTimersByTimeAsync(58_500);
    expect(actor.getSnapshot().value).toBe('countingDown');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(0);
    vi.useRealTimers();
  });

  it('runs from the expiration time when it is under 60 s', async () => {
    const { actor } = start(async () => sent(4_200));
    actor.send({ type: 'sms.send', ...request });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(5);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(actor.getSnapshot().value).toBe('countingDown');
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe('ready');
    vi.useRealTimers();
  });

  it('ignores presses while sending and while counting down', async () => {
    const { actor, sendSmsCode } = start(async () => sent(10_000));
    actor.send({ type: 'sms.send', ...request });
    actor.send({ type: 'sms.send', mobileNum: '01800000000', countryDialingCode: '880' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('countingDown');
    actor.send({ type: 'sms.send', mobileNum: '01800000000', countryDialingCode: '880' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendSmsCode).toHaveBeenCalledTimes(1);
    expect(sendSmsCode).toHaveBeenCalledWith({ purpose: 'register', ...request });
    expect(actor.getSnapshot().context.request).toEqual(request);
    vi.useRealTimers();
  });

  it('a failed send hides the loading toast and nothing else', async () => {
    const { actor, calls } = start(() => Promise.reject(new Error('gateway down')));
    actor.send({ type: 'sms.send', ...request });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['sending', 'hide']);
    expect(actor.getSnapshot().value).toBe('ready');
    vi.useRealTimers();
  });
});
