import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PromotionDetailScreen } from '../../../src/features/promotions/components/promotion-detail-screen';
import { PromotionListScreen } from '../../../src/features/promotions/components/promotion-list-screen';
import { renderInRouter } from '../../helpers/render-in-router';
import { entry, member, seededClient, signIn } from './content-fixtures';

const join = vi.hoisted(() => vi.fn());
const claim = vi.hoisted(() => vi.fn());
vi.mock('../../../src/api/endpoints/join-promotion', () => ({ joinPromotion: join }));
vi.mock('../../../src/api/endpoints/claim-reward', () => ({ claimReward: claim }));

afterEach(() => {
  signIn(null);
  join.mockReset();
  claim.mockReset();
});

function renderScreen(
  ui: () => React.ReactElement,
  promotions: unknown[],
  session = member as typeof member | null,
  banners: unknown[] = [],
) {
  signIn(session);
  const client = seededClient(
    ['PR', 'B'],
    { promotion: promotions, banners },
    session,
    'm_promotion',
  );
  const view = renderInRouter(
    () => <QueryClientProvider client={client}>{ui()}</QueryClientProvider>,
    {
      entries: ['/activity'],
      paths: ['/activityDetail', '/applyReward', '/login'],
    },
  );
  return { client, view };
}

describe('promotion list', () => {
  it('shows each promotion with a sized picture, its title, YYYY/MM/DD dates and a view link', async () => {
    const { view } = renderScreen(
      () => <PromotionListScreen />,
      [entry(101), entry(102, { noExpiry: 1, endDate: null })],
    );
    const { router, user } = await view;
    const list = screen.getByRole('list', { name: 'Promotions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Entry 101' })).toBeTruthy();
    expect(within(items[0]!).getByText('2026/11/01 – 2026/12/31')).toBeTruthy();
    expect(within(items[1]!).getByText('2026/11/01 – long term')).toBeTruthy();
    const picture = items[0]!.querySelector('img');
    expect(picture?.getAttribute('width')).toBe('720');
    expect(picture?.getAttribute('height')).toBe('360');
    await user.click(within(items[1]!).getByRole('link', { name: 'View Entry 102' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activityDetail'));
    expect(router.state.location.search).toEqual({ id: 102 });
  });
});

describe('promotion detail', () => {
  it('sanitises the content and shows the status as the action element', async () => {
    const { view } = renderScreen(
      () => <PromotionDetailScreen id={111} />,
      [
        entry(111, {
          status: 'Close',
          content:
            '<p>Rules</p><img src=x onerror="window.__hit=1"><script>window.__hit=2</script>',
        }),
      ],
    );
    const { container } = await view;
    expect(screen.getByRole('heading', { name: 'Entry 111' })).toBeTruthy();
    expect(screen.getByText('Rules')).toBeTruthy();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect((screen.getByRole('button', { name: 'Closed' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('sends a visitor pressing Join to the login popup', async () => {
    const { view } = renderScreen(() => <PromotionDetailScreen id={102} />, [entry(102)], null);
    const { router, user } = await view;
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(join).not.toHaveBeenCalled();
  });

  it('joins for a member and refreshes the announcement lists', async () => {
    join.mockResolvedValue({ success: true, status: 'Joined' });
    const { view, client } = renderScreen(() => <PromotionDetailScreen id={102} />, [entry(102)]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { user } = await view;
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['announcements'] }));
    expect(join).toHaveBeenCalledWith(102);
  });

  it('claims a sign-up reward, and opens the application form for an APPLY promotion', async () => {
    claim.mockResolvedValue({ success: true, status: 'Claimed' });
    const first = renderScreen(
      () => <PromotionDetailScreen id={101} />,
      [entry(101, { status: 'Claim' })],
    );
    const a = await first.view;
    await a.user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(claim).toHaveBeenCalledWith(101, expect.any(String)));
    a.unmount();

    const second = renderScreen(
      () => <PromotionDetailScreen id={104} />,
      [entry(104, { status: 'Claim', promotionType: 'APPLY' })],
    );
    const b = await second.view;
    await b.user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(b.router.state.location.pathname).toBe('/applyReward'));
    expect(b.router.state.location.search).toEqual({ id: 104 });
  });
});
