import { describe, expect, it } from 'vitest';
import { TRIAL_TYPE } from '../../shared/contract/member-types.ts';
import {
  FREE_REJECT_MS,
  mayPlayFree,
  offersFreePlay,
} from '../../machines/games/free-play-rules.ts';
import { TIMINGS } from '../requirements/timings.ts';

describe('free-play rules', () => {
  it.each([0, 1, 2])('lets a member of type %i with a session play free', (type) => {
    expect(mayPlayFree(type)).toBe(true);
  });

  it.each([4, 3, 40, 41, 42, 99])('refuses type %i', (type) => {
    expect(mayPlayFree(type)).toBe(false);
  });

  it('refuses a visitor without a session', () => {
    expect(mayPlayFree(null)).toBe(false);
  });

  it('shows the refusal for 2 s (requirements A8.2); the trial type is 4', () => {
    expect(FREE_REJECT_MS).toBe(TIMINGS.freeReject.ms);
    expect(TRIAL_TYPE).toBe(4);
  });

  it.each([
    [{ supportPlay: 0, freeplay: 0 }, true],
    [{ supportPlay: 1, freeplay: 1 }, true],
    [{ supportPlay: 0, freeplay: 1 }, true],
    [{ supportPlay: 1, freeplay: 0 }, false],
    [{ supportPlay: 2, freeplay: 2 }, false],
  ])('a game %o offers free play: %s', (game, offered) => {
    expect(offersFreePlay(game)).toBe(offered);
  });
});
