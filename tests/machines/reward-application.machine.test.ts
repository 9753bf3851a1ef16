import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  canSubmit,
  pictureProblem,
  submissionOf,
  rewardApplicationMachine,
  type Picture,
  type PictureFile,
  type RewardAnswer,
  type RewardApplicationInput,
  type RewardPromotion,
  type RewardSubmission,
} from '../../machines/reward-application.machine.ts';
import { describeChartModel } from './helpers/describe-chart-model.ts';
import { rewardApplicationOracle } from './oracles/reward-application.oracle.ts';

const promotion = (remarkRequired: boolean, imageRequired: boolean): RewardPromotion => ({
  id: 104,
  title: 'Bonus',
  remarkRequired,
  imageRequired,
});
const png: PictureFile = { name: 'a.png', type: 'image/png', size: 1000 };
const exe: PictureFile = { name: 'a.exe', type: 'application/octet-stream', size: 1000 };
const picture: Picture = { name: 'a.png', dataUrl: 'data:image/png;base64,AA==' };

const both = { type: 'xstate.done.actor.loadPromotion', output: promotion(true, true) };
const remark = { type: 'remark.changed', value: ' my id is 42 ' };
const choose = { type: 'pictures.chosen', files: [png] };
const read = { type: 'xstate.done.actor.readPictures', output: [picture] };
const submit = { type: 'reward.submit' };

const events = [
  both,
  { type: 'xstate.done.actor.loadPromotion', output: promotion(false, false) },
  { type: 'xstate.done.actor.loadPromotion', output: null },
  { type: 'xstate.error.actor.loadPromotion', error: { code: 'network.offline' } },
  { type: 'reward.retry' },
  remark,
  choose,
  { type: 'pictures.chosen', files: [exe] },
  { type: 'picture.removed', index: 0 },
  read,
  { type: 'xstate.error.actor.readPictures', error: new Error('unreadable') },
  submit,
  { type: 'reward.cancel' },
  { type: 'xstate.after.submitLoading.rewardApplication.submitting' },
  {
    type: 'xstate.done.actor.submitReward',
    output: { success: true, status: 'Applying' } satisfies RewardAnswer,
  },
  {
    type: 'xstate.done.actor.submitReward',
    output: { success: false, status: 'Close' } satisfies RewardAnswer,
  },
  { type: 'xstate.error.actor.submitReward', error: { code: 'upload.type' } },
];

describeChartModel('reward application chart (model-based)', rewardApplicationMachine, {
  oracle: rewardApplicationOracle,
  models: {
    member: {
      input: { promotionId: 104, hasSession: true } satisfies RewardApplicationInput,
      events,
      sequences: [
        // Cancel returns to a form the model reaches by a shorter path: write, choose, then cancel.
        [both, remark, choose, read, { type: 'reward.cancel' }],
        // A fourth picture is refused by count; the loading message ends after its time, a second tap sends nothing.
        [
          both,
          choose,
          read,
          choose,
          read,
          choose,
          read,
          choose,
          remark,
          submit,
          { type: 'xstate.after.submitLoading.rewardApplication.submitting' },
          submit,
        ],
        // Removing the first of two pictures keeps the second.
        [
          both,
          choose,
          { ...read, output: [picture] },
          choose,
          { ...read, output: [{ ...picture, name: 'b.png' }] },
          { type: 'picture.removed', index: 0 },
        ],
        // A failed load, then Retry: the error goes, and the promotion loads.
        [
          { type: 'xstate.error.actor.loadPromotion', error: { code: 'network.offline' } },
          { type: 'reward.retry' },
          both,
        ],
      ],
    },
    // Without a session, an id, or with id 0, the chart leaves at once.
    visitor: {
      input: { promotionId: 104, hasSession: false } satisfies RewardApplicationInput,
      events: [],
    },
    'no id': {
      input: { promotionId: null, hasSession: true } satisfies RewardApplicationInput,
      events: [],
    },
    'id 0': {
      input: { promotionId: 0, hasSession: true } satisfies RewardApplicationInput,
      events: [],
    },
  },
});

