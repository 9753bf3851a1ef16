import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { contentSeeder } from '../../../server/db/seed/content.ts';
import { resetToSeed, runSeeds } from '../../../server/db/seed/index.ts';
import type { AppEnv } from '../../../server/http/app-env.ts';
import { sessionToken } from './games.ts';
import { call, createTestApp, overrideSite, type JsonAnswer } from './test-app.ts';
import { openTestDatabase, type TestDatabase } from './test-db.ts';

export { sessionToken };

export interface ContentFixture {
  database: TestDatabase;
  app: Hono<AppEnv>;
}

/** A database with the demo content (announcements, help, inbox, wallets, contracts…), no catalogue. */
export async function openContent(): Promise<ContentFixture> {
  const database = await openTestDatabase();
  await runSeeds(database.db, [contentSeeder]);
  return { database, app: createTestApp(database.db) };
}

/** Back to the seeded content (and no overrides or sessions), for tests that change player state. */
export async function resetContent(fixture: ContentFixture): Promise<void> {
  await resetToSeed(fixture.database.db, [contentSeeder]);
}

export type ContentTokens = Awaited<ReturnType<typeof tokens>>;

/**
 * The hooks every content test file shares: the fixture opened once for the file, reset to the seed
 * and fresh tokens before each test. Read `content.fixture` and `content.token` inside tests.
 */
export function useContentFixture(): { fixture: ContentFixture; token: ContentTokens } {
  const content = {} as { fixture: ContentFixture; token: ContentTokens };
  beforeAll(async () => {
    content.fixture = await openContent();
  });
  afterAll(async () => content.fixture.database.close());
  beforeEach(async () => {
    await resetContent(content.fixture);
    content.token = await tokens(content.fixture);
  });
  return content;
}

export const auth = (token: string) => ({ Authorization: token });

/** Tokens of the seeded players as the login call would create them (type 0 member, 3 agent, 4 trial). */
export async function tokens(fixture: ContentFixture) {
  return {
    player: await sessionToken(fixture.database, 'demo_player'),
    second: await sessionToken(fixture.database, 'demo_player2'),
    agent: await sessionToken(fixture.database, 'demo_agent', 3),
    trial: await sessionToken(fixture.database, 'trial_0123456789', 4),
  };
}

export function expectFailure(answer: JsonAnswer, status: number, errorCode: string): void {
  expect(
    [answer.status, answer.body.success, answer.body.errorCode],
    JSON.stringify(answer.body),
  ).toEqual([status, false, errorCode]);
  expect(answer.body.message).toEqual(expect.any(String));
}

/** 400 request_param_err naming `field` among `value.fields`, each with a reason. */
export function expectFieldError(
  answer: JsonAnswer,
  field: string,
  errorCode = 'request_param_err',
): void {
  expectFailure(answer, 400, errorCode);
  const fields = (answer.body.value as { fields: { field: string; reason: string }[] }).fields;
  expect(fields.map((entry) => entry.field)).toContain(field);
  expect(fields.every((entry) => entry.reason.length > 0)).toBe(true);
}

/** Switches one top-level white-label module off for the rest of the test (reset with resetContent). */
export async function switchOff(app: Hono<AppEnv>, moduleId: string): Promise<void> {
  await overrideSite(app, { whitelabel: [{ moduleId, enabled: false }] });
}

export { call };
