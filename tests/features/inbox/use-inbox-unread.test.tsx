import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as InboxUnread from '../../../src/api/endpoints/inbox-unread';
import { clearSession, setSessionInfo } from '../../../src/lib/storage';
import { formatUnread, useInboxUnread } from '../../../src/lib/use-inbox-unread';

const api = vi.hoisted(() => ({ fetchInboxUnread: vi.fn<() => Promise<number>>() }));
// The real query options (key, 250 ms reuse) over a fake fetch.
vi.mock('../../../src/api/endpoints/inbox-unread', async (original) => {
  const real = await original<typeof InboxUnread>();
  return {
    ...real,
    inboxUnreadQueryOptions: (token: string) => ({
      ...real.inboxUnreadQueryOptions(token),
      queryFn: () => api.fetchInboxUnread(),
    }),
  };
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  clearSession();
  api.fetchInboxUnread.mockReset();
});

describe('useInboxUnread', () => {
  it('answers the count for a member', async () => {
    api.fetchInboxUnread.mockResolvedValue(3);
    setSessionInfo({
      token: 't1',
      merchantCode: 'bdbt',
      userName: 'demo_player',
      type: 0,
      firstTimeLogin: false,
    });
    const { result } = renderHook(() => useInboxUnread(), { wrapper });
    await waitFor(() => expect(result.current).toBe(3));
  });

  it.each([
    ['a visitor', null],
    ['a trial player', 4],
  ])('never fetches for %s', (_, type) => {
    if (type !== null)
      setSessionInfo({
        token: 't2',
        merchantCode: 'bdbt',
        userName: 'guest',
        type,
        firstTimeLogin: false,
      });
    const { result } = renderHook(() => useInboxUnread(), { wrapper });
    expect(result.current).toBeNull();
    expect(api.fetchInboxUnread).not.toHaveBeenCalled();
  });

  it('caps the badge at 99+', () => {
    expect(formatUnread(99)).toBe('99');
    expect(formatUnread(100)).toBe('99+');
  });
});
