import { expect, type Locator } from '@playwright/test';
import {
  mobileBindingMachine,
  type MobileBindingContext,
} from '../../machines/security/mobile-binding.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// Verifying the mobile number in the security centre (requirements D4.1) at
// /m/securityCenter?detail=mobile against the real server, as demo_player2: a free number gets its
// code through the SMS countdown (read from the SMS outbox), a wrong code is refused and cleared,
// the right one saves the new number as verified.

const FREE_NUMBER = '01798765432';
const WRONG_CODE = '000000';
/** Stands for the texted code in the model: the page gets the real one from the outbox. */
const RIGHT_CODE = '123456';

const numberField = ({ page, t }: BaseWorld): Locator =>
  page.getByLabel(t('New mobile number (optional)'), { exact: true });
const codeField = ({ page, t }: BaseWorld): Locator =>
  page.getByLabel(t('Verification code'), { exact: true });
const verifyButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Verify number') });

interface MobileWorld extends BaseWorld {
  /** Whether the code went out: one tap of Get code, then the button counts down 60 s. */
  code: { sent: boolean };
  verifyCalls: HeldRequests;
}

async function textedCode(world: BaseWorld): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await world.request.get(`/dev/sms-outbox?mobile=${FREE_NUMBER}`, {
        headers: { Merchant: MERCHANT },
      });
      const [latest] = (await answer.json()).value as { body: string }[];
      code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code ?? '';
}

/**
 * Taps Get code once: the SMS countdown then disables the button for 60 s (requirements A4.7), and
 * a tap meanwhile sends nothing, in the chart as on the page.
 */
async function sendOnce(world: MobileWorld): Promise<void> {
  if (world.code.sent) return;
  await world.page.getByRole('button', { name: world.t('Get code') }).click();
  world.code.sent = true;
}

export const mobileBindingAdapter = defineAdapter<MobileWorld>({
  chart: 'mobile-binding',
  machine: mobileBindingMachine,
  input: { hasNumber: true },
  events: [
    { type: 'field.changed', field: 'mobileNum', value: FREE_NUMBER },
    { type: 'mobile.codeRequested' },
    { type: 'field.changed', field: 'verificationCode', value: WRONG_CODE },
    { type: 'field.changed', field: 'verificationCode', value: RIGHT_CODE },
    { type: 'mobile.submit' },
    { type: 'xstate.error.actor.verifyMobile', error: { code: 'verification.code.invalid' } },
    {
      type: 'xstate.done.actor.verifyMobile',
      output: { masked: '*******5432', verified: true },
    },
  ],
  canSend(keys, event, context: MobileBindingContext) {
    const { values, fieldErrors } = context;
    switch (event.type) {
      case 'field.changed':
        if (event.field === 'mobileNum') return values.mobileNum === '';
        // The codes for the free number, a wrong one first, the texted one after its refusal.
        if (values.mobileNum !== FREE_NUMBER || !keys.includes('filling')) return false;
        return event.value === WRONG_CODE
          ? values.verificationCode === '' && !fieldErrors['verificationCode']
          : fieldErrors['verificationCode'] !== undefined;
      case 'mobile.codeRequested':
        return (
          values.mobileNum === FREE_NUMBER &&
          values.verificationCode === '' &&
          !fieldErrors['verificationCode']
        );
      case 'mobile.submit':
        return values.verificationCode !== '';
      case 'xstate.error.actor.verifyMobile':
        return values.verificationCode === WRONG_CODE;
      case 'xstate.done.actor.verifyMobile':
        return values.verificationCode === RIGHT_CODE;
      default:
        return true;
    }
  },
  notDriven: {
    'mobile.codeRefused':
      "another member's number (mobile.taken) is refused through the SMS button's sender; tests/features/security and tests/server/security-account.test.ts cover it",
  },
  async setUp(base) {
    await resetSite(base.request);
    await logIn(base.page, base.request, 'demo_player2');
    const verifyCalls = await HeldRequests.install(
      base.page,
      /\/wps\/security\/mobile\/verify(\?|$)/,
      'mobile verify',
    );
    await base.page.goto(`/m/securityCenter?detail=mobile&lang=${base.lang.toUpperCase()}`);
    return { ...base, code: { sent: false }, verifyCalls };
  },
  states: {
    filling: {
      words: 'the number form',
      async see(world) {
        await expect(numberField(world)).toBeVisible();
        await expect(verifyButton(world)).toBeEnabled();
        world.verifyCalls.expectNoneHeld();
      },
    },
    'filling.editing': {
      words: 'typing',
      async see(world) {
        await expect(codeField(world)).not.toHaveAttribute('aria-invalid', 'true');
      },
    },
    'filling.refused': {
      words: 'refused: the code is wrong',
      async see(world) {
        await expect(codeField(world)).toHaveValue('');
        await expect(codeField(world)).toHaveAttribute('aria-invalid', 'true');
        await expect(numberField(world)).toHaveValue(FREE_NUMBER);
      },
    },
    verifying: {
      words: 'checking the code',
      async see(world) {
        await world.verifyCalls.expectHeld();
        await expect(verifyButton(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    verified: {
      words: 'verified',
      async see(world) {
        await expect(
          world.page.getByText(
            world.t('Your number {0} is verified.').replace('{0}', '*******5432'),
          ),
        ).toBeVisible();
      },
    },
  },
  on: {
    'field.changed': {
      words: (e) =>
        e.field === 'mobileNum'
          ? 'type a free number'
          : e.value === WRONG_CODE
            ? 'type a wrong code'
            : 'type the texted code',
      async cause(world, e) {
        if (e.field === 'mobileNum') await numberField(world).fill(String(e.value));
        else {
          await sendOnce(world);
          await codeField(world).fill(
            e.value === WRONG_CODE ? WRONG_CODE : await textedCode(world),
          );
        }
      },
    },
    'mobile.codeRequested': {
      words: () => 'tap Get code',
      async cause(world) {
        await sendOnce(world);
      },
    },
    'mobile.submit': {
      words: () => 'tap Verify number',
      async cause(world) {
        world.verifyCalls.hold();
        await verifyButton(world).click();
      },
    },
    'xstate.error.actor.verifyMobile': {
      words: () => 'the server refuses the code',
      async cause(world) {
        await world.verifyCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.done.actor.verifyMobile': {
      words: () => 'the server verifies the number',
      async cause(world) {
        await world.verifyCalls.answer({ kind: 'continue' });
      },
    },
  },
});
