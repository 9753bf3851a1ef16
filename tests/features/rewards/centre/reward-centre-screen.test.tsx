import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { ApiError } from '../../../../src/api/api-error';
import { ANNOUNCEMENTS_KEY } from '../../../../src/api/endpoints/announcements';
import { queryClient } from '../../../../src/api/query-client';
import type { RewardCentreCalls } from '../../../../src/features/rewards/centre/actors/reward-centre.actors';
import { RewardCentreView } from '../../../../src/features/rewards/centre/components/reward-centre-screen';
import { TRIAL_TYPE } from '../../../../src/lib/member-types';
import { clearSession, setSessionInfo } from '../../../../src/lib/storage';
import { MemberGate } from '../../../../src/ui/member-gate';
import type { RewardItem } from '../../../../shared/contract/calls/reward-centre.ts';
import { renderInRouter } from '../../../helpers/render-in-router';

// The reward centre screen (requirements D1): the two tabs, each row's bonus, status, progress,
// reason and time, one claim that moves its row to History and refreshes the promotions (the footer
// badge), the application form for APPLY rewards, contact_service with REWCEN3 off, and the gate.

const base = {
  type: 'JOIN' as const,
  bonusAmount: '500.00',
  completedConditions: null,
  totalConditions: null,
  at: null,
  reason: null,
  tab: 'claimable' as const,
};
const ITEMS: RewardItem[] = [
  { ...base, id: 101, title: 'Welcome bonus', status: 'Claim', bonusAmount: '1500.00' },
  { ...base, id: 104, title: 'Refer a friend', status: 'Claim', type: 'APPLY' },
  {
    ...base,
    id: 103,
    title: 'Slots cashback',
    status: 'Process',
    completedConditions: 2,
    totalConditions: 4,
  },
  { ...base, id: 113, title: 'Weekend tournament', status: 'Join', bonusAmount: null },
  {
    ...base,
    id: 109,
    title: 'Golden fish',
    status: 'Rejected',
    tab: 'history',
    at: '2026-12-05T06:00:00.000Z',
    reason: 'The screenshot does not show the golden fish.',
  },
  {
    ...base,
    id: 110,
    title: 'Jackpot boost',
    status: 'Issued',
    tab: 'history',
    at: '2026-12-07T18:30:00.000Z',
  },
];
const AFTER = ITEMS.map((item) =>
  item.id === 101
    ? {
        ...item,
        status: 'Claimed' as const,
        tab: 'history' as const,
        at: '2026-12-07T19:00:00.000Z',
      }
    : item,
);

function calls(overrides: Partial<RewardCentreCalls> = {}): RewardCentreCalls {
  return {
    loadRewards: vi
      .fn<RewardCentreCalls['loadRewards']>()
      .mockResolvedValueOnce(ITEMS)
      .mockResolvedValue(AFTER),
    claimReward: vi.fn(async () => ({ success: true, status: 'Claimed' as const })),
    ...overrides,
  };
}

function member(type = 0) {
  setSessionInfo({
    token: 't',
    merchantCode: 'bdbt',
    userName: 'rahim',
    type,
    firstTimeLogin: false,
  });
}

async function open(fake: RewardCentreCalls, rewardCentre = true) {
  function Frame() {
    const location = useLocation({ select: (value) => value.href });
    return (
      <>
        <MemberGate>
          {() => <RewardCentreView calls={fake} rewardCentre={rewardCentre} />}
        </MemberGate>
        <output aria-label="path">{location}</output>
      </>
    );
  }
  return renderInRouter(Frame, {
    entries: ['/rewardCenter'],
    paths: ['/login', '/home', '/applyReward', '/activityDetail'],
  });
}

afterEach(() => {
  vi.useRealTimers();
  clearSession();
  queryClient.clear();
});

