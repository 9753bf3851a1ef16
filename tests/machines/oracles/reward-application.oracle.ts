import { expect } from 'vitest';
import {
  pictureProblem,
  type Picture,
  type PictureFile,
  type RewardAnswer,
  type RewardApplicationContext,
  type RewardPromotion,
} from '../../../machines/reward-application.machine.ts';
import { LIMITS } from '../../requirements/timings.ts';
import { actionsIn, expectEffects, type Oracle, type StepView } from '../helpers/chart-model.ts';

type Step = StepView<RewardApplicationContext>;

// Requirements B5.2, from the table of the requirements, never from the chart.
const REMARK_MAX_LENGTH = LIMITS.remarkMaxLength.value;
const PICTURE_MAX_COUNT = LIMITS.pictureMaxCount.value;

const before = ({ previous }: Step) => previous?.context as RewardApplicationContext;
const mayOpen = (c: RewardApplicationContext) =>
  c.hasSession && c.promotionId !== null && c.promotionId > 0;
const codeOf = (error: unknown) => (error as { code?: string }).code ?? 'unknown';

/** Submit is enabled by the promotion's rules: a remark and/or a picture where it asks for them. */
function rulesMet(c: RewardApplicationContext): boolean {
  const p = c.promotion;
  if (p === null) return false;
  return (
    (!p.remarkRequired || c.remarks.trim() !== '') && (!p.imageRequired || c.pictures.length > 0)
  );
}

/** What the form shows and keeps, whatever happened last. */
function formInvariants({ context }: Step): void {
  const p = context.promotion as RewardPromotion;
  expect(p).not.toBeNull();
  expect(context.remarks.length).toBeLessThanOrEqual(REMARK_MAX_LENGTH);
  expect(context.pictures.length).toBeLessThanOrEqual(PICTURE_MAX_COUNT);
  // What the promotion does not ask for is never kept.
  if (!p.remarkRequired) expect(context.remarks).toBe('');
  if (!p.imageRequired) expect(context.pictures).toEqual([]);
}

