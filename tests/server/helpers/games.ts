import type { Hono } from 'hono';
import { insertSession } from '../../../server/db/queries/sessions.ts';
import { catalogueSeeder } from '../../../server/db/seed/catalogue.ts';
import { runSeeds } from '../../../server/db/seed/index.ts';
import type { AppEnv } from '../../../server/http/app-env.ts';
import type { GameDto } from '../../../server/services/game-dto.ts';
import { hashSessionToken, newSessionToken } from '../../../server/services/session-token.ts';
import { call, createTestApp } from './test-app.ts';
import type { DatabaseTemplate } from './database-template.ts';
import { openTestDatabase, type TestDatabase } from './test-db.ts';

export type { GameDto };

export interface CatalogueFixture {
  database: TestDatabase;
  app: Hono<AppEnv>;
}

const catalogue: DatabaseTemplate = {
  name: 'catalogue',
  fill: async (db) => void (await runSeeds(db, [catalogueSeeder])),
};

/**
 * A database with the demo catalogue (one per file: the catalogue is read-only in tests). On PGlite
 * it is loaded from a template migrated and seeded once (helpers/database-template.ts): starting an
 * empty cluster, migrating and seeding 2,500 games in every file made these files' setup the slowest.
 */
export async function openCatalogue(): Promise<CatalogueFixture> {
  const database = await openTestDatabase(catalogue);
  return { database, app: createTestApp(database.db) };
}

/**
 * A live session row, as the login call would create it (the login route is not needed for games).
 * Type 0 is a member, 4 a trial player.
 */
export async function sessionToken(
  database: TestDatabase,
  userName: string,
  type = 0,
): Promise<string> {
  const token = newSessionToken();
  await insertSession(database.db, {
    tokenHash: hashSessionToken(token),
    userName,
    merchantCode: 'bdbt',
    type,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

export interface GamePage {
  games: GameDto[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** GET the game list with these query parameters; fails the test on anything but success. */
export async function gameList(
  app: Hono<AppEnv>,
  query: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<GamePage> {
  const answer = await call(
    app,
    `/wps/relay/GCSGAME_gameList?${new URLSearchParams(query).toString()}`,
    { headers },
  );
  if (answer.status !== 200 || !answer.body.success)
    throw new Error(`game list refused: ${JSON.stringify(answer.body)}`);
  return answer.body.value as GamePage;
}
