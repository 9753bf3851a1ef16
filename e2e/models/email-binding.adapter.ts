import { expect, type Locator } from '@playwright/test';
import {
  emailBindingMachine,
  type EmailBindingContext,
} from '../../machines/security/email-binding.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// Binding an e-mail in the security centre (requirements D4.2) at /m/securityCenter?detail=email
// against the real server: the code is mailed (read from the development outbox), a wrong code is
// refused on its field and cleared; a new code asked for at once is refused by the server's 60 s
// window with a message on the code step, the mailed code typed before kept, and that code still
// binds the address; a code asked for again after changing the address is refused the same way on
// the address step.

const ADDRESS = 'model.binding@example.com';
const WRONG_CODE = '000000';
/** Stands for the mailed code in the model: the page gets the real one from the outbox. */
const RIGHT_CODE = '123456';

const codeField = ({ page, t }: BaseWorld): Locator =>
  page.getByLabel(t('Verification code'), { exact: true });
const button = ({ page, t }: BaseWorld, english: string): Locator =>
  page.getByRole('button', { name: t(english) });

interface EmailWorld extends BaseWorld {
  codeCalls: HeldRequests;
  verifyCalls: HeldRequests;
}

async function mailedCode(world: BaseWorld): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await world.request.get(`/dev/mail-outbox?to=${encodeURIComponent(ADDRESS)}`, {
        headers: { Merchant: MERCHANT },
      });
      const [latest] = (await answer.json()).value as { body: string }[];
      code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code ?? '';
}

