import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { ApiError } from '../../../../src/api/api-error';
import { queryClient } from '../../../../src/api/query-client';
import type { ManualRebateCalls } from '../../../../src/features/rewards/rebate/actors/manual-rebate.actors';
import { RebateView } from '../../../../src/features/rewards/rebate/components/rebate-screen';
import { ratePercent } from '../../../../src/features/rewards/rebate/rebate-messages';
import { MenuScreen } from '../../../../src/features/shell/components/menu-screen';
import { TRIAL_TYPE } from '../../../../src/lib/member-types';
import { formatMoney } from '../../../../src/lib/money-text';
import { clearSession, setSessionInfo } from '../../../../src/lib/storage';
import { MemberGate } from '../../../../src/ui/member-gate';
import type {
  RebateClaim,
  RebateClaims,
  RebateSummary,
} from '../../../../shared/contract/calls/manual-rebate.ts';
import { renderInRouter } from '../../../helpers/render-in-router';

// The manual rebate screen (requirements D3): the lines in a real table, the claim button and what
// is missing, one claim, the history, and the gate and flag around it.

const slots = { category: 'RNG', stake: '150.00', rate: '0.0080', amount: '1.20' };
const fish = { category: 'FISH', stake: '100.00', rate: '0.0050', amount: '0.50' };
const summary = (lines: RebateSummary['lines'], total: string, missing: string) => ({
  lines,
  total,
  minimum: '1.00',
  missing,
});
const claim: RebateClaim = {
  id: 3,
  total: '1.70',
  lines: [fish, slots],
  createdAt: '2026-12-07T18:30:00.000Z',
};

