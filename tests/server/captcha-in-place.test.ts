import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaChallenges } from '../../server/db/schema.ts';
import { checkCaptcha, issueCaptcha } from '../../server/services/captcha.ts';
import { openTestDatabase, type TestDatabase } from './helpers/test-db.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());
beforeEach(async () => {
  await database.db.delete(captchaChallenges);
});

async function onlyRow() {
  const rows = await database.db.select().from(captchaChallenges);
  expect(rows).toHaveLength(1);
  return rows[0] as (typeof rows)[number];
}

describe('a returning client’s captcha', () => {
  it('is rewritten in its row (same id and creation time) and can be answered again after a use', async () => {
    const issuedAt = new Date(Date.now() - 60_000);
    await issueCaptcha(database.db, 'client-a', true, issuedAt);
    const first = await onlyRow();
    await checkCaptcha(database.db, 'client-a', first.devAnswer ?? '');
    expect((await onlyRow()).usedAt).not.toBeNull();

    await issueCaptcha(database.db, 'client-a', true);
    const second = await onlyRow();
    expect(second).toMatchObject({ id: first.id, createdAt: issuedAt, usedAt: null });
    expect(second.expiresAt.getTime()).toBeGreaterThan(first.expiresAt.getTime());
    await expect(
      checkCaptcha(database.db, 'client-a', second.devAnswer ?? ''),
    ).resolves.toBeUndefined();
    // Used up whatever the outcome: the same answer again is refused.
    await expect(
      checkCaptcha(database.db, 'client-a', second.devAnswer ?? ''),
    ).rejects.toMatchObject({ errorCode: 'captcha.invalid' });
  });

  it('no longer takes the answer of the image it replaced', async () => {
    await issueCaptcha(database.db, 'client-b', true);
    const earlier = (await onlyRow()).devAnswer ?? '';
    // A new image may show the same four digits by chance; ask again until it does not.
    let current = earlier;
    while (current === earlier) {
      await issueCaptcha(database.db, 'client-b', true);
      current = (await onlyRow()).devAnswer ?? '';
    }
    await expect(checkCaptcha(database.db, 'client-b', earlier)).rejects.toMatchObject({
      errorCode: 'captcha.invalid',
    });
  });

  it('gets a new row when its earlier one is gone (swept)', async () => {
    await issueCaptcha(database.db, 'client-c', true);
    const swept = await onlyRow();
    await database.db.delete(captchaChallenges);
    await issueCaptcha(database.db, 'client-c', true);
    const fresh = await onlyRow();
    expect(fresh.id).not.toBe(swept.id);
    await expect(
      checkCaptcha(database.db, 'client-c', fresh.devAnswer ?? ''),
    ).resolves.toBeUndefined();
  });

  it('keeps one row per client, apart from other clients', async () => {
    for (let round = 0; round < 3; round += 1)
      for (const client of ['client-d', 'client-e']) await issueCaptcha(database.db, client, false);
    const rows = await database.db.select().from(captchaChallenges);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.clientHash)).size).toBe(2);
    for (const row of rows) expect(row.devAnswer).toBeNull();
  });
});
