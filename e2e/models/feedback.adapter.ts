import { expect, type Locator } from '@playwright/test';
import {
  feedbackMachine,
  type FeedbackContext,
  type FeedbackInput,
} from '../../machines/feedback.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// The feedback chart (module COMM3, requirements B5.5; docs/api.md "Feedback") driven through
// /m/feedback against the real server: the bounds are the seeded site configuration's, and a fitting
// text is stored by the server for real. A failed read or send is the network failing (the request
// aborted); the server's refusal of a trial session is answered by the test in the server's words,
// for a member whose session the server took for a trial one.

const MEMBER = 'a member writes feedback';
const TRIAL = 'a trial player writes feedback';
const VISITOR = 'a visitor opens the form';

/** The seeded configuration's bounds (server/config/default-site.json); setUp checks the server's answer. */
const SETTING = { minLength: 10, maxLength: 500 };
/** Fits the bounds once trimmed; the server is sent it without the spaces. */
const GOOD = '  The site is quick and clear  ';
/** 9 characters: below the lower bound. */
const SHORT = 'Too short';
/** One character above the upper bound. */
const LONG = 'x'.repeat(SETTING.maxLength + 1);

const SETTING_PATH = /\/wps\/feedback\/setting(\?|$)/;
const SEND_PATH = /\/wps\/feedback\/?(\?|$)/;
const TRIAL_REFUSAL = {
  success: false,
  errorCode: 'trial.not.allowed',
  message: 'Please login an actual account to use this function',
  value: null,
};

const loaded: ModelEvent = { type: 'xstate.done.actor.loadSetting', output: SETTING };
const typed = (value: string): ModelEvent => ({ type: 'text.changed', value });
const submit: ModelEvent = { type: 'feedback.submit' };
const sendFailed = (code: string): ModelEvent => ({
  type: 'xstate.error.actor.sendFeedback',
  error: { code },
});
const codeOf = (event: ModelEvent) => (event.error as { code: string }).code;

interface FeedbackWorld extends BaseWorld {
  scenario: string;
  settingCalls: HeldRequests;
  sendCalls: HeldRequests;
  /** What the box should hold. */
  text: string;
  /** The English message expected under the box, or null. */
  problem: string | null;
  /** Whether the last send reached the server and was thanked for. */
  thanked: boolean;
  /** The bodies of the sends the page made, in order. */
  sent: unknown[];
}

const box = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('textbox', { name: t('Your feedback') });
const sendButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Send feedback') });
const problemText = (world: FeedbackWorld, english: string) =>
  world
    .t(english)
    .replace('{min}', String(SETTING.minLength))
    .replace('{max}', String(SETTING.maxLength));

/** What a tap on Send feedback must say, from the requirements' rules rather than the chart. */
function expectedProblem(world: FeedbackWorld): string | null {
  if (world.scenario === TRIAL) return 'Please login an actual account to use this function';
  const length = world.text.trim().length;
  if (length < Math.max(1, SETTING.minLength)) return 'Please write at least {min} characters.';
  if (length > SETTING.maxLength) return 'Please write at most {max} characters.';
  return null;
}