function calls(overrides: Partial<ManualRebateCalls> = {}): ManualRebateCalls {
  return {
    loadRebate: vi
      .fn<ManualRebateCalls['loadRebate']>()
      .mockResolvedValueOnce({
        summary: summary([fish, slots], '1.70', '0.00'),
        claims: [],
        hasMore: false,
      })
      .mockResolvedValue({ summary: summary([], '0.00', '1.00'), claims: [claim], hasMore: false }),
    claimRebate: vi.fn(async () => claim),
    loadClaims: vi.fn(async () => {
      throw new Error('no older claims in this test');
    }),
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

async function open(fake: ManualRebateCalls, enabled = true) {
  function Frame() {
    const pathname = useLocation({ select: (location) => location.pathname });
    return (
      <>
        <MemberGate>{() => <RebateView calls={fake} enabled={enabled} />}</MemberGate>
        <output aria-label="path">{pathname}</output>
      </>
    );
  }
  return renderInRouter(Frame, { entries: ['/member/manualRebate'], paths: ['/login', '/home'] });
}

afterEach(() => {
  clearSession();
  queryClient.clear();
});

describe('manual rebate screen', () => {
  it('sends a visitor to the login', async () => {
    const fake = calls();
    await open(fake);
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/login'));
    expect(fake.loadRebate).not.toHaveBeenCalled();
  });

  it('refuses a trial player without calling', async () => {
    const fake = calls();
    member(TRIAL_TYPE);
    await open(fake);
    expect(
      screen.getByRole('heading', { name: 'Please login an actual account to use this function' }),
    ).toBeTruthy();
    expect(fake.loadRebate).not.toHaveBeenCalled();
  });

  it('says the feature is not available with MANPLAYREB3 off, calling nothing', async () => {
    member();
    const fake = calls();
    await open(fake, false);
    expect(
      screen.getByRole('heading', { name: 'The manual rebate is not available on this site' }),
    ).toBeTruthy();
    expect(fake.loadRebate).not.toHaveBeenCalled();
  });

  it('shows each category with stake, rate as a percentage and amount, claims once, then reads zero', async () => {
    member();
    const fake = calls();
    const { user } = await open(fake);
    const table = await screen.findByRole('table', { name: 'Rebate by game category' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'GameValid stakeRateRebate',
      'Fishing100.000.5%0.50',
      'Slots150.000.8%1.20',
      'Total1.70',
    ]);
    const button = screen.getByRole('button', { name: 'Claim 1.70' });
    await user.click(button);
    await user.click(button);
    expect(await screen.findByText('You claimed 1.70. It is in your balance.')).toBeTruthy();
    expect(fake.claimRebate).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fake.claimRebate).mock.calls[0]?.[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await waitFor(() => expect(screen.getByTestId('rebate-total').textContent).toBe('0.00'));
    // The history: Bangladesh time (UTC+6) and the total, the lines inside.
    const history = screen.getByRole('region', { name: 'Claim history' });
    expect(within(history).getByText('2026-12-08 00:30')).toBeTruthy();
    expect(
      within(history).getByRole('table', { name: 'Rebate claimed at 2026-12-08 00:30' }),
    ).toBeTruthy();
  });

  it('disables the claim below the minimum and says how much is missing', async () => {
    member();
    const fake = calls({
      loadRebate: vi.fn(async () => ({
        summary: summary([fish], '0.50', '0.50'),
        claims: [],
        hasMore: false,
      })),
    });
    const { user } = await open(fake);
    const button = await screen.findByRole('button', { name: 'Claim 0.50' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe('rebate-missing');
    expect(screen.getByText('0.50 more needed to claim')).toBeTruthy();
    await user.click(button);
    expect(fake.claimRebate).not.toHaveBeenCalled();
    expect(screen.getByText('No claims yet.')).toBeTruthy();
    // One page of nothing: no Load more.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('explains a refused claim with both numbers and reads the rebate again on Refresh', async () => {
    member();
    const fake = calls({
      claimRebate: vi.fn(async () => {
        throw new ApiError({
          code: 'rebate.below.minimum',
          status: 409,
          value: { minimum: '1.00', total: '0.00' },
        });
      }),
    });
    const { user } = await open(fake);
    await user.click(await screen.findByRole('button', { name: 'Claim 1.70' }));
    expect(
      await screen.findByText(
        'Your rebate is now 0.00, below the minimum claim of 1.00. It may have been claimed on another device.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('rebate-total').textContent).toBe('0.00'));
    expect(fake.loadRebate).toHaveBeenCalledTimes(2);
  });

  it('offers Try again when the rebate cannot be loaded', async () => {
    member();
    const loadRebate = vi
      .fn<ManualRebateCalls['loadRebate']>()
      .mockRejectedValueOnce(new ApiError({ code: 'network.offline' }))
      .mockResolvedValue({ summary: summary([], '0.00', '1.00'), claims: [], hasMore: false });
    const { user } = await open(calls({ loadRebate }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'No rebate yet: play games and your valid stakes earn a rebate here.',
      ),
    ).toBeTruthy();
  });

  it('shows older claims with Load more, keeps them through a failure, and stops at the last page (requirements D3.4)', async () => {
    member();
    // 30 claims: 24 on the first page (ids 30 to 7, newest first), the other 6 on the second.
    const older = (from: number, to: number): RebateClaim[] =>
      Array.from({ length: from - to + 1 }, (_, index) => ({
        ...claim,
        id: from - index,
        total: `${from - index}.00`,
        createdAt: new Date(Date.UTC(2026, 11, 1, 0, from - index)).toISOString(),
      }));
    let answerPage: (page: RebateClaims) => void = () => undefined;
    const loadClaims = vi
      .fn<ManualRebateCalls['loadClaims']>()
      .mockRejectedValueOnce(new ApiError({ code: 'network.offline' }))
      .mockImplementationOnce(() => new Promise((resolve) => (answerPage = resolve)));
    const fake = calls({
      loadRebate: vi.fn(async () => ({
        summary: summary([], '0.00', '1.00'),
        claims: older(30, 7),
        hasMore: true,
      })),
      loadClaims,
    });
    const { user } = await open(fake);
    const history = await screen.findByRole('region', { name: 'Claim history' });
    const totals = () =>
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent);
    expect(totals()).toHaveLength(24);
    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    // The failure keeps the 24 shown and offers Try again, which asks for page 2 again.
    expect((await within(history).findByRole('alert')).textContent).toBe(
      'No internet connection. Please try again',
    );
    expect(totals()).toHaveLength(24);
    expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.click(within(history).getByRole('button', { name: 'Try again' }));
    const waiting = within(history).getByRole('button', { name: 'Load more' });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(within(history).getByRole('status').textContent).toBe('Loading more claims');
    expect(within(history).queryByRole('alert')).toBeNull();
    await user.click(waiting);
    expect(loadClaims.mock.calls).toEqual([[2], [2]]);
    // A claim booked meanwhile moved the pages by one: claim 7 comes again and shows once.
    answerPage({ rows: older(7, 1), page: 2, pageSize: 24, hasMore: false });
    await waitFor(() => expect(totals()).toHaveLength(30));
    expect(totals()).toEqual(older(30, 1).map((row) => formatMoney(row.total)));
    expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(history).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(history).getByRole('status').textContent).toBe('');
  });

  it('writes rates as percentages without floats', () => {
    expect(['0.0080', '0.0050', '0.0500', '0.0001', '0.0125', '0.0000'].map(ratePercent)).toEqual([
      '0.8%',
      '0.5%',
      '5%',
      '0.01%',
      '1.25%',
      '0%',
    ]);
  });
});

describe('menu page (requirements D3.5)', () => {
  const info = {
    customerService: [],
    resources: [],
    social: { youtube: '', whatsapp: '', telegram: '', facebook: '', line: '' },
  };
  const node = (enabled: boolean) => [{ moduleId: 'MANPLAYREB3', enabled, children: [] }];

  it('hides the manual rebate entry with MANPLAYREB3 off and shows it on', async () => {
    await renderInRouter(() => <MenuScreen info={{ ...info, whitelabel: node(false) }} />, {
      entries: ['/menu'],
      paths: ['/member/manualRebate', '/activity', '/gameRecord'],
    });
    expect(screen.queryByRole('link', { name: 'Manual rebate' })).toBeNull();
    await renderInRouter(() => <MenuScreen info={{ ...info, whitelabel: node(true) }} />, {
      entries: ['/menu'],
      paths: ['/member/manualRebate', '/activity', '/gameRecord'],
    });
    expect(screen.getByRole('link', { name: 'Manual rebate' })).toBeTruthy();
  });
});
