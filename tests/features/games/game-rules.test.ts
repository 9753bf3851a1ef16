import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { gameVendorsSchema } from '../../../src/api/endpoints/game-vendors';
import { favouriteIdsQueryOptions } from '../../../src/api/endpoints/favourite-ids';
import { toggleFavourite } from '../../../src/features/games/actors/favourite-toggle';
import { launchQuery } from '../../../src/features/games/actors/launch-query';
import { gamePageUrl } from '../../../src/features/games/actors/use-launch-game';
import { filterCount, panelErrors, toggled } from '../../../src/features/games/filter-panel';
import { visitImageCdn } from '../../../src/lib/game-images';
import { hasFilterQuery, parseGameSearch } from '../../../src/features/games/game-search-params';
import { game } from '../../machines/helpers/games';

const vendors = gameVendorsSchema.parse({
  sorting: [{ gameCategory: 'ELOTT', vendorNames: ['TCG_LOTTO_VN'] }],
  vendors: { ELOTT: [] },
});

describe('launch call of each kind of game (the game launch chart decides who may and whether free)', () => {
  it('launches TCG lotteries with vendor, game code and prize mode (SEA for TCG_SEA)', () => {
    const sea = launchQuery(game(5, { vassalage: 'TCG_SEA', gameCode: '1001' }), vendors, {
      freePlay: false,
    });
    expect(sea).toEqual({ vendor: 'TCG_SEA', gameCode: '1001', prizeMode: 'SEA' });
    const vn = launchQuery(game(6, { vassalage: 'TCG_LOTTO_VN', gameCode: '1002' }), vendors, {
      freePlay: false,
      language: 'EN',
    });
    expect(vn).toEqual({
      vendor: 'TCG_LOTTO_VN',
      gameCode: '1002',
      prizeMode: 'elottery',
      language: 'EN',
    });
  });

  it('launches LOTT and ELOTT with their play type', () => {
    const elott = launchQuery(
      game(7, { vassalage: 'ELOTT', gameCode: '9', playType: 'Entertainment' }),
      vendors,
      { freePlay: false },
    );
    expect(elott).toEqual({ vendor: 'ELOTT', gameCode: '9', playType: 'Entertainment' });
  });

  it('launches everything else generically, with the free-play flag the chart chose', () => {
    const query = launchQuery(game(8, { gameCategory: 'FISH' }), vendors, { freePlay: false });
    expect(query).toEqual({
      category: 'FISH',
      vendor: 'JILI',
      gameId: 'JILI-0008',
      nodeId: 8,
      freeplay: false,
    });
    expect(launchQuery(game(8), vendors, { freePlay: true })).toMatchObject({ freeplay: true });
  });

  it('opens the game page on the API origin', () => {
    expect(gamePageUrl('/games/play/X-1?mode=real', 'https://api.example')).toBe(
      'https://api.example/games/play/X-1?mode=real',
    );
    expect(gamePageUrl('https://g.example/p', '')).toBe('https://g.example/p');
  });
});

