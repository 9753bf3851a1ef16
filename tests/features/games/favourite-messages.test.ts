import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { favouriteIdsQueryOptions } from '../../../src/api/endpoints/favourite-ids';
import { toggleFavourite } from '../../../src/features/games/actors/favourite-toggle';
import { toast } from '../../../src/ui/toast/toast-store';

// The server caps favourites (docs/api.md: 409 favourite.limit.reached, 1,000 for a member and 200 for
// a trial player); the heart's failure toast must say why instead of "Unknown error".
describe('the favourite toggle’s refusals', () => {
  afterEach(() => toast.clear());

  it('a full favourites list is told in the toggle’s own words; other refusals go to the screen', async () => {
    i18n.load('en', {});
    i18n.activate('en');
    const queryClient = new QueryClient();
    queryClient.setQueryData(favouriteIdsQueryOptions('demo').queryKey, [2]);
    const showFailure = vi.fn();
    const game = { nodeId: 1 } as Parameters<typeof toggleFavourite>[0];
    const full = vi.fn(() =>
      Promise.reject(Object.assign(new Error('full'), { code: 'favourite.limit.reached' })),
    );
    expect(
      await toggleFavourite(game, 'demo', 'add', { queryClient, add: full, showFailure }),
    ).toEqual({ kind: 'failed', code: 'favourite.limit.reached' });
    expect(toast.getSnapshot().map((shown) => [shown.style, shown.message])).toEqual([
      ['fail', 'Your favourites list is full. Remove a game to add another.'],
    ]);
    expect(showFailure).not.toHaveBeenCalled();

    const offline = vi.fn(() =>
      Promise.reject(Object.assign(new Error('offline'), { code: 'network.offline' })),
    );
    await toggleFavourite(game, 'demo', 'add', { queryClient, add: offline, showFailure });
    expect(showFailure).toHaveBeenCalledWith('network.offline');
  });
});