/** What must hold in each state of the reward application chart. */
export const rewardApplicationOracle: Oracle<RewardApplicationContext> = {
  checking: ({ context, history, hasTag, running, snapshot }) => {
    // Never a resting state: the chart leaves it at once, loading the promotion or leaving the page.
    expect(running.includes('loadPromotion') || snapshot.status === 'done').toBe(true);
    expect(context).toMatchObject({
      promotion: null,
      remarks: '',
      pictures: [],
      pictureError: null,
      submitError: null,
      pendingFiles: [],
      loadingShown: false,
    });
    // Passed through at once: nothing shown or sent yet (the load starts in the same step, on the way out).
    expect(actionsIn(history)).toEqual([]);
    expect(hasTag('busy')).toBe(false);
  },
  loading: ({ context, effects, running, entered, hasTag }) => {
    expect(mayOpen(context)).toBe(true);
    expect(context.promotion).toBeNull();
    expect(context.submitError).toBeNull();
    expect(running).toEqual(['loadPromotion']);
    expect(hasTag('busy')).toBe(false);
    if (entered)
      expectEffects(effects, [
        {
          invoke: 'loadPromotion',
          id: 'loadPromotion',
          input: { promotionId: context.promotionId },
        },
      ]);
  },
  loadFailed: ({ context, event, running, entered, hasTag }) => {
    expect(context.promotion).toBeNull();
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
    if (entered) expect(context.submitError).toBe(codeOf(event.error));
    expect(context.submitError).toEqual(expect.any(String));
  },
  editing: (step) => {
    const { context, event, effects, running, hasTag, entered } = step;
    formInvariants(step);
    expect(hasTag('busy')).toBe(false);
    expect(running).toEqual([]);
    expect(context.loadingShown).toBe(false);
    expect(context.pendingFiles).toEqual([]);
    expect(actionsIn(effects)).toEqual([]);
    const p = context.promotion as RewardPromotion;
    const prev = before(step);
    switch (event.type) {
      case 'xstate.done.actor.loadPromotion':
        expect(context.promotion).toEqual(event.output);
        expect(context).toMatchObject({
          remarks: '',
          pictures: [],
          pictureError: null,
          submitError: null,
        });
        break;
      case 'remark.changed':
        if (p.remarkRequired) {
          expect(context.remarks).toBe((event.value as string).slice(0, REMARK_MAX_LENGTH));
          expect(context.submitError).toBeNull();
        } else expect(context).toEqual(prev);
        break;
      case 'pictures.chosen': {
        // A choice that is refused names its problem and keeps the pictures already chosen.
        const problem = pictureProblem(event.files as PictureFile[], prev.pictures.length);
        if (p.imageRequired) {
          expect(problem).not.toBeNull();
          expect(context).toEqual({ ...prev, pictureError: problem });
        } else expect(context).toEqual(prev);
        break;
      }
      case 'picture.removed':
        if (p.imageRequired) {
          expect(context.pictures).toEqual(prev.pictures.filter((_, i) => i !== event.index));
          expect(context.pictureError).toBeNull();
        } else expect(context).toEqual(prev);
        break;
      case 'xstate.done.actor.readPictures':
        expect(context.pictures).toEqual([...prev.pictures, ...(event.output as Picture[])]);
        expect(context.pictureError).toBeNull();
        break;
      case 'xstate.error.actor.readPictures':
        expect(context.pictures).toEqual(prev.pictures);
        expect(context.pictureError).toBe('upload.unreadable');
        break;
      case 'reward.submit':
        // Submit while the rules are not met sends nothing.
        expect(rulesMet(prev)).toBe(false);
        expect(context).toEqual(prev);
        expect(effects).toEqual([]);
        break;
      case 'reward.cancel':
        expect(context).toMatchObject({
          remarks: '',
          pictures: [],
          pictureError: null,
          submitError: null,
        });
        break;
      case 'xstate.done.actor.submitReward':
        // success false stays on the form with its own code.
        expect((event.output as RewardAnswer).success).toBe(false);
        expect(context.submitError).toBe('reward.refused');
        expect({ ...context, submitError: null, loadingShown: false }).toEqual({
          ...prev,
          submitError: null,
          loadingShown: false,
        });
        break;
      case 'xstate.error.actor.submitReward':
        expect(context.submitError).toBe(codeOf(event.error));
        expect(context.remarks).toBe(prev.remarks);
        expect(context.pictures).toEqual(prev.pictures);
        break;
      default:
        if (!entered) expect(context).toEqual(prev);
    }
  },
  readingPictures: (step) => {
    const { context, event, effects, running, entered, hasTag } = step;
    formInvariants(step);
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['readPictures']);
    expect(context.pictureError).toBeNull();
    expect(context.pendingFiles.length).toBeGreaterThan(0);
    if (entered) {
      expect(context.promotion?.imageRequired).toBe(true);
      expect(pictureProblem(context.pendingFiles, context.pictures.length)).toBeNull();
      expect(context.pendingFiles).toEqual(event.files);
      expectEffects(effects, [
        { invoke: 'readPictures', id: 'readPictures', input: { files: event.files } },
      ]);
    }
  },
  submitting: (step) => {
    const { context, event, effects, running, entered, hasTag } = step;
    formInvariants(step);
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['submitReward']);
    expect(context.submitError).toBeNull();
    expect(rulesMet(context)).toBe(true);
    // The loading message shows from the tap for at most its time; the request goes on.
    if (entered) expect(context.loadingShown).toBe(true);
    else if (event.type.startsWith('xstate.after.')) expect(context.loadingShown).toBe(false);
    else expect(context.loadingShown).toBe(before(step).loadingShown);
    if (entered) {
      const p = context.promotion as RewardPromotion;
      expectEffects(effects, [
        {
          invoke: 'submitReward',
          id: 'submitReward',
          input: {
            promotionId: context.promotionId,
            ...(p.remarkRequired ? { remarks: context.remarks.trim() } : {}),
            ...(p.imageRequired
              ? { pictures: context.pictures.map((picture) => picture.dataUrl) }
              : {}),
          },
        },
      ]);
    } else {
      // Further taps send nothing.
      expect(effects).toEqual([]);
    }
  },
  submitted: ({ snapshot, context, event, effects }) => {
    expect(snapshot.status).toBe('done');
    expect((event.output as RewardAnswer).success).toBe(true);
    expect(context.loadingShown).toBe(false);
    expect(actionsIn(effects)).toEqual([{ action: 'showSubmitted' }]);
  },
  leaving: ({ snapshot, context, event, history }) => {
    expect(snapshot.status).toBe('done');
    expect(actionsIn(history)).toEqual([]);
    // Without a session or an id nothing is loaded; with them, only a promotion that is not there leaves.
    if (mayOpen(context)) {
      expect(event.type).toBe('xstate.done.actor.loadPromotion');
      expect(event.output).toBeNull();
    } else expect(history).toEqual([]);
  },
};
