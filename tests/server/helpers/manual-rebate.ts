import * as z from 'zod/mini';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { gameRoundSchema } from '../../../shared/contract/calls/game-round.ts';
import type { AppEnv } from '../../../server/http/app-env.ts';
import { launchTicket, spin, type PickedGame } from './cashier-records.ts';
import { call, type JsonAnswer } from './test-app.ts';

// The manual rebate's calls as the site makes them (requirements D3), and rounds played through
// the real play call (docs/api.md "Cashier" → Rounds), so the rebate reads what a member played.

type App = Hono<AppEnv>;

/** Plays one round of `game` at `stake` through the launch ticket and the demo page's call. */
export async function play(app: App, token: string, game: PickedGame, stake: string) {
  const ticket = await launchTicket(app, token, game.id);
  const answer = await spin(app, game.code, { ticket, stake });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return z.parse(gameRoundSchema, answer.body.value);
}

export function summary(app: App, token: string): Promise<JsonAnswer> {
  return call(app, '/wps/rewards/rebate', { headers: { Authorization: token } });
}

export function claim(app: App, token: string, key: string | null): Promise<JsonAnswer> {
  return call(app, '/wps/rewards/rebate/claims', {
    method: 'POST',
    headers:
      key === null ? { Authorization: token } : { Authorization: token, 'Idempotency-Key': key },
  });
}

export function history(app: App, token: string, query = ''): Promise<JsonAnswer> {
  return call(app, `/wps/rewards/rebate/claims${query}`, { headers: { Authorization: token } });
}
