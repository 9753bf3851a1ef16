import { RANGE_PROBLEMS } from '../../../../src/features/cashier/records/record-labels';
import { CASHIER_LIMITS } from '../../../../shared/contract/cashier.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { BetRecords } from '../../../../shared/contract/calls/bet-records.ts';
import type {
  TransactionRecord,
  TransactionRecords,
} from '../../../../shared/contract/calls/transaction-records.ts';
import { DEFAULT_FILTER } from '../../../../machines/cashier/record-filters.ts';
import {
  recordQuery,
  loadRecordPage,
} from '../../../../src/features/cashier/records/actors/record-list.actors';
import { RecordsScreen } from '../../../../src/features/cashier/records/components/records-screen';
import { parseDetailSearch } from '../../../../src/routes/-detail-search';
import { invalidateMoneyQueries } from '../../../../src/lib/refresh-after-return';
import { WALLET_BALANCE_KEY } from '../../../../src/api/endpoints/wallet-balance';
import { renderInRouter } from '../../../helpers/render-in-router';
import { member, signIn, trial } from '../../promotions/content-fixtures';

const fetchTransactions = vi.hoisted(() => vi.fn());
const fetchBets = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/api/endpoints/transaction-records', () => ({
  fetchTransactionRecords: fetchTransactions,
}));
vi.mock('../../../../src/api/endpoints/bet-records', () => ({ fetchBetRecords: fetchBets }));

afterEach(() => {
  signIn(null);
  fetchTransactions.mockReset();
  fetchBets.mockReset();
});

const movement = (over: Partial<TransactionRecord>): TransactionRecord => ({
  id: 'D000000000001',
  type: 'deposit',
  amount: '1000.00',
  status: 'approved',
  reference: 'D000000000001',
  channelName: 'bKash',
  reason: null,
  balanceAfter: '26380.75',
  // 10:05 UTC is 16:05 in Bangladesh (UTC+6).
  createdAt: '2026-12-07T10:05:00.000Z',
  decidedAt: '2026-12-07T10:07:00.000Z',
  ...over,
});

const page = (rows: TransactionRecord[], hasMore = false): TransactionRecords => ({
  rows,
  page: 1,
  pageSize: 24,
  hasMore,
});

const bets: BetRecords = {
  rows: [
    {
      roundId: 'R20261207000042',
      gameId: 'g7',
      gameName: 'Golden Empire',
      vendorName: 'JILI',
      category: 'RNG',
      stake: '50.00',
      validStake: '50.00',
      payout: '125.50',
      winLoss: '75.50',
      createdAt: '2026-12-06T18:30:00.000Z',
    },
  ],
  totals: { rounds: 12, stake: '600.00', validStake: '600.00', winLoss: '-48.25' },
  page: 1,
  pageSize: 24,
  hasMore: false,
};

/** The screen with its detail held as the route holds it in the address. */
function Harness({ kind, enabled = true }: { kind: 'transactions' | 'bets'; enabled?: boolean }) {
  const [detail, setDetail] = useState<string | undefined>();
  return (
    <RecordsScreen
      kind={kind}
      enabled={enabled}
      detail={detail}
      onDetailChange={(id) => setDetail(id ?? undefined)}
    />
  );
}

function show(kind: 'transactions' | 'bets', options: { enabled?: boolean } = {}) {
  return renderInRouter(() => <Harness kind={kind} {...options} />, {
    entries: [kind === 'bets' ? '/gameRecord' : '/transaction/record'],
    paths: ['/login', '/home'],
  });
}