describe('reward application chart (rules)', () => {
  it('enables submit by the four rules of requirements B5', () => {
    const state = (
      remarkRequired: boolean,
      imageRequired: boolean,
      remarks: string,
      pictures: Picture[],
    ) => canSubmit({ promotion: promotion(remarkRequired, imageRequired), remarks, pictures });
    expect(state(true, true, 'x', [])).toBe(false);
    expect(state(true, true, '  ', [picture])).toBe(false);
    expect(state(true, true, 'x', [picture])).toBe(true);
    expect(state(false, true, '', [])).toBe(false);
    expect(state(false, true, '', [picture])).toBe(true);
    expect(state(true, false, '', [])).toBe(false);
    expect(state(true, false, 'x', [])).toBe(true);
    expect(state(false, false, '', [])).toBe(true);
  });

  it('refuses submit and sends the id alone while no promotion is known', () => {
    expect(canSubmit({ promotion: null, remarks: 'x', pictures: [picture] })).toBe(false);
    const context = {
      promotionId: 104,
      hasSession: true,
      promotion: null,
      remarks: 'x',
      pictures: [picture],
      pictureError: null,
      submitError: null,
      pendingFiles: [],
      loadingShown: false,
    };
    expect(submissionOf(context)).toEqual({ promotionId: 104 });
  });

  it('judges a choice of files: count, then type, then size', () => {
    expect(pictureProblem([png], 0)).toBeNull();
    expect(pictureProblem([{ name: 'B.JPG', type: '', size: 5_242_880 }], 2)).toBeNull();
    expect(pictureProblem([png, png], 2)).toBe('upload.count');
    expect(pictureProblem([exe], 0)).toBe('upload.type');
    expect(pictureProblem([{ name: 'a.gif', type: 'image/gif', size: 1 }], 0)).toBe('upload.type');
    expect(pictureProblem([{ ...png, size: 5_242_881 }], 0)).toBe('upload.size');
    // Every file counts: one bad file among good ones refuses the choice.
    expect(pictureProblem([png, exe], 0)).toBe('upload.type');
    expect(pictureProblem([png, { ...png, size: 5_242_881 }], 0)).toBe('upload.size');
    // The type is read case-blind; a name only counts by its real extension.
    expect(pictureProblem([{ name: 'scan', type: 'IMAGE/PNG', size: 1 }], 0)).toBeNull();
    expect(pictureProblem([{ name: 'a.png.exe', type: '', size: 1 }], 0)).toBe('upload.type');
  });

  function start(
    answer: () => Promise<RewardAnswer>,
    shown: RewardPromotion = promotion(true, true),
  ) {
    vi.useFakeTimers();
    const submitReward = vi.fn((_input: RewardSubmission) => answer());
    const showSubmitted = vi.fn();
    const actor = createActor(
      rewardApplicationMachine.provide({
        actors: {
          loadPromotion: fromPromise(async (): Promise<RewardPromotion | null> => shown),
          readPictures: fromPromise(async () => [picture]),
          submitReward: fromPromise(({ input }) => submitReward(input)),
        },
        actions: { showSubmitted },
      }),
      { input: { promotionId: 104, hasSession: true } },
    ).start();
    return { actor, submitReward, showSubmitted };
  }

  it('sends remark and pictures once, keeps loading at most 10 s, and ends submitted', async () => {
    let settle: (answer: RewardAnswer) => void = () => undefined;
    const { actor, submitReward, showSubmitted } = start(
      () => new Promise((resolve) => (settle = resolve)),
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'remark.changed', value: `  ${'x'.repeat(150)}` });
    expect(actor.getSnapshot().context.remarks).toHaveLength(140);
    actor.send({ type: 'pictures.chosen', files: [png] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'reward.submit' });
    actor.send({ type: 'reward.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submitReward).toHaveBeenCalledTimes(1);
    expect(submitReward.mock.calls[0]?.[0]).toEqual({
      promotionId: 104,
      remarks: 'x'.repeat(138),
      pictures: [picture.dataUrl],
    });
    expect(actor.getSnapshot().context.loadingShown).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().context.loadingShown).toBe(false);
    expect(actor.getSnapshot().value).toBe('submitting');
    settle({ success: true, status: 'Applying' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(showSubmitted).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('sends neither remark nor pictures when the promotion needs none, and stays on success false', async () => {
    const { actor, submitReward } = start(
      async () => ({ success: false, status: 'Close' }),
      promotion(false, false),
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'remark.changed', value: 'ignored' });
    actor.send({ type: 'pictures.chosen', files: [png] });
    actor.send({ type: 'reward.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submitReward.mock.calls[0]?.[0]).toEqual({ promotionId: 104 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitError).toBe('reward.refused');
    vi.useRealTimers();
  });

  it('cancel clears remarks and pictures', async () => {
    const { actor } = start(async () => ({ success: true, status: 'Applying' }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'remark.changed', value: 'hello' });
    actor.send({ type: 'pictures.chosen', files: [png] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'pictures.chosen', files: [exe] });
    expect(actor.getSnapshot().context.pictureError).toBe('upload.type');
    actor.send({ type: 'reward.cancel' });
    expect(actor.getSnapshot().context).toMatchObject({
      remarks: '',
      pictures: [],
      pictureError: null,
    });
    vi.useRealTimers();
  });
});