export const emailBindingAdapter = defineAdapter<EmailWorld>({
  chart: 'email-binding',
  machine: emailBindingMachine,
  events: [
    { type: 'field.changed', field: 'email', value: ADDRESS },
    { type: 'email.send' },
    { type: 'xstate.done.actor.sendEmailCode', output: { expirationTime: 1 } },
    { type: 'email.resend' },
    { type: 'xstate.error.actor.sendEmailCode', error: { code: 'too.many.requests' } },
    { type: 'field.changed', field: 'verificationCode', value: WRONG_CODE },
    { type: 'field.changed', field: 'verificationCode', value: RIGHT_CODE },
    { type: 'email.submit' },
    { type: 'email.edit' },
    { type: 'xstate.error.actor.verifyEmail', error: { code: 'verification.code.invalid' } },
    {
      type: 'xstate.done.actor.verifyEmail',
      output: { masked: 'm***@example.com', verified: true },
    },
  ],
  // Two paths: a wrong code refused, then the address changed and a code asked for again at once
  // (refused on the address step); and the mailed code typed, a new code asked for at once (refused
  // on the code step, the code kept), then the code typed before verified.
  canSend(keys, event, context: EmailBindingContext) {
    const { values, fieldErrors, sentTo } = context;
    switch (event.type) {
      case 'field.changed':
        if (event.field === 'email') return values.email === '';
        // A code is typed once, on the empty code field of a code just mailed.
        return (
          keys.includes('awaitingCode.entering') &&
          values.verificationCode === '' &&
          !fieldErrors.verificationCode
        );
      // The first code; again only after changing the address, within the server's window.
      case 'email.send':
        return values.email !== '' && !keys.includes('filling.refused');
      case 'xstate.done.actor.sendEmailCode':
        return sentTo === null;
      // Any later code comes at once: the server's window refuses it.
      case 'xstate.error.actor.sendEmailCode':
        return sentTo !== null;
      case 'email.resend':
        return keys.includes('awaitingCode.entering') && values.verificationCode === RIGHT_CODE;
      case 'email.edit':
        return keys.includes('awaitingCode.refused');
      // The wrong code at once, the mailed one after a refused new code.
      case 'email.submit':
        return values.verificationCode === WRONG_CODE || keys.includes('awaitingCode.resendFailed');
      case 'xstate.error.actor.verifyEmail':
        return values.verificationCode === WRONG_CODE;
      case 'xstate.done.actor.verifyEmail':
        return values.verificationCode === RIGHT_CODE;
      default:
        return true;
    }
  },
  notDriven: {},
  async setUp(base) {
    await resetSite(base.request);
    await logIn(base.page, base.request, 'demo_player2');
    const codeCalls = await HeldRequests.install(
      base.page,
      /\/wps\/security\/email\/code(\?|$)/,
      'e-mail code',
    );
    const verifyCalls = await HeldRequests.install(
      base.page,
      /\/wps\/security\/email\/verify(\?|$)/,
      'e-mail verify',
    );
    await base.page.goto(`/m/securityCenter?detail=email&lang=${base.lang.toUpperCase()}`);
    return { ...base, codeCalls, verifyCalls };
  },
  states: {
    filling: {
      words: 'the address form',
      async see(world) {
        await expect(
          world.page.getByLabel(world.t('E-mail address'), { exact: true }),
        ).toBeVisible();
        await expect(button(world, 'Send code')).toBeEnabled();
        world.codeCalls.expectNoneHeld();
      },
    },
    'filling.editing': {
      words: 'typing the address',
      async see(world) {
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveCount(0);
      },
    },
    'filling.refused': {
      words: 'refused: wait before another code (address step)',
      async see(world) {
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveText(
          world.t('Too many tries. Please wait a minute and try again'),
        );
        await expect(world.page.getByLabel(world.t('E-mail address'), { exact: true })).toHaveValue(
          ADDRESS,
        );
      },
    },
    sendingCode: {
      words: 'mailing the code',
      async see(world) {
        await world.codeCalls.expectHeld();
      },
    },
    awaitingCode: {
      words: 'the code form',
      async see(world) {
        await expect(codeField(world)).toBeVisible();
        await expect(button(world, 'Verify e-mail')).toBeEnabled();
      },
    },
    'awaitingCode.entering': {
      words: 'typing the code',
      async see(world) {
        await expect(codeField(world)).not.toHaveAttribute('aria-invalid', 'true');
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveCount(0);
      },
    },
    'awaitingCode.refused': {
      words: 'refused: the code is wrong',
      async see(world) {
        await expect(codeField(world)).toHaveValue('');
        await expect(codeField(world)).toHaveAttribute('aria-invalid', 'true');
      },
    },
    'awaitingCode.resendFailed': {
      words: 'refused: wait before another code (code step, the code kept)',
      async see(world) {
        await expect(world.page.getByRole('main').getByRole('alert')).toHaveText(
          world.t('Too many tries. Please wait a minute and try again'),
        );
        await expect(
          world.page.getByText(
            world.t('You can still type the code we sent before and verify it.'),
          ),
        ).toBeVisible();
        await expect(codeField(world)).toHaveValue(/^\d{6}$/);
        await expect(world.page.getByLabel(world.t('E-mail address'), { exact: true })).toHaveCount(
          0,
        );
        await expect(button(world, 'Send a new code')).toBeEnabled();
        await expect(button(world, 'Send a new code')).not.toHaveAttribute('aria-busy', 'true');
      },
    },
    resendingCode: {
      words: 'mailing a new code',
      async see(world) {
        await world.codeCalls.expectHeld();
        await expect(codeField(world)).toHaveValue(/^\d{6}$/);
        await expect(button(world, 'Send a new code')).toHaveAttribute('aria-busy', 'true');
        await expect(button(world, 'Verify e-mail')).toBeDisabled();
      },
    },
    verifying: {
      words: 'checking the code',
      async see(world) {
        await world.verifyCalls.expectHeld();
        await expect(button(world, 'Verify e-mail')).toHaveAttribute('aria-busy', 'true');
      },
    },
    verified: {
      words: 'bound',
      async see(world) {
        await expect(
          world.page.getByText(
            world.t('Your e-mail {0} is verified.').replace('{0}', 'm***@example.com'),
          ),
        ).toBeVisible();
      },
    },
  },
  on: {
    'field.changed': {
      words: (e) =>
        e.field === 'email'
          ? 'type the address'
          : e.value === WRONG_CODE
            ? 'type a wrong code'
            : 'type the mailed code',
      async cause(world, e) {
        if (e.field === 'email')
          await world.page.getByLabel(world.t('E-mail address'), { exact: true }).fill(ADDRESS);
        else
          await codeField(world).fill(
            e.value === WRONG_CODE ? WRONG_CODE : await mailedCode(world),
          );
      },
    },
    'email.send': {
      words: () => 'tap Send code',
      async cause(world) {
        world.codeCalls.hold();
        await button(world, 'Send code').click();
      },
    },
    'email.edit': {
      words: () => 'tap Change address',
      async cause(world) {
        await button(world, 'Change address').click();
      },
    },
    'email.resend': {
      words: () => 'tap Send a new code at once',
      async cause(world) {
        world.codeCalls.hold();
        await button(world, 'Send a new code').click();
      },
    },
    'xstate.done.actor.sendEmailCode': {
      words: () => 'the server mails the code',
      async cause(world) {
        await world.codeCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.sendEmailCode': {
      words: () => 'the server says to wait',
      async cause(world) {
        await world.codeCalls.answer({ kind: 'continue' });
      },
    },
    'email.submit': {
      words: () => 'tap Verify e-mail',
      async cause(world) {
        world.verifyCalls.hold();
        await button(world, 'Verify e-mail').click();
      },
    },
    'xstate.error.actor.verifyEmail': {
      words: () => 'the server refuses the code',
      async cause(world) {
        await world.verifyCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.done.actor.verifyEmail': {
      words: () => 'the server binds the address',
      async cause(world) {
        await world.verifyCalls.answer({ kind: 'continue' });
      },
    },
  },
});
