import { expect } from 'vitest';
import type { GameLaunchContext } from '../../../machines/game-launch.machine.ts';
import { TIMINGS } from '../../requirements/timings.ts';
import {
  actionsIn,
  invocationsIn,
  type Effect,
  type Oracle,
  type StepView,
} from '../helpers/chart-model.ts';

type Step = StepView<GameLaunchContext>;

// The rules restated here, not imported from the chart: members of types 0, 1 and 2 may play
// free; type 4 is a trial player; a game offers free play when supportPlay is 0 or freeplay 1.
const MEMBER_TYPES = [0, 1, 2];
const TRIAL = 4;
const offersFree = (context: GameLaunchContext) =>
  context.game.supportPlay === 0 || context.game.freeplay === 1;
const mayPlayFree = (context: GameLaunchContext) =>
  context.sessionType !== null && MEMBER_TYPES.includes(context.sessionType);

const actionNames = (effects: Effect[]) =>
  actionsIn(effects).map((effect) => ('action' in effect ? effect.action : ''));

/** A tap that ends before any launch: exactly these actions, no call, nothing running. */
const endedWithout = ({ history, running, hasTag }: Step, actions: Effect[]) => {
  expect(actionsIn(history)).toEqual(actions);
  expect(invocationsIn(history)).toEqual([]);
  expect(running).toEqual([]);
  expect(hasTag('busy')).toBe(false);
};

/** What must hold in each state of the game launch chart. */
export const gameLaunchOracle: Oracle<GameLaunchContext> = {
  // Passed through within the start.
  deciding: ({ context }) => {
    expect(context.errorCode).toBeNull();
    expect(context.gameUrl).toBeNull();
  },
  refusingFreePlay: (step) => {
    const { context, snapshot } = step;
    expect(context.askedFreePlay).toBe(true);
    expect(mayPlayFree(context)).toBe(false);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ kind: 'refused', code: 'free_reject' });
    // Shown for 2 s (requirements A8.2); a visitor is refused too, not sent to the login.
    endedWithout(step, [
      {
        action: 'showRefusal',
        params: { code: 'free_reject', durationMs: TIMINGS.freeReject.ms },
      },
    ]);
  },
  sendingToLogin: (step) => {
    expect(step.context.sessionType).toBeNull();
    expect(step.context.askedFreePlay).toBe(false);
    expect(step.snapshot.output).toEqual({ kind: 'login' });
    endedWithout(step, [{ action: 'openLogin' }]);
  },
  refusingTrial: (step) => {
    expect(step.context.sessionType).toBe(TRIAL);
    expect(offersFree(step.context)).toBe(false);
    expect(step.snapshot.output).toEqual({ kind: 'refused', code: 'trial.not.allowed' });
    endedWithout(step, [{ action: 'showRefusal', params: { code: 'trial.not.allowed' } }]);
  },
  launching: ({ context, effects, history, running, hasTag, entered }) => {
    expect(context.sessionType).not.toBeNull();
    if (context.askedFreePlay) expect(mayPlayFree(context)).toBe(true);
    if (context.sessionType === TRIAL) expect(offersFree(context)).toBe(true);
    expect(hasTag('busy')).toBe(true);
    expect(running).toEqual(['launchGame']);
    expect(actionNames(history)).toEqual(['showLaunching']);
    if (entered) {
      expect(actionsIn(effects)).toEqual([
        { action: 'showLaunching', params: { nodeId: context.game.nodeId } },
      ]);
      // Free when the game offers it and the player is a trial player or a member who asked.
      const free = offersFree(context) && (context.sessionType === TRIAL || context.askedFreePlay);
      expect(invocationsIn(effects)).toEqual([
        { invoke: 'launchGame', id: 'launchGame', input: { game: context.game, freePlay: free } },
      ]);
    }
  },
  opening: ({ context, snapshot, history, running, hasTag, event }) => {
    const url = (event as { output?: { gameUrl: string } }).output?.gameUrl;
    expect(url).toBeTruthy();
    expect(context.gameUrl).toBe(url);
    expect(snapshot.output).toEqual({ kind: 'opened', url });
    // The spinner goes, the recent list is asked again, then the page opens; nothing else.
    expect(actionsIn(history)).toEqual([
      { action: 'showLaunching', params: { nodeId: context.game.nodeId } },
      { action: 'hideLaunching' },
      { action: 'forgetRecentGames' },
      { action: 'openGamePage', params: { url } },
    ]);
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
  },
  failed: ({ context, snapshot, history, running, hasTag, event }) => {
    const code = ((event as { error?: { code?: string } }).error ?? {}).code;
    expect(context.errorCode).toBe(code);
    expect(snapshot.output).toEqual({ kind: 'failed', code });
    expect(actionsIn(history)).toEqual([
      { action: 'showLaunching', params: { nodeId: context.game.nodeId } },
      { action: 'hideLaunching' },
      { action: 'showFailure', params: { code } },
    ]);
    expect(actionNames(history)).not.toContain('openGamePage');
    expect(running).toEqual([]);
    expect(hasTag('busy')).toBe(false);
  },
};
