import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import {
  promotionActionMachine,
  type PromotionActionInput,
} from '../../machines/promotion-action.machine.ts';
import { resetSite } from '../dev-controls.ts';
import { apiLogin, MERCHANT } from '../member-session.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';

// The action element of a promotion's detail /m/activityDetail (requirements B2.6, B9; D1.2)
// driven against the real server with the seeded promotions: demo_player has not joined 113 (Join),
// can claim 101 (Claim), can apply for 104 (Claim, by application) and has joined 102 (Joined).
// The join and the claim happen for real; a refusal is answered by the test in the server's words
// (docs/api.md), since the seeded promotions are never refused to the demo member.

const JOINS = 'a member joins a sign-up promotion';
const CLAIMS = 'a member claims a sign-up reward';
const APPLIES = 'a member opens an application';
const TRIAL = 'a trial player presses Claim on an application';
const VISITOR = 'a visitor presses Join';
const LABEL = 'a member sees a status label';

const SIGN_UP = 113;
const CLAIMABLE = 101;
const APPLICATION = 104;
const JOINED = 102;
const MEMBER_TYPE = 1;

const input = (
  id: number,
  status: 'Join' | 'Claim' | 'Joined',
  promotionType: 'JOIN' | 'APPLY',
  memberType: number | null,
): PromotionActionInput => ({ promotion: { id, status, promotionType }, memberType });

/** Each scenario's promotion and the status its button first shows. */
const OPENS: Record<string, { id: number; status: string; session: 'member' | 'trial' | null }> = {
  [JOINS]: { id: SIGN_UP, status: 'Join', session: 'member' },
  [CLAIMS]: { id: CLAIMABLE, status: 'Claim', session: 'member' },
  [APPLIES]: { id: APPLICATION, status: 'Claim', session: 'member' },
  [TRIAL]: { id: APPLICATION, status: 'Claim', session: 'trial' },
  [VISITOR]: { id: SIGN_UP, status: 'Join', session: null },
  [LABEL]: { id: JOINED, status: 'Joined', session: 'member' },
};

const press: ModelEvent = { type: 'promotion.pressed' };
const joined: ModelEvent = {
  type: 'xstate.done.actor.joinPromotion',
  output: { success: true, status: 'Joined' },
};
const joinRefused: ModelEvent = {
  type: 'xstate.done.actor.joinPromotion',
  output: { success: false, status: 'Join' },
};
const joinFailed: ModelEvent = {
  type: 'xstate.error.actor.joinPromotion',
  error: { code: 'network.offline' },
};
const claimed: ModelEvent = {
  type: 'xstate.done.actor.claimReward',
  output: { success: true, status: 'Claimed' },
};
const claimFailed: ModelEvent = {
  type: 'xstate.error.actor.claimReward',
  error: { code: 'network.offline' },
};
const refreshed: ModelEvent = { type: 'xstate.done.actor.refreshPromotions' };

/** The messages a step leaves in a toast (English; translated per run). */
const MESSAGES = {
  joined: 'Joined successfully',
  claimed: 'Reward claimed',
  offline: 'No internet connection',
  refused: 'This promotion cannot be joined or claimed now',
  trial: 'Please login an actual account to use this function',
};

interface PromotionWorld extends BaseWorld {
  scenario: string;
  /** The English label the action element shows now. */
  status: string;
  /** The toast the last answer left, in English, or null. */
  message: string | null;
  joinCalls: HeldRequests;
  claimCalls: HeldRequests;
  /** The detail's announcement list (promotions and banners) read again after an answer. */
  listCalls: HeldRequests;
}

const action = (world: PromotionWorld): Locator =>
  world.page.getByRole('main').getByRole('button', { name: world.t(world.status), exact: true });

/**
 * The toast of the last answer: a failure in the alert region, a success in the status region. A
 * failure's "No internet connection" is checked as shown since the failure, not as still on screen:
 * any other call of the page answered after it (a balance refresh) puts "Back online" in its place
 * (src/app/network-notices.ts), which a loaded machine lets happen before this check runs.
 */
async function expectMessage(world: PromotionWorld, english: string, failure: boolean) {
  const message = world.t(english);
  if (!failure) {
    await expect(world.page.getByRole('status').getByText(message)).toBeVisible();
    return;
  }
  await expect
    .poll(() => world.page.evaluate(() => (window as unknown as AlertLog).alertsShown.join('\n')), {
      message: `the alert "${message}" was shown`,
    })
    .toContain(message);
}

