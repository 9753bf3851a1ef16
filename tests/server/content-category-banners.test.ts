import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_BANNER_GROUPS } from '../../shared/contract/banner-groups.ts';
import { runSeeds } from '../../server/db/seed/index.ts';
import { contentSeeder } from '../../server/db/seed/content.ts';
import { announcements, seedRuns } from '../../server/db/schema.ts';
import type { AnnouncementDto } from '../../server/services/announcement-dto.ts';
import { checkImage } from '../../server/services/image-check/check-image.ts';
import { auth, call, useContentFixture } from './helpers/content.ts';

// Requirements B9.4: the banner groups of the category screens (m_rng … m_elott), the registration
// popup (m_reg) and the download page (m_download), asked through the announcements call's groupName.

const content = useContentFixture();
const LIST = '/wps/relay/MCSFE_getListAnnouncements';

async function banners(
  group: string,
  headers: Record<string, string> = {},
): Promise<AnnouncementDto[]> {
  const answer = await call(content.fixture.app, `${LIST}?types=B&platform=M&groupName=${group}`, {
    headers,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.value as { banners: AnnouncementDto[] }).banners;
}

// Bengali letters and digits (the taka sign ৳, U+09F3, shows in both languages).
const BENGALI = /[\u0980-\u09EF]/;

describe('the content banner groups (requirements B9.4)', () => {
  it.each(CONTENT_BANNER_GROUPS)(
    '%s: its own banners only, each titled in the language asked, with a picture of its size',
    async (group) => {
      const english = await banners(group, { Language: 'EN' });
      const bengali = await banners(group, { Language: 'BN' });
      expect(english.length, `${group} has demo banners`).toBeGreaterThan(0);
      expect(english.map((banner) => [banner.type, banner.groupName])).toEqual(
        english.map(() => ['B', group]),
      );
      expect(bengali.map((banner) => banner.id)).toEqual(english.map((banner) => banner.id));
      // The title is the picture's alternative text on the site: a real text in each language.
      for (const [index, banner] of english.entries()) {
        expect(banner.title.length).toBeGreaterThan(10);
        expect(banner.title).not.toMatch(BENGALI);
        expect(bengali[index]?.title).toMatch(BENGALI);
      }
      for (const banner of english) {
        const [main] = banner.announcementImages;
        expect(main, `banner ${banner.id} has a picture`).toBeDefined();
        if (main === undefined) continue;
        expect(banner.bannerUrl).toBe(main.url);
        const response = await content.fixture.app.request(main.url);
        expect(response.status).toBe(200);
        expect(await checkImage(new Uint8Array(await response.arrayBuffer()))).toEqual({
          kind: 'image',
          contentType: 'image/png',
          width: main.width,
          height: main.height,
        });
      }
    },
  );

  it('gives members and trial players the same group lists as visitors', async () => {
    for (const group of CONTENT_BANNER_GROUPS) {
      const ids = async (headers: Record<string, string>) =>
        (await banners(group, headers)).map((banner) => banner.id);
      const visitor = await ids({});
      expect(await ids(auth(content.token.player))).toEqual(visitor);
      expect(await ids(auth(content.token.trial))).toEqual(visitor);
    }
  });

  it('rotates only where it should: some groups hold several banners, some one', async () => {
    const counts = await Promise.all(
      CONTENT_BANNER_GROUPS.map(async (group) => (await banners(group)).length),
    );
    expect(counts.some((count) => count > 1)).toBe(true);
    expect(counts.some((count) => count === 1)).toBe(true);
  });

  it('leaves a group that has none empty, and hides a banner once it ended', async () => {
    const [first] = await banners('m_pvp');
    expect(first).toBeDefined();
    if (first === undefined) return;
    await content.fixture.database.db
      .update(announcements)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(announcements.id, first.id));
    expect(await banners('m_pvp')).toEqual([]);
  });

  it('reaches a database seeded before these groups existed when the content seed runs again', async () => {
    const { db } = content.fixture.database;
    const before = await banners('m_download');
    const ids = (await Promise.all(CONTENT_BANNER_GROUPS.map((group) => banners(group)))).flatMap(
      (list) => list.map((banner) => banner.id),
    );
    // The state of a database of content version 1: none of these banners, the seed marked as run.
    await db.delete(announcements).where(inArray(announcements.id, ids));
    await db.update(seedRuns).set({ version: 1 }).where(eq(seedRuns.name, contentSeeder.name));
    expect(await banners('m_download')).toEqual([]);
    expect(await runSeeds(db, [contentSeeder])).toEqual([contentSeeder.name]);
    expect((await banners('m_download')).map((banner) => banner.id)).toEqual(
      before.map((banner) => banner.id),
    );
  });
});