export const feedbackAdapter = defineAdapter<FeedbackWorld>({
  chart: 'feedback',
  machine: feedbackMachine,
  input: { memberType: 0 } satisfies FeedbackInput,
  scenarioInputs: {
    [TRIAL]: { memberType: 4 } satisfies FeedbackInput,
    [VISITOR]: { memberType: null } satisfies FeedbackInput,
  },
  events: {
    [MEMBER]: [
      loaded,
      { type: 'xstate.error.actor.loadSetting', error: { code: 'network.offline' } },
      { type: 'setting.retry' },
      typed(GOOD),
      typed(SHORT),
      typed(LONG),
      submit,
      { type: 'xstate.done.actor.sendFeedback' },
      sendFailed('network.offline'),
      sendFailed('trial.not.allowed'),
    ],
    [TRIAL]: [loaded, typed(GOOD), submit],
    [VISITOR]: [submit],
  },
  sequences: {
    [MEMBER]: [
      // The form comes after a failed read and Try again.
      [
        { type: 'xstate.error.actor.loadSetting', error: { code: 'network.offline' } },
        { type: 'setting.retry' },
        loaded,
      ],
      // Not sent, then the same text goes again and is stored: the box empties and thanks.
      [
        loaded,
        typed(GOOD),
        submit,
        sendFailed('network.offline'),
        submit,
        { type: 'xstate.done.actor.sendFeedback' },
      ],
    ],
  },
  // Text is typed into an empty box once; Send feedback is tapped with something typed (an empty
  // box and retyping are the chart test's) and only while the form is not busy.
  canSend: (keys, event, context: FeedbackContext) => {
    if (event.type === 'text.changed') return context.text === '' && context.problem === null;
    if (event.type === 'feedback.submit') return keys.includes('editing') && context.text !== '';
    return true;
  },
  notDriven: {},
  async setUp(base, path) {
    await resetSite(base.request);
    const answer = await base.request.get('/wps/feedback/setting', {
      headers: { Merchant: MERCHANT, ModuleId: 'COMM3' },
    });
    expect((await answer.json()).value, 'the seeded bounds').toEqual(SETTING);
    if (path.scenario !== VISITOR) {
      const session =
        path.scenario === TRIAL
          ? await trialSession(base)
          : await apiLogin(base.request, 'demo_player', 'Demo1234');
      await base.page.addInitScript(
        (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
        session,
      );
    }
    const settingCalls = await HeldRequests.install(base.page, SETTING_PATH, 'feedback bounds');
    const sendCalls = await HeldRequests.install(base.page, SEND_PATH, 'feedback', 'PUT');
    const sent: unknown[] = [];
    base.page.on('request', (request) => {
      if (request.method() === 'PUT' && SEND_PATH.test(new URL(request.url()).pathname))
        sent.push(request.postDataJSON());
    });
    await base.page.goto(`/m/feedback?lang=${base.lang.toUpperCase()}`);
    await expect(
      base.page.getByRole('heading', { level: 1, name: base.t('Feedback') }),
    ).toBeVisible();
    return {
      ...base,
      scenario: path.scenario,
      settingCalls,
      sendCalls,
      text: '',
      problem: null,
      thanked: false,
      sent,
    };
  },
  states: {
    checkingSession: {
      words: 'who writes?',
      unseen: 'decided as the screen opens: a visitor is asked to log in, a player gets the form',
    },
    signedOut: {
      words: 'log in first',
      async see(world) {
        await expect(world.page.getByText(world.t('Log in to send feedback'))).toBeVisible();
        await expect(world.page.getByRole('link', { name: world.t('Log in') })).toBeVisible();
        await expect(box(world)).toHaveCount(0);
        expect(world.settingCalls.arrived, 'a visitor reads no bounds').toBe(0);
      },
    },
    loadingSetting: {
      words: 'reading the bounds',
      async see(world) {
        await world.settingCalls.expectHeld();
        await expect(world.page.locator('[aria-busy="true"]').first()).toBeAttached();
        await expect(box(world)).toHaveCount(0);
      },
    },
    loadFailed: {
      words: 'the form cannot load',
      async see(world) {
        await expect(
          world.page.getByText(world.t('The feedback form could not be loaded')),
        ).toBeVisible();
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeVisible();
        await expect(box(world)).toHaveCount(0);
      },
    },
    editing: {
      words: 'writing',
      async see(world) {
        await expect(box(world)).toBeEditable();
        await expect(box(world)).toHaveValue(world.text);
        await expect(sendButton(world)).not.toHaveAttribute('aria-busy', 'true');
        const counter = world
          .t('{length} / {max} characters (at least {min})')
          .replace('{length}', String(world.text.trim().length))
          .replace('{max}', String(SETTING.maxLength))
          .replace('{min}', String(SETTING.minLength));
        await expect(world.page.getByText(counter, { exact: true })).toBeVisible();
        // The form's own alert (the toasts have theirs outside the form).
        const alert = world.page.locator('form').getByRole('alert');
        if (world.problem === null) await expect(alert).toHaveCount(0);
        else {
          const problem = problemText(world, world.problem);
          await expect(alert).toHaveText(problem);
          await expect(box(world)).toHaveAccessibleDescription(new RegExp(escape(problem)));
        }
        await expect(box(world)).toHaveAttribute(
          'aria-invalid',
          String(world.problem !== null && world.problem.startsWith('Please write')),
        );
        if (world.thanked) {
          await expect(world.page.getByText(world.t('Thank you for your feedback'))).toBeVisible();
          expect(world.sent.at(-1), 'the trimmed text was sent').toEqual({
            content: GOOD.trim(),
          });
        }
      },
    },
    sending: {
      words: 'sending',
      async see(world) {
        await world.sendCalls.expectHeld();
        await expect(sendButton(world)).toHaveAttribute('aria-busy', 'true');
        await expect(box(world)).not.toBeEditable();
        await expect(box(world)).toHaveValue(world.text);
        expect(world.sendCalls.arrived, 'one send per tap that sends').toBe(world.sent.length);
      },
    },
  },
  on: {
    'xstate.done.actor.loadSetting': {
      words: () => 'the bounds arrive',
      async cause(world) {
        await world.settingCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.loadSetting': {
      words: () => 'the network fails',
      async cause(world) {
        await world.settingCalls.answer({ kind: 'abort' });
      },
    },
    'setting.retry': {
      words: () => 'tap Try again',
      async cause(world) {
        world.settingCalls.hold();
        await world.page.getByRole('button', { name: world.t('Try again') }).click();
      },
    },
    'text.changed': {
      words: (event) => {
        const value = event.value as string;
        return value === GOOD
          ? 'type a fitting text'
          : value === SHORT
            ? 'type 9 characters'
            : 'type 501 characters';
      },
      async cause(world, event) {
        world.text = event.value as string;
        world.thanked = false;
        await box(world).fill(world.text);
      },
    },
    'feedback.submit': {
      words: () => 'tap Send feedback',
      async cause(world) {
        world.problem = expectedProblem(world);
        world.sendCalls.hold();
        await sendButton(world).click();
      },
    },
    'xstate.done.actor.sendFeedback': {
      words: () => 'the server stores it',
      async cause(world) {
        await world.sendCalls.answer({ kind: 'continue' });
        world.text = '';
        world.problem = null;
        world.thanked = true;
      },
    },
    'xstate.error.actor.sendFeedback': {
      words: (event) =>
        codeOf(event) === 'trial.not.allowed'
          ? 'the server refuses a trial session'
          : 'the network fails',
      async cause(world, event) {
        if (codeOf(event) === 'trial.not.allowed') {
          await world.sendCalls.answer({ kind: 'fulfil', status: 403, json: TRIAL_REFUSAL });
          world.problem = 'Please login an actual account to use this function';
        } else {
          await world.sendCalls.answer({ kind: 'abort' });
          world.problem = 'Your feedback could not be sent. Please try again.';
        }
      },
    },
  },
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A real trial session of the server (docs/api.md "Trial play"), as the site stores it. */
async function trialSession(base: BaseWorld) {
  const answer = await base.request.post('/wps/session/login/freeplay', {
    headers: { Merchant: MERCHANT, ModuleId: 'FREEPLAY3' },
    data: {},
  });
  expect(answer.ok(), 'a trial session starts').toBe(true);
  const value = (await answer.json()).value as {
    token: string;
    userName: string;
    customerType: number;
  };
  expect(value.customerType).toBe(4);
  return {
    token: value.token,
    merchantCode: MERCHANT,
    userName: value.userName,
    type: value.customerType,
    firstTimeLogin: false,
  };
}