interface AlertLog {
  alertsShown: string[];
}

/** Notes every text the page's alert regions show, from the first paint on. */
function noteAlerts(): void {
  const shown: string[] = [];
  (window as unknown as AlertLog).alertsShown = shown;
  new MutationObserver(() => {
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      const text = alert.textContent ?? '';
      if (text !== '' && !shown.includes(text)) shown.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Forgets the alerts shown so far: the next check sees only what a step's answer shows. */
async function forgetAlerts(world: PromotionWorld): Promise<void> {
  await world.page.evaluate(() => {
    (window as unknown as AlertLog).alertsShown.length = 0;
  });
}

/** A trial session from the server (docs/api.md "Trial play"), as the site stores it. */
async function trialSession(request: APIRequestContext) {
  const answer = await request.post('/wps/session/login/freeplay', {
    headers: { Merchant: MERCHANT, ModuleId: 'FREEPLAY3' },
    data: {},
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const value = ((await answer.json()) as { value: { token: string; userName: string } }).value;
  return {
    token: value.token,
    merchantCode: MERCHANT,
    userName: value.userName,
    type: 4,
    firstTimeLogin: false,
  };
}

/** A button that is offered and waits for a press (or shows what the press did). */
async function expectOffered(world: PromotionWorld) {
  await expect(action(world)).toBeEnabled();
  await expect(action(world)).not.toHaveAttribute('aria-busy', 'true');
}

export const promotionActionAdapter = defineAdapter<PromotionWorld>({
  chart: 'promotion-action',
  machine: promotionActionMachine,
  input: input(SIGN_UP, 'Join', 'JOIN', MEMBER_TYPE),
  scenarioInputs: {
    [CLAIMS]: input(CLAIMABLE, 'Claim', 'JOIN', MEMBER_TYPE),
    [APPLIES]: input(APPLICATION, 'Claim', 'APPLY', MEMBER_TYPE),
    [TRIAL]: input(APPLICATION, 'Claim', 'APPLY', 4),
    [VISITOR]: input(SIGN_UP, 'Join', 'JOIN', null),
    [LABEL]: input(JOINED, 'Joined', 'JOIN', MEMBER_TYPE),
  },
  events: {
    [JOINS]: [press, joined, joinRefused, joinFailed, refreshed],
    [CLAIMS]: [press, claimed, claimFailed, refreshed],
    [APPLIES]: [press],
    [TRIAL]: [press],
    [VISITOR]: [press],
    [LABEL]: [press],
  },
  notDriven: {
    'promotion.changed':
      "a new session or status while the detail stays open is the page telling the chart what it shows; the model takes each status from the server's answer instead (the page sends the same status once the lists are read again)",
    'xstate.error.actor.refreshPromotions':
      'reading the lists again never fails the page: a list that cannot be read keeps what it showed (the chart test walks it)',
  },
  async setUp(base, path) {
    await resetSite(base.request);
    const opens = OPENS[path.scenario] ?? (OPENS[JOINS] as (typeof OPENS)[string]);
    const session =
      opens.session === 'member'
        ? await apiLogin(base.request, 'demo_player', 'Demo1234')
        : opens.session === 'trial'
          ? await trialSession(base.request)
          : null;
    if (session !== null)
      await base.page.addInitScript(
        (record) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(record)),
        session,
      );
    const joinCalls = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/MCSFE_signUpJoinPromotion$/,
      'join',
    );
    const claimCalls = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/MCSFE_signUpClaimReward$/,
      'claim',
    );
    await base.page.addInitScript(noteAlerts);
    await base.page.goto(
      `/m/activityDetail?id=${String(opens.id)}&lang=${base.lang.toUpperCase()}`,
    );
    const world: PromotionWorld = {
      ...base,
      scenario: path.scenario,
      status: opens.status,
      message: null,
      joinCalls,
      claimCalls,
      listCalls: joinCalls,
    };
    await expect(action(world)).toBeVisible();
    // Held from now on: the list read again after an answer (the first read has happened).
    world.listCalls = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/MCSFE_getListAnnouncements\?(?:[^#]*&)?types=[^&]*PR/,
      'promotion list',
    );
    return world;
  },
  states: {
    choosingAction: {
      words: 'what does the button do?',
      unseen: 'decided as the detail opens and after every answer, within the same task',
    },
    showingStatus: {
      words: 'a status label',
      async see(world) {
        await expect(action(world)).toBeDisabled();
        // The success message (shown while the lists were read again) closes by itself and
        // leaves the new status in view.
        if (world.message !== null)
          await expect(
            world.page.getByRole('status').getByText(world.t(world.message)),
          ).toBeHidden();
      },
    },
    offering: {
      words: 'a button to press',
      unseen: 'shown through its states: login, join, claim, application',
    },
    'offering.login': {
      words: 'a visitor is asked to log in',
      async see(world) {
        await expectOffered(world);
      },
    },
    'offering.join': {
      words: 'Join',
      async see(world) {
        await expectOffered(world);
        if (world.message !== null) await expectMessage(world, world.message, true);
      },
    },
    'offering.claim': {
      words: 'Claim',
      async see(world) {
        await expectOffered(world);
        if (world.message !== null) await expectMessage(world, world.message, true);
      },
    },
    'offering.application': {
      words: 'Claim by application',
      async see(world) {
        await expectOffered(world);
      },
    },
    'offering.refused': {
      words: 'not for a trial player',
      async see(world) {
        // The button stays; the message says why nothing else happens.
        await expectOffered(world);
        await expectMessage(world, MESSAGES.trial, true);
      },
    },
    leaving: {
      words: 'gone on',
      async see(world) {
        if (world.scenario === VISITOR)
          await expect(world.page.getByRole('dialog', { name: world.t('Login') })).toBeVisible();
        else
          await expect(world.page).toHaveURL(
            new RegExp(`/m/applyReward\\?(?:.*&)?id=${String(APPLICATION)}`),
          );
      },
    },
    joining: {
      words: 'joining',
      async see(world) {
        await world.joinCalls.expectHeld();
        await expect(action(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    claiming: {
      words: 'claiming',
      async see(world) {
        await world.claimCalls.expectHeld();
        await expect(action(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
    refreshing: {
      words: 'reading the lists again',
      async see(world) {
        if (world.message !== null)
          await expectMessage(
            world,
            world.message,
            world.message !== MESSAGES.joined && world.message !== MESSAGES.claimed,
          );
        await world.listCalls.expectHeld();
        await expect(action(world)).toHaveAttribute('aria-busy', 'true');
      },
    },
  },
  on: {
    'promotion.pressed': {
      words: () => 'press the button',
      async cause(world) {
        world.joinCalls.hold();
        world.claimCalls.hold();
        world.listCalls.hold();
        world.message = null;
        await action(world).click();
      },
    },
    'xstate.done.actor.joinPromotion': {
      words: (event) =>
        (event.output as { success: boolean }).success
          ? 'the server joins the player'
          : 'the server says it cannot be joined now',
      async cause(world, event) {
        const { success, status } = event.output as { success: boolean; status: string };
        if (success) await world.joinCalls.answer({ kind: 'continue' });
        else
          await world.joinCalls.answer({
            kind: 'fulfil',
            status: 200,
            json: { success: true, value: { success, status } },
          });
        world.status = status;
        world.message = success ? MESSAGES.joined : MESSAGES.refused;
      },
    },
    'xstate.error.actor.joinPromotion': {
      words: () => 'the network fails',
      async cause(world) {
        await forgetAlerts(world);
        await world.joinCalls.answer({ kind: 'abort' });
        world.message = MESSAGES.offline;
      },
    },
    'xstate.done.actor.claimReward': {
      words: () => 'the server books the reward',
      async cause(world, event) {
        await world.claimCalls.answer({ kind: 'continue' });
        world.status = (event.output as { status: string }).status;
        world.message = MESSAGES.claimed;
      },
    },
    'xstate.error.actor.claimReward': {
      words: () => 'the network fails',
      async cause(world) {
        await forgetAlerts(world);
        await world.claimCalls.answer({ kind: 'abort' });
        world.message = MESSAGES.offline;
      },
    },
    'xstate.done.actor.refreshPromotions': {
      words: () => 'the lists are read again',
      async cause(world) {
        await world.listCalls.answer({ kind: 'continue' });
      },
    },
  },
});
