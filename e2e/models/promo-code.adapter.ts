import { expect, type Locator } from '@playwright/test';
import {
  promoCodeMachine,
  type PromoCodeContext,
} from '../../machines/rewards/promo-code.machine.ts';
import type { PromoCodeRedeemed } from '../../shared/contract/calls/promo-code.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// The promo code chart (requirements D2) driven through /m/promoCode against the real server: the
// demo member redeems the demo code WELCOME100 (a bonus of 100.00) for real; a code already used,
// too many wrong codes and promo codes switched off are answered by the test in the server's words
// (docs/api.md "Rewards and security"), so a path needs no earlier redemption or guesses.

const CODE = 'WELCOME100';
const PATH = /\/wps\/rewards\/promo-codes$/;

const redeemed: PromoCodeRedeemed = {
  redemption: {
    id: 1,
    code: CODE,
    bonusAmount: '100.00',
    promotionId: null,
    promotionTitle: null,
    createdAt: '2026-12-07T12:00:00.000Z',
  },
  balanceAfter: '100.00',
};
const refused = (errorCode: string, value: unknown) => ({
  success: false,
  errorCode,
  message: errorCode,
  value,
});
const errorCodeOf = (event: ModelEvent) => (event.error as { code: string }).code;

interface PromoWorld extends BaseWorld {
  enabledCalls: HeldRequests;
  redeemCalls: HeldRequests;
  historyCalls: HeldRequests;
  /** The real server has booked the demo code once on this path. */
  redeemedForReal: boolean;
}

const field = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('textbox', { name: t('Promo code') });
const redeemButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Redeem') });
const historyRegion = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('region', { name: t('Redeemed codes') });