describe('favourite heart (requirements B4.4 "Favourites")', () => {
  function cache(ids: number[]) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(favouriteIdsQueryOptions('demo').queryKey, ids);
    const read = () => queryClient.getQueryData(favouriteIdsQueryOptions('demo').queryKey);
    return { queryClient, read };
  }

  it('sends a visitor to the login and calls nothing', async () => {
    const add = vi.fn();
    expect(
      await toggleFavourite(game(1), null, 'add', { queryClient: new QueryClient(), add }),
    ).toEqual({ kind: 'login' });
    expect(add).not.toHaveBeenCalled();
  });

  it('skips adding a game that is already a favourite', async () => {
    const { queryClient } = cache([1]);
    const add = vi.fn();
    expect(await toggleFavourite(game(1), 'demo', 'add', { queryClient, add })).toEqual({
      kind: 'skipped',
    });
    expect(add).not.toHaveBeenCalled();
  });

  it('removes at once, before the server answers, and puts it back when the server refuses', async () => {
    const { queryClient, read } = cache([1, 2]);
    const onRemoved = vi.fn();
    const onRestored = vi.fn();
    let refuse: (error: unknown) => void = () => undefined;
    const remove = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    const pending = toggleFavourite(game(1), 'demo', 'remove', {
      queryClient,
      remove,
      onRemoved,
      onRestored,
    });
    expect(read()).toEqual([2]);
    expect(onRemoved).toHaveBeenCalledWith(1);
    refuse({ code: 'network.offline' });
    expect(await pending).toEqual({ kind: 'failed', code: 'network.offline' });
    expect(read()).toEqual([1, 2]);
    expect(onRestored).toHaveBeenCalledTimes(1);
  });

  it('keeps a change made while the ids load, and asks for them again once the server answered', async () => {
    const queryClient = new QueryClient();
    const key = favouriteIdsQueryOptions('demo').queryKey;
    let answer: (ids: number[]) => void = () => undefined;
    const queryFn = vi.fn(() => new Promise<number[]>((resolve) => (answer = resolve)));
    // The heart's screen watches the ids, as useFavourites does: its subscription starts the fetch.
    const unsubscribe = new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(
      () => undefined,
    );
    let added: () => void = () => undefined;
    const add = vi.fn(() => new Promise<void>((resolve) => (added = resolve)));
    const pending = toggleFavourite(game(1), 'demo', 'add', { queryClient, add });
    // The list's old answer arrives after the tap: the heart stays on.
    answer([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(key)).toEqual([1]);
    queryFn.mockImplementation(async () => [1, 7]);
    added();
    expect(await pending).toEqual({ kind: 'added' });
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual([1, 7]));
    unsubscribe();
  });

  it('adds to the front of the ids', async () => {
    const { queryClient, read } = cache([2]);
    const add = vi.fn(async () => undefined);
    expect(await toggleFavourite(game(1), 'demo', 'add', { queryClient, add })).toEqual({
      kind: 'added',
    });
    expect(add).toHaveBeenCalledWith(game(1));
    expect(read()).toEqual([1, 2]);
  });
});

describe('filter panel and query', () => {
  it('toggles a choice off when chosen again and counts vendor and classify', () => {
    expect(toggled<string | null>('PG', 'PG', null)).toBeNull();
    expect(toggled<string | null>(null, 'PG', null)).toBe('PG');
    expect(filterCount({ vendor: 'PG', classify: 'SLOT' }, '')).toBe(2);
    expect(filterCount({ vendor: null, classify: 'BG' }, 'BG')).toBe(0);
  });

  it('accepts amounts and whole line counts, or nothing', () => {
    expect(panelErrors({ minBet: '0.5', minLine: '25' })).toEqual({});
    expect(panelErrors({ minBet: '', minLine: '' })).toEqual({});
    expect(panelErrors({ minBet: '1.234', minLine: '2.5' })).toEqual({
      minBet: 'amount',
      minLine: 'whole',
    });
  });

  it('reads vassalage, gameClassify, dataType and gameType and drops what is malformed', () => {
    expect(
      parseGameSearch({
        vassalage: 'AV,AI',
        gameClassify: 'FeatureBuy',
        dataType: 'hot',
        lang: 'EN',
      }),
    ).toEqual({
      vassalage: 'AV,AI',
      gameClassify: 'FeatureBuy',
      dataType: 'HOT',
    });
    expect(parseGameSearch({ vassalage: '<script>', dataType: 'nope', gameType: 'rng' })).toEqual({
      gameType: 'RNG',
    });
    expect(hasFilterQuery({})).toBe(false);
    expect(hasFilterQuery({ ...({ lang: 'EN' } as object) })).toBe(false);
    expect(hasFilterQuery({ vassalage: 'AV' })).toBe(true);
  });

  it('picks one image CDN per visit', () => {
    const first = visitImageCdn(['https://a.example', 'https://b.example'], () => 0.9);
    expect(first).toBe('https://b.example');
    expect(visitImageCdn(['https://a.example', 'https://b.example'], () => 0)).toBe(first);
  });
});