describe('reward centre screen', () => {
  it('sends a visitor to the login, calling nothing', async () => {
    const fake = calls();
    await open(fake);
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/login'));
    expect(fake.loadRewards).not.toHaveBeenCalled();
  });

  it('refuses a trial player, calling nothing', async () => {
    const fake = calls();
    member(TRIAL_TYPE);
    await open(fake);
    expect(
      screen.getByRole('heading', { name: 'Please login an actual account to use this function' }),
    ).toBeTruthy();
    expect(fake.loadRewards).not.toHaveBeenCalled();
  });

  it('shows the Claimable tab first with bonus, status, progress and the actions of each row', async () => {
    member();
    await open(calls());
    const claimableTab = await screen.findByRole('tab', { name: 'Claimable (4)' });
    expect(claimableTab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Welcome bonus',
      'Refer a friend',
      'Slots cashback',
      'Weekend tournament',
    ]);
    expect(within(rows[0]!).getByText('Bonus ৳1,500.00')).toBeTruthy();
    expect(within(rows[3]!).queryByText(/Bonus/)).toBeNull();
    const bar = within(rows[2]!).getByRole('progressbar', { name: 'Conditions completed' });
    expect([
      bar.getAttribute('aria-valuenow'),
      bar.getAttribute('aria-valuemax'),
      bar.getAttribute('aria-valuetext'),
    ]).toEqual(['2', '4', '2 of 4 conditions']);
    expect(within(rows[2]!).getByText('In progress')).toBeTruthy();
    const join = within(rows[3]!).getByRole('link', { name: 'Join Weekend tournament' });
    expect(join.getAttribute('href')).toContain('/activityDetail?id=113');
  });

  it('shows the reason of a rejection and the Bangladesh time of an issued reward in History', async () => {
    member();
    const { user } = await open(calls());
    await user.click(await screen.findByRole('tab', { name: 'History (2)' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByText('Reason: The screenshot does not show the golden fish.'),
    ).toBeTruthy();
    expect(within(panel).getByText('Credited 2026-12-08 00:30')).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('claims once, moves the row to History and refreshes the promotions for the footer badge', async () => {
    member();
    const fake = calls();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { user } = await open(fake);
    const button = await screen.findByRole('button', { name: 'Claim Welcome bonus' });
    await user.click(button);
    await user.click(button);
    expect(
      await screen.findByText('Reward claimed: Welcome bonus. The bonus is in your balance.'),
    ).toBeTruthy();
    expect(fake.claimReward).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fake.claimReward).mock.calls[0]?.[0]).toEqual({
      promotionId: 101,
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ANNOUNCEMENTS_KEY });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'History (3)' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Claimable (3)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim Welcome bonus' })).toBeNull();
  });

  it('opens the application form for an APPLY reward', async () => {
    member();
    const fake = calls();
    const { user } = await open(fake);
    await user.click(await screen.findByRole('button', { name: 'Claim Refer a friend' }));
    await waitFor(() =>
      expect(screen.getByLabelText('path').textContent).toBe('/applyReward?id=104'),
    );
    expect(fake.claimReward).not.toHaveBeenCalled();
  });

  it('explains a refused claim and keeps the Claim button', async () => {
    member();
    const fake = calls({
      claimReward: vi.fn(async () => {
        throw new ApiError({ code: 'network.offline' });
      }),
    });
    const { user } = await open(fake);
    await user.click(await screen.findByRole('button', { name: 'Claim Welcome bonus' }));
    expect(
      await screen.findByText('No internet connection. Try again: a reward is never paid twice.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim Welcome bonus' })).toBeTruthy();
  });

  it('shows contact_service for 2 s with REWCEN3 off and calls nothing', async () => {
    member();
    const fake = calls();
    const { user } = await open(fake, false);
    await user.click(await screen.findByRole('button', { name: 'Claim Welcome bonus' }));
    expect(screen.getByText('Please contact customer service')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Claim Refer a friend' }));
    expect(fake.claimReward).not.toHaveBeenCalled();
    expect(screen.getByLabelText('path').textContent).toBe('/rewardCenter');
    await act(() => new Promise((resolve) => setTimeout(resolve, 2_100)));
    expect(screen.queryByText('Please contact customer service')).toBeNull();
  });

  it('says when a tab is empty, and offers Try again when the list cannot be loaded', async () => {
    member();
    const loadRewards = vi
      .fn<RewardCentreCalls['loadRewards']>()
      .mockRejectedValueOnce(new ApiError({ code: 'network.offline' }))
      .mockResolvedValue([]);
    const { user } = await open(calls({ loadRewards }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Nothing to claim right now. New promotions appear here.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'History (0)' }));
    expect(screen.getByText('No rewards in your history yet.')).toBeTruthy();
  });
});