export const promoCodeAdapter = defineAdapter<PromoWorld>({
  chart: 'promoCode',
  machine: promoCodeMachine,
  events: [
    { type: 'xstate.done.actor.checkEnabled', output: true },
    { type: 'xstate.done.actor.checkEnabled', output: false },
    { type: 'xstate.error.actor.checkEnabled', error: { code: 'network.offline' } },
    { type: 'promoCode.retry' },
    { type: 'code.changed', value: CODE.toLowerCase() },
    { type: 'promoCode.submit', key: 'model-key-0000000' },
    { type: 'xstate.done.actor.redeemCode', output: redeemed },
    { type: 'xstate.error.actor.redeemCode', error: { code: 'promo.code.used' } },
    {
      type: 'xstate.error.actor.redeemCode',
      error: { code: 'too.many.requests', value: { retryAfter: 600 } },
    },
    { type: 'xstate.error.actor.redeemCode', error: { code: 'network.offline' } },
    { type: 'xstate.done.actor.loadHistory', output: [] },
    { type: 'xstate.error.actor.loadHistory', error: { code: 'network.offline' } },
    { type: 'history.retry' },
  ],
  canSend(keys, event, context: PromoCodeContext) {
    // The form is used once the list below it has settled: a path does not interleave the two
    // regions in every order (the chart test does).
    const listSettled = !keys.includes('ready.history.loadingHistory');
    switch (event.type) {
      // Typing the same text again changes nothing the page could tell.
      case 'code.changed':
        return listSettled && context.code !== CODE;
      // The button sends only a typed code (an empty one is the chart test's).
      case 'promoCode.submit':
        return listSettled && context.code === CODE;
      // The list fails on its first read only, and is read again, before anything is typed.
      case 'xstate.error.actor.loadHistory':
        return context.code === '' && context.redeemed === null && context.historyError === null;
      case 'history.retry':
        return context.code === '' && context.redeemed === null;
      default:
        return true;
    }
  },
  notDriven: {
    'xstate.after.throttleEnds.promoCode.ready.form.throttled':
      'the wait is the one the server names (10 minutes here); the chart test walks it with fake timers',
    'history.reload': 'raised by the chart itself after a redemption, never by the player',
  },
  async setUp(base) {
    await resetSite(base.request);
    await logIn(base.page, base.request);
    const enabledCalls = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/MCSFE_promoCodeEnabled$/,
      'promo codes enabled',
    );
    const historyCalls = await HeldRequests.install(base.page, PATH, 'redeemed codes', 'GET');
    const redeemCalls = await HeldRequests.install(base.page, PATH, 'redemption', 'POST');
    await base.page.goto(`/m/promoCode?lang=${base.lang.toUpperCase()}`);
    return { ...base, enabledCalls, historyCalls, redeemCalls, redeemedForReal: false };
  },
  states: {
    checkingEnabled: {
      words: 'are promo codes enabled?',
      async see(world) {
        await world.enabledCalls.expectHeld();
        await expect(world.page.locator('[aria-busy="true"]').first()).toBeAttached();
        await expect(field(world)).toHaveCount(0);
      },
    },
    checkFailed: {
      words: 'cannot tell',
      async see(world) {
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeEnabled();
        await expect(field(world)).toHaveCount(0);
      },
    },
    disabled: {
      words: 'coming soon',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('Coming soon') }),
        ).toBeVisible();
        await expect(field(world)).toHaveCount(0);
      },
    },
    ready: {
      words: 'promo codes are on',
      unseen: 'shown through its two regions, the form and the redeemed codes',
    },
    'ready.form': {
      words: 'the form',
      unseen: 'shown through its states',
    },
    'ready.form.editing': {
      words: 'typing a code',
      async see(world) {
        await expect(field(world)).toBeEditable();
        await expect(redeemButton(world)).not.toHaveAttribute('aria-busy', 'true');
      },
    },
    'ready.form.redeeming': {
      words: 'sending the code',
      async see(world) {
        await world.redeemCalls.expectHeld();
        await expect(redeemButton(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    'ready.form.refused': {
      words: 'the code is refused',
      async see(world) {
        await expect(
          world.page.getByText(world.t('You have already used this promo code.')),
        ).toBeVisible();
        await expect(field(world)).toHaveAttribute('aria-invalid', 'true');
        await expect(field(world)).toHaveValue(CODE);
      },
    },
    'ready.form.throttled': {
      words: 'too many wrong codes',
      async see(world) {
        await expect(
          world.page.getByText(
            world
              .t('Too many wrong codes. Please try again in {minutes} min.')
              .replace('{minutes}', '10'),
          ),
        ).toBeVisible();
        await expect(redeemButton(world)).toHaveAttribute('aria-disabled', 'true');
      },
    },
    'ready.form.redeemed': {
      words: 'redeemed',
      async see(world) {
        await expect(
          world.page.getByText(
            world
              .t('Code {code} redeemed: {amount} is in your balance.')
              .replace('{code}', CODE)
              .replace('{amount}', '100.00'),
          ),
        ).toBeVisible();
        await expect(field(world)).toHaveValue('');
      },
    },
    'ready.history': {
      words: 'the redeemed codes',
      unseen: 'shown through its states',
    },
    'ready.history.loadingHistory': {
      words: 'loading the redeemed codes',
      async see(world) {
        await world.historyCalls.expectHeld();
        await expect(historyRegion(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    'ready.history.showingHistory': {
      words: 'the redeemed codes',
      async see(world) {
        await expect(historyRegion(world)).toHaveAttribute('aria-busy', 'false');
      },
    },
    'ready.history.historyFailed': {
      words: 'cannot load the redeemed codes',
      async see(world) {
        await expect(historyRegion(world)).toHaveCount(0);
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeEnabled();
      },
    },
  },
  on: {
    'xstate.done.actor.checkEnabled': {
      words: (e) => (e.output === true ? 'promo codes are on' : 'promo codes are off'),
      async cause(world, e) {
        if (e.output === true) await world.enabledCalls.answer({ kind: 'continue' });
        else
          await world.enabledCalls.answer({
            kind: 'fulfil',
            status: 200,
            json: { success: true, value: { enabled: false } },
          });
      },
    },
    'xstate.error.actor.checkEnabled': {
      words: () => 'the network fails',
      async cause(world) {
        await world.enabledCalls.answer({ kind: 'abort' });
      },
    },
    'promoCode.retry': {
      words: () => 'tap Try again',
      async cause(world) {
        world.enabledCalls.hold();
        await world.page.getByRole('button', { name: world.t('Try again') }).click();
      },
    },
    'code.changed': {
      words: () => `type ${CODE.toLowerCase()}`,
      async cause(world) {
        await field(world).fill(CODE.toLowerCase());
      },
    },
    'promoCode.submit': {
      words: () => 'tap Redeem',
      async cause(world) {
        world.redeemCalls.hold();
        await redeemButton(world).click();
      },
    },
    'xstate.done.actor.redeemCode': {
      words: () => 'the server books the bonus',
      async cause(world) {
        // The list is read again after the redemption: held, so its loading shows.
        world.historyCalls.hold();
        if (world.redeemedForReal)
          await world.redeemCalls.answer({
            kind: 'fulfil',
            status: 200,
            json: { success: true, value: redeemed },
          });
        else await world.redeemCalls.answer({ kind: 'continue' });
        world.redeemedForReal = true;
      },
    },
    'xstate.error.actor.redeemCode': {
      words: (e) =>
        errorCodeOf(e) === 'network.offline'
          ? 'the network fails'
          : errorCodeOf(e) === 'too.many.requests'
            ? 'the server says too many wrong codes'
            : 'the server says the code was used',
      async cause(world, e) {
        const code = errorCodeOf(e);
        if (code === 'network.offline') await world.redeemCalls.answer({ kind: 'abort' });
        else if (code === 'too.many.requests')
          await world.redeemCalls.answer({
            kind: 'fulfil',
            status: 429,
            json: refused(code, { retryAfter: 600 }),
          });
        else
          await world.redeemCalls.answer({
            kind: 'fulfil',
            status: 409,
            json: refused(code, null),
          });
      },
    },
    'xstate.done.actor.loadHistory': {
      words: () => 'the redeemed codes load',
      async cause(world) {
        await world.historyCalls.answer({ kind: 'continue' });
      },
    },
    'xstate.error.actor.loadHistory': {
      words: () => 'the network fails',
      async cause(world) {
        await world.historyCalls.answer({ kind: 'abort' });
      },
    },
    'history.retry': {
      words: () => 'tap Try again below the form',
      async cause(world) {
        world.historyCalls.hold();
        await world.page.getByRole('button', { name: world.t('Try again') }).click();
      },
    },
  },
});