describe('transaction record screen', () => {
  it('shows each movement: Bangladesh time, type, signed amount, status and order number', async () => {
    signIn(member);
    fetchTransactions.mockResolvedValue(
      page([
        movement({}),
        movement({
          id: 'W000000000002',
          reference: 'W000000000002',
          type: 'withdrawal',
          amount: '-200.00',
          status: 'pending',
          balanceAfter: '26180.75',
          decidedAt: null,
          createdAt: '2026-12-07T17:59:00.000Z',
        }),
        movement({
          id: 'E17',
          reference: null,
          type: 'bonus',
          amount: '88.00',
          status: 'completed',
          channelName: null,
        }),
      ]),
    );
    await show('transactions');
    const list = await screen.findByRole('list', { name: 'Records' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Deposit+1,000.002026-12-07 16:05Approved');
    expect(rows[0]).toHaveTextContent('D000000000001');
    // 17:59 UTC is already the next day in Bangladesh.
    expect(rows[1]).toHaveTextContent('Withdrawal-200.002026-12-07 23:59Pending');
    expect(rows[2]).toHaveTextContent('Bonus+88.00');
    expect(rows[2]).toHaveTextContent('Completed');
    expect(within(rows[0]!).getByRole('button', { name: 'Copy order number D000000000001' }));
    expect(within(rows[2]!).queryByRole('button', { name: /^Copy/ })).toBeNull();
    expect(screen.getByText('No more records')).toBeInTheDocument();
    expect(fetchTransactions).toHaveBeenCalledTimes(1);
    expect(fetchTransactions.mock.calls[0]?.[0]).toMatchObject({
      type: 'all',
      status: 'all',
      page: 1,
    });
  });

  it('says so when nothing matches', async () => {
    signIn(member);
    fetchTransactions.mockResolvedValue(page([]));
    await show('transactions');
    expect(await screen.findByRole('heading', { name: 'No records' })).toBeInTheDocument();
  });

  it('offers a retry when the first page fails, and shows the rows it then gets', async () => {
    signIn(member);
    fetchTransactions
      .mockRejectedValueOnce({ code: 'network.offline' })
      .mockResolvedValueOnce(page([movement({})]));
    const { user } = await show('transactions');
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('D000000000001')).toBeInTheDocument();
    expect(fetchTransactions).toHaveBeenCalledTimes(2);
  });

  it('loads the next page near the end; a failed one keeps the rows and retries', async () => {
    signIn(member);
    fetchTransactions
      .mockResolvedValueOnce(page([movement({})], true))
      .mockRejectedValueOnce({ code: 'network.timeout' })
      .mockResolvedValueOnce({ ...page([movement({ id: 'E2', reference: 'R2' })]), page: 2 });
    const { user } = await show('transactions');
    // jsdom lays nothing out: the list's end is always within 400 px, so the next page is asked for.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The connection is slow, please try again',
    );
    expect(screen.getByText('D000000000001')).toBeInTheDocument();
    expect(fetchTransactions.mock.calls[1]?.[0]).toMatchObject({ page: 2 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('R2')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(fetchTransactions.mock.calls[2]?.[0]).toMatchObject({ page: 2 });
  });

  it('opens a row in a detail with every field and a working copy button; Escape closes it', async () => {
    signIn(member);
    fetchTransactions.mockResolvedValue(
      page([
        movement({
          id: 'W000000000009',
          reference: 'W000000000009',
          type: 'withdrawal',
          amount: '-500.00',
          status: 'rejected',
          reason: 'Account name does not match',
        }),
      ]),
    );
    const { user } = await show('transactions');
    await user.click(await screen.findByRole('button', { name: /Withdrawal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction details' });
    expect(dialog).toHaveTextContent('-500.00');
    expect(dialog).toHaveTextContent('Rejected');
    expect(dialog).toHaveTextContent('ReasonAccount name does not match');
    expect(dialog).toHaveTextContent('ChannelbKash');
    expect(dialog).toHaveTextContent('Balance after26,380.75');
    expect(dialog).toHaveTextContent('Decided2026-12-07 16:07');
    await user.click(
      within(dialog).getByRole('button', { name: 'Copy order number W000000000009' }),
    );
    expect(await navigator.clipboard.readText()).toBe('W000000000009');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("names the contract's longest range in its message (requirements C5.2)", () => {
    const words = JSON.stringify(RANGE_PROBLEMS['range.long']);
    expect(words).toContain(`at most ${CASHIER_LIMITS.recordRangeDays} days`);
  });

  it('starts again from page 1 with a new filter, and keeps a backwards range with its message', async () => {
    signIn(member);
    fetchTransactions.mockResolvedValue(page([movement({})]));
    const { user } = await show('transactions');
    await screen.findByText('D000000000001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'deposit');
    await waitFor(() => expect(fetchTransactions).toHaveBeenCalledTimes(2));
    expect(fetchTransactions.mock.calls[1]?.[0]).toMatchObject({ type: 'deposit', page: 1 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'custom');
    await waitFor(() => expect(fetchTransactions).toHaveBeenCalledTimes(3));
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    const start = from.value;
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(screen.getByText('The end date cannot be before the start date')).toBeVisible();
    expect(to).toHaveAccessibleDescription('The end date cannot be before the start date');
    // What was picked stays; nothing is asked for a range that cannot be.
    expect(from.value).toBe('2099-01-01');
    expect(fetchTransactions).toHaveBeenCalledTimes(3);
    await user.clear(from);
    await user.type(from, start);
    await waitFor(() => expect(fetchTransactions).toHaveBeenCalledTimes(4));
    expect(fetchTransactions.mock.calls[3]?.[0]).toMatchObject({ from: start, page: 1 });
  });

  it('tells a trial player the function is for real accounts, and a site without TRANSREC3 that it is off', async () => {
    signIn(trial);
    const refused = await show('transactions');
    expect(
      screen.getByRole('heading', {
        name: 'Please login an actual account to use this function',
      }),
    ).toBeInTheDocument();
    refused.unmount();
    signIn(member);
    const off = await show('transactions', { enabled: false });
    expect(
      within(off.container).getByRole('heading', { name: 'This function is not available' }),
    ).toBeInTheDocument();
    expect(fetchTransactions).not.toHaveBeenCalled();
  });

  it('sends a visitor to the login page', async () => {
    const { router } = await show('transactions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('betting record screen', () => {
  it('shows the totals of the filter, each round and its detail with the round id to copy', async () => {
    signIn(member);
    fetchBets.mockResolvedValue(bets);
    const { user } = await show('bets');
    expect(await screen.findByLabelText('Totals')).toHaveTextContent(
      'Rounds12Stake600.00Valid stake600.00Win/loss-48.25',
    );
    const row = screen.getByRole('button', { name: /Golden Empire/ });
    // 18:30 UTC on the 6th is 00:30 on the 7th in Bangladesh.
    expect(row).toHaveTextContent('Golden Empire+75.50JILIStake 50.002026-12-07 00:30');
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Bet details' });
    expect(dialog).toHaveTextContent('Payout125.50');
    expect(dialog).toHaveTextContent('Valid stake50.00');
    expect(dialog).toHaveTextContent('Game categorySlots');
    await user.click(within(dialog).getByRole('button', { name: 'Copy round R20261207000042' }));
    expect(await navigator.clipboard.readText()).toBe('R20261207000042');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchBets.mock.calls[0]?.[0]).toMatchObject({ category: 'all', page: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game category' }), 'FISH');
    await waitFor(() => expect(fetchBets).toHaveBeenCalledTimes(2));
    expect(fetchBets.mock.calls[1]?.[0]).toMatchObject({ category: 'FISH', page: 1 });
  });
});

describe('records query and address', () => {
  it('counts the date presets in Bangladesh days: 17:59:59Z is still the day before, 18:00:00Z the next', () => {
    const before = new Date('2026-03-31T17:59:59Z');
    const after = new Date('2026-03-31T18:00:00Z');
    const today = DEFAULT_FILTER;
    const week = { ...DEFAULT_FILTER, period: { preset: 'week' as const, from: '', to: '' } };
    const month = { ...DEFAULT_FILTER, period: { preset: 'month' as const, from: '', to: '' } };
    expect(recordQuery('transactions', today, 1, before)).toEqual({
      type: 'all',
      status: 'all',
      from: '2026-03-31',
      to: '2026-03-31',
      page: 1,
    });
    expect(recordQuery('transactions', today, 2, after)).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-01',
      page: 2,
    });
    expect(recordQuery('bets', week, 1, before)).toEqual({
      category: 'all',
      from: '2026-03-25',
      to: '2026-03-31',
      page: 1,
    });
    expect(recordQuery('bets', week, 1, after)).toMatchObject({
      from: '2026-03-26',
      to: '2026-04-01',
    });
    expect(recordQuery('transactions', month, 1, after)).toMatchObject({
      from: '2026-03-03',
      to: '2026-04-01',
    });
  });

  it('gives the chart each row with its id: the order number or entry, the round id', async () => {
    fetchBets.mockResolvedValue(bets);
    const loaded = await loadRecordPage({ kind: 'bets', filter: DEFAULT_FILTER, page: 1 });
    expect(loaded.items.map((item) => item.id)).toEqual(['R20261207000042']);
    expect(loaded.totals).toEqual(bets.totals);
    fetchTransactions.mockResolvedValue(page([movement({ id: 'E5', reference: null })], true));
    const movements = await loadRecordPage({
      kind: 'transactions',
      filter: DEFAULT_FILTER,
      page: 1,
    });
    expect(movements).toMatchObject({ hasMore: true, totals: null });
    expect(movements.items.map((item) => item.id)).toEqual(['E5']);
  });

  it('reads a detail from the address only when it is a plain id', () => {
    expect(parseDetailSearch({ detail: 'D000000000001' })).toEqual({ detail: 'D000000000001' });
    expect(parseDetailSearch({ detail: '<script>' })).toEqual({});
    expect(parseDetailSearch({ detail: 'x'.repeat(65) })).toEqual({});
    expect(parseDetailSearch({})).toEqual({});
  });

  it('a money event makes the balances and the cashier read again', async () => {
    const client = new QueryClient();
    client.setQueryData([...WALLET_BALANCE_KEY, 'tok'], { balance: '1.00' });
    client.setQueryData(['member', 'info', 'tok'], { userName: 'a' });
    client.setQueryData(['cashier', 'deposit-channels', 'tok'], { channels: [] });
    client.setQueryData(['games', 'list'], []);
    await invalidateMoneyQueries(client);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
    expect(stale.sort()).toEqual(['cashier', 'member', 'wallet']);
  });
});
