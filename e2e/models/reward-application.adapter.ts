import { expect, type Locator, type Page } from '@playwright/test';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import {
  canSubmit,
  rewardApplicationMachine,
  type RewardApplicationContext,
  type RewardApplicationInput,
  type RewardPromotion,
} from '../../machines/reward-application.machine.ts';
import { toTestableMachine } from '../../tests/machines/helpers/testable-machine.ts';
import { resetSite } from '../dev-controls.ts';
import { logIn, MERCHANT } from '../member-session.ts';
import { LIMITS, TIMINGS } from '../../tests/requirements/timings.ts';
import { defineAdapter, type BaseWorld, type ModelEvent } from './kit/adapter.ts';
import { HeldRequests } from './kit/held-requests.ts';
import { animationsSettled } from './animations-settled.ts';

// Requirements B5.2, from the table of the requirements, never from the chart.
const REMARK_MAX_LENGTH = LIMITS.remarkMaxLength.value;
const PICTURE_MAX_BYTES = LIMITS.pictureMaxBytes.value;
const PICTURE_MAX_COUNT = LIMITS.pictureMaxCount.value;

const MEMBER = 'a signed-in member';
const VISITOR = 'a visitor';
const NO_PROMOTION = 'an id that is no promotion';

/** The seeded promotion claimed by application that asks for both a remark and pictures. */
const PROMOTION_ID = 104;
/** An id no announcement has. */
const MISSING_ID = 999_999;
const promotion: RewardPromotion = {
  id: PROMOTION_ID,
  title: 'seeded promotion 104',
  remarkRequired: true,
  imageRequired: true,
};

// A 1×1 PNG: real picture bytes, since the server checks the type by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const REMARK = 'Deposit 500 on Monday';

