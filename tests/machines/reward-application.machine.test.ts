import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  canSubmit,
  pictureProblem,
  rewardApplicationMachine,
  type Picture,
  type PictureFile,
  type RewardAnswer,
  type RewardApplicationInput,
  type RewardPromotion,
  type RewardSubmission,
} from '../../machines/reward-application.machine.ts';
import { modelPaths, runPath, uncovered, type ModelOptions, type Path } from './helpers/model-runner.ts';

const promotion = (remarkRequired: boolean, imageRequired: boolean): RewardPromotion => ({ id: 104, title: 'Bonus', remarkRequired, imageRequired });
const png: PictureFile = { name: 'a.png', type: 'image/png', size: 1000 };
const exe: PictureFile = { name: 'a.exe', type: 'application/octet-stream', size: 1000 };
const picture: Picture = { name: 'a.png', dataUrl: 'data:image/png;base64,AA==' };

const events: ModelOptions['events'] = [
  { type: 'xstate.done.actor.loadPromotion', output: promotion(true, true) },
  { type: 'xstate.done.actor.loadPromotion', output: promotion(false, false) },
  { type: 'xstate.done.actor.loadPromotion', output: null },
  { type: 'xstate.error.actor.loadPromotion', error: { code: 'network.offline' } },
  { type: 'reward.retry' },
  { type: 'remark.changed', value: 'my id is 42' },
  { type: 'pictures.chosen', files: [png] },
  { type: 'pictures.chosen', files: [exe] },
  { type: 'picture.removed', index: 0 },
  { type: 'xstate.done.actor.readPictures', output: [picture] },
  { type: 'xstate.error.actor.readPictures', error: new Error('unreadable') },
  { type: 'reward.submit' },
  { type: 'reward.cancel' },
  { type: 'xstate.after.submitLoading.rewardApplication.submitting' },
  { type: 'xstate.done.actor.submitReward', output: { success: true, status: 'Applying' } satisfies RewardAnswer },
  { type: 'xstate.done.actor.submitReward', output: { success: false, status: 'Close' } satisfies RewardAnswer },
  { type: 'xstate.error.actor.submitReward', error: { code: 'upload.type' } },
];

const member: ModelOptions = { input: { promotionId: 104, hasSession: true } satisfies RewardApplicationInput, events };
const visitor: ModelOptions = { input: { promotionId: 104, hasSession: false } satisfies RewardApplicationInput, events };
const noId: ModelOptions = { input: { promotionId: null, hasSession: true } satisfies RewardApplicationInput, events };

const memberPaths = modelPaths(rewardApplicationMachine, member);
// Cancel returns to a state the model reaches by a shorter path, so no shortest path takes it.
// This path writes a remark, then cancels back to the empty form. The model drops paths that
// are prefixes of longer ones, so the steps are looked up inside the paths. Contexts are
// compared as JSON: the chart keeps the key order of `emptyForm`.
const emptyForm = {
  ...(member.input as RewardApplicationInput),
  promotion: promotion(true, true),
  remarks: '',
  pictures: [],
  pictureError: null,
  submitError: null,
  pendingFiles: [],
  loadingShown: false,
};
function stepsTo(context: object): Path['steps'] {
  for (const path of memberPaths) {
    const index = path.steps.findIndex((step) => step.state.value === 'editing' && JSON.stringify(step.state.context) === JSON.stringify(context));
    if (index >= 0) return path.steps.slice(0, index + 1);
  }
  throw new Error(`the model no longer reaches ${JSON.stringify(context)}`);
}
const written = stepsTo({ ...emptyForm, remarks: 'my id is 42' });
const emptied = stepsTo(emptyForm).at(-1)!.state;
memberPaths.push({ description: 'writes a remark, then cancels', state: emptied, steps: [...written, { state: emptied, event: { type: 'reward.cancel' } }] });

const visitorPaths = modelPaths(rewardApplicationMachine, visitor);
const noIdPaths = modelPaths(rewardApplicationMachine, noId);

describe('reward application chart (model-based)', () => {
  it.each(memberPaths.map((p) => [p.description, p] as const))('member: %s', async (_, path) => {
    await runPath(rewardApplicationMachine, path, member);
  });
  it.each(visitorPaths.map((p) => [p.description, p] as const))('visitor: %s', async (_, path) => {
    await runPath(rewardApplicationMachine, path, visitor);
  });
  it.each(noIdPaths.map((p) => [p.description, p] as const))('no id: %s', async (_, path) => {
    await runPath(rewardApplicationMachine, path, noId);
  });

  it('reaches every state and takes every transition', () => {
    expect(uncovered(rewardApplicationMachine, [...memberPaths, ...visitorPaths, ...noIdPaths])).toEqual({ states: [], transitions: [] });
  });
});

describe('reward application chart (rules)', () => {
  it('enables submit by the four rules of spec 001 §5', () => {
    const state = (remarkRequired: boolean, imageRequired: boolean, remarks: string, pictures: Picture[]) =>
      canSubmit({ promotion: promotion(remarkRequired, imageRequired), remarks, pictures });
    expect(state(true, true, 'x', [])).toBe(false);
    expect(state(true, true, '  ', [picture])).toBe(false);
    expect(state(true, true, 'x', [picture])).toBe(true);
    expect(state(false, true, '', [])).toBe(false);
    expect(state(false, true, '', [picture])).toBe(true);
    expect(state(true, false, '', [])).toBe(false);
    expect(state(true, false, 'x', [])).toBe(true);
    expect(state(false, false, '', [])).toBe(true);
  });

  it('judges a choice of files: count, then type, then size', () => {
    expect(pictureProblem([png], 0)).toBeNull();
    expect(pictureProblem([{ name: 'B.JPG', type: '', size: 5_242_880 }], 2)).toBeNull();
    expect(pictureProblem([png, png], 2)).toBe('upload.count');
    expect(pictureProblem([exe], 0)).toBe('upload.type');
    expect(pictureProblem([{ name: 'a.gif', type: 'image/gif', size: 1 }], 0)).toBe('upload.type');
    expect(pictureProblem([{ ...png, size: 5_242_881 }], 0)).toBe('upload.size');
  });

  function start(answer: () => Promise<RewardAnswer>, shown: RewardPromotion = promotion(true, true)) {
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
    const { actor, submitReward, showSubmitted } = start(() => new Promise((resolve) => (settle = resolve)));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'remark.changed', value: `  ${'x'.repeat(150)}` });
    expect(actor.getSnapshot().context.remarks).toHaveLength(140);
    actor.send({ type: 'pictures.chosen', files: [png] });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'reward.submit' });
    actor.send({ type: 'reward.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(submitReward).toHaveBeenCalledTimes(1);
    expect(submitReward.mock.calls[0]?.[0]).toEqual({ promotionId: 104, remarks: 'x'.repeat(138), pictures: [picture.dataUrl] });
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
    const { actor, submitReward } = start(async () => ({ success: false, status: 'Close' }), promotion(false, false));
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
    expect(actor.getSnapshot().context).toMatchObject({ remarks: '', pictures: [], pictureError: null });
    vi.useRealTimers();
  });
});
