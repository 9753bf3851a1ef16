import { expect, type Locator } from '@playwright/test';
import {
  smsCountdownMachine,
  type SmsCountdownContext,
  type SmsCountdownInput,
  type SmsSent,
} from '../../machines/sms-countdown.machine.ts';
import { configureSite, resetSite } from '../dev-controls.ts';
import { TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';
import { replayContexts } from './login.adapter.ts';

/**
 * The SMS code button's chart, driven where the player meets it first: the login popup's mobile
 * tab (the login chart invokes it as `sms`; the registration and forgot-password forms invoke the
 * same chart). The login chart's own adapter sends a real code and logs in with it; here the send
 * call's answers are arranged with `page.route` so the countdown's length is the model's, and the
 * page's clock lets each 500 ms tick pass.
 */

const INPUT: SmsCountdownInput = { purpose: 'noLogin' };
const MOBILE = '01711111111';
/** Answers of the send call as the model names them: a short resend window, or one already over. */
const sent = (windowMs: number): SmsSent => ({
  expirationTime: Math.max(windowMs, 0),
  receivedAt: Math.max(-windowMs, 0),
});
/** Requirements A4.8: a tick every 500 ms (the table of the requirements, never the chart). */
const TICK_MS = TIMINGS.smsTick.ms;
const WINDOW_MS = 3 * TICK_MS;

interface SmsWorld extends BaseWorld {
  contexts: SmsCountdownContext[];
  step: number;
  /** The send call, held so the sending state can be seen, then answered. */
  sends: HeldRequests;
}

const dialog = ({ page, t }: BaseWorld): Locator => page.getByRole('dialog', { name: t('Login') });
const getCode = (world: BaseWorld): Locator =>
  dialog(world).getByRole('button', { name: world.t('Get code'), exact: true });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The button while it counts down, with the seconds left. */
const resend = (world: BaseWorld, seconds: number): Locator =>
  dialog(world).getByRole('button', {
    name: world.t('Resend in {seconds}s').replace('{seconds}', String(seconds)),
    exact: true,
  });
const anyResend = (world: BaseWorld): Locator =>
  dialog(world).getByRole('button', {
    name: new RegExp(
      `^${escape(world.t('Resend in {seconds}s')).replace('\\{seconds\\}', '\\d+')}$`,
    ),
  });
const sendingToast = (world: BaseWorld): Locator =>
  world.page.getByRole('status').getByText(world.t('Sending SMS…'));

const step =
  (cause: (world: SmsWorld, event: ModelEvent) => Promise<void>) =>
  async (world: SmsWorld, event: ModelEvent) => {
    world.step += 1;
    await cause(world, event);
  };

const SEND: ModelEvent = { type: 'sms.send', mobileNum: MOBILE, countryDialingCode: '880' };
const DONE = (windowMs: number): ModelEvent => ({
  type: 'xstate.done.actor.sendSmsCode',
  output: sent(windowMs),
});
const TICK: ModelEvent = { type: 'xstate.after.smsTick.smsCountdown.countingDown' };

export const smsCountdownAdapter = defineAdapter<SmsWorld>({
  chart: 'sms-countdown',
  machine: smsCountdownMachine,
  input: INPUT,
  events: [
    SEND,
    DONE(WINDOW_MS),
    DONE(-1000),
    { type: 'xstate.error.actor.sendSmsCode', error: { code: 'network.offline' } },
    TICK,
  ],
  sequences: [
    // The whole countdown to zero, then a second code whose window is already over when it arrives.
    [SEND, DONE(WINDOW_MS), TICK, TICK, TICK, SEND, DONE(-1000)],
  ],
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    await configureSite(base.request, {
      whitelabel: [{ moduleId: 'MOBILEVERCODELOGIN3', enabled: true }],
    });
    const sends = await HeldRequests.install(
      base.page,
      /\/wps\/verification\/sms\/noLogin(\?|$)/,
      'SMS code',
    );
    await base.page.clock.install();
    await base.page.goto(`/m/login?lang=${base.lang.toUpperCase()}`);
    await dialog(base)
      .getByRole('tab', { name: base.t('Mobile number') })
      .click();
    await dialog(base)
      .getByRole('textbox', { name: base.t('Mobile number'), exact: true })
      .fill(MOBILE);
    // From here the page's time moves only when a step lets it (the popup's own animation is over by then).
    await base.page.clock.pauseAt((await base.page.evaluate(() => Date.now())) + 1000);
    return {
      ...base,
      sends,
      step: 0,
      contexts: replayContexts<SmsCountdownContext>(smsCountdownMachine, INPUT, path),
    };
  },
  states: {
    ready: {
      words: 'Get code ready',
      async see(world) {
        await expect(getCode(world)).toBeEnabled();
        await expect(getCode(world)).not.toHaveAttribute('aria-busy');
        await expect(anyResend(world)).toHaveCount(0);
        // A failed send hides the loading message with no message of its own (requirements A8; a
        // lost connection is told by the site's connection notice, not by the button).
        await expect(sendingToast(world)).toHaveCount(0);
        await expect(dialog(world).getByRole('alert')).toHaveCount(0);
        world.sends.expectNoneHeld();
      },
    },
    sending: {
      words: 'sending the code',
      async see(world) {
        await world.sends.expectHeld();
        await expect(getCode(world)).toHaveAttribute('aria-busy', 'true');
        await expect(sendingToast(world)).toBeVisible();
      },
    },
    countingDown: {
      words: 'counting down',
      async see(world) {
        const { remainingSeconds } = world.contexts[world.step]!;
        await expect(resend(world, remainingSeconds)).toBeDisabled();
        await expect(getCode(world)).toHaveCount(0);
        await expect(sendingToast(world)).toHaveCount(0);
      },
    },
  },
  on: {
    'sms.send': {
      words: () => `tap Get code with ${MOBILE}`,
      cause: step((world) => getCode(world).click()),
    },
    'xstate.done.actor.sendSmsCode': {
      words: (e) => {
        const { expirationTime, receivedAt } = e.output as SmsSent;
        return expirationTime > receivedAt
          ? `the code is sent, resend in ${(expirationTime - receivedAt) / 1000} s`
          : 'the code is sent, its resend window already over';
      },
      cause: step(async (world, e) => {
        const { expirationTime, receivedAt } = e.output as SmsSent;
        // The site counts from the page's clock (paused): the window ends this far from its "now".
        const now = await world.page.evaluate(() => Date.now());
        await world.sends.answer({
          kind: 'fulfil',
          status: 200,
          json: { success: true, value: { expirationTime: now + expirationTime - receivedAt } },
        });
        world.sends.hold();
      }),
    },
    'xstate.error.actor.sendSmsCode': {
      words: () => 'the network fails',
      cause: step(async (world) => {
        await world.sends.answer({ kind: 'abort' });
        world.sends.hold();
      }),
    },
    'xstate.after.smsTick.smsCountdown.countingDown': {
      words: () => '500 ms pass',
      cause: step((world) => world.page.clock.runFor(TICK_MS)),
    },
  },
});