/** The files a path chooses, as the chart judges them and as the browser gets them. */
interface Choice {
  words: string;
  files: Array<{ name: string; mimeType: string; buffer: Buffer }>;
}
const CHOICES: Record<string, Choice> = {
  picture: {
    words: 'a png picture',
    files: [{ name: 'receipt.png', mimeType: 'image/png', buffer: PNG }],
  },
  text: {
    words: 'a text file',
    files: [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }],
  },
  many: {
    words: `${PICTURE_MAX_COUNT + 1} pictures at once`,
    files: Array.from({ length: PICTURE_MAX_COUNT + 1 }, (_, i) => ({
      name: `receipt-${i + 1}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    })),
  },
  large: {
    words: 'a picture over 5 MB',
    files: [
      {
        name: 'large.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES)]),
      },
    ],
  },
};
const chosen = (choice: string): ModelEvent => ({
  type: 'pictures.chosen',
  choice,
  files: CHOICES[choice]!.files.map((f) => ({
    name: f.name,
    type: f.mimeType,
    size: f.buffer.length,
  })),
});
const PICTURE = { name: 'receipt.png', dataUrl: `data:image/png;base64,${PNG.toString('base64')}` };
const loaded: ModelEvent = { type: 'xstate.done.actor.loadPromotion', output: promotion };
const read: ModelEvent = { type: 'xstate.done.actor.readPictures', output: [PICTURE] };
const tenSeconds: ModelEvent = { type: 'xstate.after.submitLoading.rewardApplication.submitting' };
const accepted: ModelEvent = {
  type: 'xstate.done.actor.submitReward',
  output: { success: true, status: 'Applying' },
};

/** The form's messages for the chart's codes (src/features/promotions/promotion-messages.ts). */
const MESSAGE: Record<string, string> = {
  'upload.type': 'Only jpeg, jpg or png pictures can be uploaded',
  'upload.size': 'Each picture must be at most 5 MB',
  'upload.count': 'At most 3 pictures can be uploaded',
  'reward.refused': 'The application was not accepted for this promotion',
  'network.offline': 'No internet connection',
};

/** The page's picture reads (FileReader), as the init script below keeps them. */
interface HeldReads {
  held: Array<() => void>;
  waiting: boolean;
}
type WithReads = { heldReads: HeldReads };

/**
 * Holds the browser's reading of chosen pictures (FileReader.readAsDataURL, what the site's readPictures
 * does) the way HeldRequests holds a call: a read waits until the step that lets it go, so the form can
 * be seen while it reads. Installed before the page opens.
 */
async function holdPictureReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const reads: HeldReads = { held: [], waiting: true };
    (window as unknown as WithReads).heldReads = reads;
    const read = FileReader.prototype.readAsDataURL;
    FileReader.prototype.readAsDataURL = function readLater(this: FileReader, blob: Blob) {
      const go = () => read.call(this, blob);
      if (reads.waiting) reads.held.push(go);
      else go();
    };
  });
}
const heldReads = (page: Page) =>
  page.evaluate(() => (window as unknown as WithReads).heldReads.held.length);

interface RewardWorld extends BaseWorld {
  /** The announcement lists the promotion is read from, held so the loading screen can be seen. */
  promotionCalls: HeldRequests;
  /** The application, held so the loading message can be seen, then answered. */
  applyCalls: HeldRequests;
  /** The member's session token (an application sent beside the page's, for a refusal). */
  token: string | null;
  /** The chart as the path has driven it so far: what the form must show. */
  model: AnyMachineSnapshot;
}

const testable = toTestableMachine(rewardApplicationMachine);
const INPUTS: Record<string, RewardApplicationInput> = {
  [MEMBER]: { promotionId: PROMOTION_ID, hasSession: true },
  [VISITOR]: { promotionId: PROMOTION_ID, hasSession: false },
  [NO_PROMOTION]: { promotionId: MISSING_ID, hasSession: true },
};

function follow(world: RewardWorld, event: ModelEvent): void {
  [world.model] = transition(testable, world.model, event as never);
}
const contextOf = (world: RewardWorld) => world.model.context as RewardApplicationContext;

const remarks = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('textbox', { name: t('Remarks') });
const choosePictures = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Choose pictures'), exact: true });
const submitButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Submit'), exact: true });
const cancelButton = ({ page, t }: BaseWorld): Locator =>
  page.getByRole('button', { name: t('Cancel'), exact: true });
const submittingMessage = ({ page, t }: BaseWorld): Locator => page.getByText(t('Submitting…'));
const activity = /\/m\/activity(\?|$)/;
const applyPage = /\/m\/applyReward\?id=\d+/;

/** The form as the chart's context says: the remark, the chosen pictures, the errors. */
async function expectForm(world: RewardWorld): Promise<void> {
  const context = contextOf(world);
  const main = world.page.getByRole('main');
  await expect(world.page).toHaveURL(applyPage);
  await expect(main.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(remarks(world)).toHaveValue(context.remarks);
  await expect(main.getByText(`${context.remarks.length}/${REMARK_MAX_LENGTH}`)).toBeVisible();
  await expect(choosePictures(world)).toBeVisible();
  const thumbs = main.getByRole('list', { name: world.t('Chosen pictures') }).getByRole('img');
  await expect(thumbs).toHaveCount(context.pictures.length);
  for (const [index, picture] of context.pictures.entries())
    await expect(thumbs.nth(index)).toHaveAccessibleName(picture.name);
  // The picture error above the thumbnails, the application's error below: both are alerts of the form.
  const alerts = [context.pictureError, context.submitError].filter(
    (code): code is string => code !== null,
  );
  await expect(main.getByRole('alert')).toHaveText(
    alerts.map((code) => world.t(MESSAGE[code] ?? code)),
  );
  if (canSubmit(context)) await expect(submitButton(world)).toBeEnabled();
  else await expect(submitButton(world)).toBeDisabled();
}

/** Requirements B4.6: the loading message of up to 10 s (the table of the requirements, never the chart). */
const LOADING_MS = TIMINGS.rewardApplicationLoading.ms;

export const rewardApplicationAdapter = defineAdapter<RewardWorld>({
  chart: 'reward-application',
  machine: rewardApplicationMachine,
  input: INPUTS[MEMBER],
  scenarioInputs: { [VISITOR]: INPUTS[VISITOR], [NO_PROMOTION]: INPUTS[NO_PROMOTION] },
  events: {
    [MEMBER]: [
      loaded,
      { type: 'xstate.error.actor.loadPromotion', error: { code: 'network.offline' } },
      { type: 'reward.retry' },
      { type: 'remark.changed', value: REMARK },
      ...Object.keys(CHOICES).map(chosen),
      read,
      { type: 'picture.removed', index: 0 },
      { type: 'reward.submit' },
      { type: 'reward.cancel' },
      tenSeconds,
      accepted,
      { type: 'xstate.done.actor.submitReward', output: { success: false, status: 'Applying' } },
      { type: 'xstate.error.actor.submitReward', error: { code: 'network.offline' } },
    ],
    // The chart decides at once: a visitor leaves for the promotions page.
    [VISITOR]: [],
    [NO_PROMOTION]: [{ type: 'xstate.done.actor.loadPromotion', output: null }],
  },
  canSend(keys, event, context: RewardApplicationContext) {
    switch (event.type) {
      // A player types the remark once (a longer one is cut at 140 by the field itself and by the chart:
      // the Vitest model's business).
      case 'remark.changed':
        return context.remarks === '';
      // One picture at most is chosen, and a wrong choice is tried only on a form without pictures
      // or errors: each wrong choice shows its own message, in any form the same way.
      case 'pictures.chosen':
        return (
          context.pictures.length === 0 &&
          context.pictureError === null &&
          context.submitError === null
        );
      // Every chosen picture has its Remove button.
      case 'picture.removed':
        return context.pictures.length > (event.index as number);
      // Submit is a disabled button until the promotion's rules are met.
      case 'reward.submit':
        return canSubmit(context);
      // Cancel on a form with something to clear (on an empty form it changes nothing).
      case 'reward.cancel':
        return (
          context.remarks !== '' ||
          context.pictures.length > 0 ||
          context.pictureError !== null ||
          context.submitError !== null
        );
      // The 10 s pass while the application is still on its way.
      case 'xstate.after.submitLoading.rewardApplication.submitting':
        return keys.includes('submitting') && context.loadingShown;
      default:
        return true;
    }
  },
  sequences: [
    // Cancel clears a filled form: the remark and the picture go.
    [
      loaded,
      { type: 'remark.changed', value: REMARK },
      chosen('picture'),
      read,
      { type: 'reward.cancel' },
    ],
    // The loading message goes after its 10 s; the answer still comes and the player is taken back.
    [
      loaded,
      { type: 'remark.changed', value: REMARK },
      chosen('picture'),
      read,
      { type: 'reward.submit' },
      tenSeconds,
      accepted,
    ],
    // Try again after a failed load: the form comes.
    [
      { type: 'xstate.error.actor.loadPromotion', error: { code: 'network.offline' } },
      { type: 'reward.retry' },
      loaded,
    ],
  ],
  notDriven: {
    'xstate.error.actor.readPictures':
      "the browser reads every file a player can choose (a picture the server cannot read is refused on submit); the Vitest model covers the chart's branch",
  },
  async setUp(base, path) {
    await resetSite(base.request);
    const input = INPUTS[path.scenario] ?? INPUTS[MEMBER]!;
    const token = input.hasSession ? (await logIn(base.page, base.request)).token : null;
    const promotionCalls = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/MCSFE_getListAnnouncements(\?|$)/,
      'announcements',
    );
    const applyCalls = await HeldRequests.install(
      base.page,
      /\/wps\/relay\/MCSFE_signUpRequestReward(\?|$)/,
      'reward application',
    );
    // The page's clock runs; a tap on Submit stops it, so the 10 s of the loading message wait for their step.
    await base.page.clock.install();
    await holdPictureReads(base.page);
    await base.page.goto(`/m/applyReward?id=${input.promotionId}&lang=${base.lang.toUpperCase()}`);
    const [model] = initialTransition(testable, input);
    return { ...base, promotionCalls, applyCalls, token, model };
  },
  states: {
    checking: {
      words: 'opening the form',
      unseen:
        'the session and the id are checked as the chart starts, in the same step: the loading screen or the promotions page shows at once',
    },
    loading: {
      words: 'loading the promotion',
      async see(world) {
        await world.promotionCalls.expectHeld();
        await expect(
          world.page.getByRole('heading', { level: 1, name: world.t('Activity claim') }),
        ).toBeVisible();
        await expect(
          world.page.getByRole('main').getByRole('status', { name: world.t('Loading') }),
        ).toBeVisible();
        await expect(submitButton(world)).toHaveCount(0);
      },
    },
    loadFailed: {
      words: 'cannot load the promotion',
      async see(world) {
        await expect(
          world.page.getByRole('heading', { name: world.t('No internet connection') }),
        ).toBeVisible();
        await expect(world.page.getByRole('button', { name: world.t('Try again') })).toBeEnabled();
        await expect(submitButton(world)).toHaveCount(0);
      },
    },
    editing: {
      words: 'the form',
      async see(world) {
        await expectForm(world);
        await expect(cancelButton(world)).toBeEnabled();
        await expect(submittingMessage(world)).toHaveCount(0);
        world.applyCalls.expectNoneHeld();
      },
    },
    readingPictures: {
      words: 'reading the pictures',
      async see(world) {
        await expect
          .poll(() => heldReads(world.page), { message: 'a picture read is held' })
          .toBeGreaterThan(0);
        // The form waits: neither button works and no thumbnail has come yet.
        await expect(submitButton(world)).toBeDisabled();
        await expect(cancelButton(world)).toBeDisabled();
        await expect(
          world.page.getByRole('main').getByRole('list', { name: world.t('Chosen pictures') }),
        ).toHaveCount(0);
        // ...and says so: the player sees the pictures are being read.
        await expect(
          world.page
            .getByRole('main')
            .getByRole('status')
            .filter({ hasText: world.t('Reading pictures…') }),
        ).toBeVisible();
      },
    },
    submitting: {
      words: 'sending the application',
      async see(world) {
        await world.applyCalls.expectHeld();
        await expect(submitButton(world)).toHaveAttribute('aria-busy', 'true');
        await expect(cancelButton(world)).toBeDisabled();
        // The loading message shows for its 10 s only; the application is still on its way after them.
        if (contextOf(world).loadingShown) await expect(submittingMessage(world)).toBeVisible();
        else await expect(submittingMessage(world)).toHaveCount(0);
      },
    },
    submitted: {
      words: 'applied: back at the promotions',
      async see(world) {
        await expect(world.page).toHaveURL(activity);
        await expect(world.page.getByText(world.t('Application submitted'))).toBeVisible();
        await animationsSettled(world.page);
      },
    },
    leaving: {
      words: 'nothing to apply for: back at the promotions',
      async see(world) {
        await expect(world.page).toHaveURL(activity);
        // A visitor's form never asked for the lists: the promotions page's own request is let through here.
        if (!contextOf(world).hasSession) await world.promotionCalls.answer({ kind: 'continue' });
        await expect(world.page.getByRole('list', { name: world.t('Promotions') })).toBeVisible();
        await expect(world.page.getByText(world.t('Application submitted'))).toHaveCount(0);
      },
    },
  },
  on: {
    'xstate.done.actor.loadPromotion': {
      words: (e) => (e.output ? 'the promotion loads' : 'the lists have no such promotion'),
      async cause(world, e) {
        await world.promotionCalls.answer({ kind: 'continue' });
        follow(world, e);
      },
    },
    'xstate.error.actor.loadPromotion': {
      words: () => 'the network fails',
      async cause(world, e) {
        await world.promotionCalls.answer({ kind: 'abort' });
        follow(world, e);
      },
    },
    'reward.retry': {
      words: () => 'tap Try again',
      async cause(world, e) {
        world.promotionCalls.hold();
        await world.page.getByRole('button', { name: world.t('Try again') }).click();
        follow(world, e);
      },
    },
    'remark.changed': {
      words: () => 'write a remark',
      async cause(world, e) {
        await remarks(world).fill(String(e.value));
        follow(world, e);
      },
    },
    'pictures.chosen': {
      words: (e) => `choose ${CHOICES[e.choice as string]!.words}`,
      async cause(world, e) {
        await world.page.evaluate(() => {
          (window as unknown as WithReads).heldReads.waiting = true;
        });
        // As a player does: the translated button opens the browser's file chooser.
        const chooser = world.page.waitForEvent('filechooser');
        await choosePictures(world).click();
        await (await chooser).setFiles(CHOICES[e.choice as string]!.files);
        follow(world, e);
      },
    },
    'xstate.done.actor.readPictures': {
      words: () => 'the picture is read',
      async cause(world, e) {
        await world.page.evaluate(() => {
          const reads = (window as unknown as WithReads).heldReads;
          reads.waiting = false;
          for (const go of reads.held.splice(0)) go();
        });
        follow(world, e);
      },
    },
    'picture.removed': {
      words: () => 'tap Remove',
      async cause(world, e) {
        const name = contextOf(world).pictures[e.index as number]!.name;
        await world.page
          .getByRole('button', { name: world.t('Remove {0}').replace('{0}', name) })
          .click();
        follow(world, e);
      },
    },
    'reward.submit': {
      words: () => 'tap Submit',
      async cause(world, e) {
        world.applyCalls.hold();
        // The clock stops a moment ahead of the page's time, so the 10 s start from the tap and wait for their step.
        await world.page.clock.pauseAt((await world.page.evaluate(() => Date.now())) + 500);
        await submitButton(world).click();
        follow(world, e);
      },
    },
    'reward.cancel': {
      words: () => 'tap Cancel',
      async cause(world, e) {
        await cancelButton(world).click();
        follow(world, e);
      },
    },
    'xstate.after.submitLoading.rewardApplication.submitting': {
      words: () => `${LOADING_MS / 1000} s pass`,
      async cause(world, e) {
        await world.page.clock.runFor(LOADING_MS);
        follow(world, e);
      },
    },
    'xstate.done.actor.submitReward': {
      words: (e) =>
        (e.output as { success: boolean }).success
          ? 'the server accepts the application'
          : 'the server refuses it: already applied',
      async cause(world, e) {
        if (!(e.output as { success: boolean }).success) {
          // Another application for this promotion got there first: the server answers this one with success false.
          const other = await world.request.post('/wps/relay/MCSFE_signUpRequestReward', {
            headers: { Merchant: MERCHANT, ModuleId: 'REWCEN3', Authorization: world.token ?? '' },
            data: {
              promotionId: PROMOTION_ID,
              remarks: 'sent from another phone',
              pictures: [PICTURE.dataUrl],
            },
          });
          const answer = (await other.json()) as { success: boolean; value?: { success: boolean } };
          expect(answer, 'the other application is accepted').toMatchObject({
            success: true,
            value: { success: true },
          });
        }
        await world.applyCalls.answer({ kind: 'continue' });
        follow(world, e);
      },
    },
    'xstate.error.actor.submitReward': {
      words: () => 'the network fails',
      async cause(world, e) {
        await world.applyCalls.answer({ kind: 'abort' });
        follow(world, e);
      },
    },
  },
});
