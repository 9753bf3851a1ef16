import { describe, expect, it } from 'vitest';
import { BannerCache } from '../../server/services/banner-cache.ts';
import { bannerRow } from './helpers/banner-row.ts';

const banner = (id: number, groupName: string) => bannerRow(id, { groupName });

/** A source whose revision the test moves, counting the loads per group. */
function fakeSource() {
  const state = { revision: 1, loads: [] as string[], nextId: 1 };
  return {
    state,
    source: {
      revision: async () => state.revision,
      load: async (groupName: string) => {
        state.loads.push(groupName);
        return [banner(state.nextId++, groupName)];
      },
    },
  };
}

describe('BannerCache', () => {
  it('loads a group once while the revision stays, and again after it moves', async () => {
    const { state, source } = fakeSource();
    const cache = new BannerCache(source);
    const first = await cache.banners('m_home');
    expect(await cache.banners('m_home')).toBe(first);
    expect(state.loads).toEqual(['m_home']);
    state.revision = 2;
    const second = await cache.banners('m_home');
    expect(second).not.toBe(first);
    expect(second[0]?.id).toBe(2);
    expect(state.loads).toEqual(['m_home', 'm_home']);
  });

  it('keeps groups apart', async () => {
    const { state, source } = fakeSource();
    const cache = new BannerCache(source);
    await cache.banners('m_home');
    await cache.banners('m_promotion');
    await cache.banners('m_home');
    await cache.banners('m_promotion');
    expect(state.loads).toEqual(['m_home', 'm_promotion']);
  });
});
