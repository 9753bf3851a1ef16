import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '../../../src/api/client';
import { ApiError } from '../../../src/api/api-error';
import { CHAT_UNREAD_THROTTLE_MS } from '../../../src/api/endpoints/chat-unread';
import { useChatUnread } from '../../../src/features/inbox/use-chat-unread';
import { clearSession, setSessionInfo } from '../../../src/lib/storage';
import { toast } from '../../../src/ui';
import { chatServer, type ChatServer } from './chat-fake-api';

// Requirements B7 chat row: the unread count is throttled to 250 ms and a failure raises no alert.

const fake = vi.hoisted(() => ({ server: null as ChatServer | null }));
vi.mock('../../../src/api/client', async (original) => {
  const real = await original<typeof ApiClientModule>();
  const api = new Proxy({} as typeof real.api, {
    get: (_, key: keyof typeof real.api) => fake.server!.client[key],
  });
  return { ...real, api };
});

let server: ChatServer;
let client: QueryClient;
const START = new Date('2026-11-25T10:00:00.000Z');
const unreadCalls = () =>
  server.calls.filter((call) => call === 'GET /wps/relay/CBS_unreadCount').length;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  server = chatServer();
  fake.server = server;
  // The app's own defaults would keep an answer 30 s: the chat count's options must set its own period.
  client = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, retryDelay: 0 } },
  });
  setSessionInfo({
    token: 'tok-member',
    merchantCode: 'bdbt',
    userName: 'demo_player',
    type: 0,
    firstTimeLogin: false,
  });
  // Only the clock react-query reads for freshness; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
  toast.clear();
});

describe('chat unread count', () => {
  it('asks at most once per 250 ms however many readers mount, and again after', async () => {
    expect(CHAT_UNREAD_THROTTLE_MS).toBe(250);
    const first = renderHook(() => [useChatUnread(), useChatUnread()], { wrapper });
    await waitFor(() => expect(first.result.current).toEqual([2, 2]));
    expect(unreadCalls()).toBe(1);
    vi.setSystemTime(START.getTime() + CHAT_UNREAD_THROTTLE_MS - 1);
    const within = renderHook(() => useChatUnread(), { wrapper });
    expect(within.result.current).toBe(2);
    await Promise.resolve();
    expect(unreadCalls()).toBe(1);
    server.unread = async () => 5;
    vi.setSystemTime(START.getTime() + CHAT_UNREAD_THROTTLE_MS + 1);
    const after = renderHook(() => useChatUnread(), { wrapper });
    await waitFor(() => expect(after.result.current).toBe(5));
    expect(unreadCalls()).toBe(2);
  });

  it('shows no alert, no toast and no count when the call fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.unread = () => Promise.reject(new ApiError({ code: 'system.busy', status: 500 }));
    const { result } = renderHook(() => useChatUnread(), { wrapper });
    await waitFor(() =>
      expect(client.getQueryState(['chat', 'unread', 'tok-member'])?.status).toBe('error'),
    );
    expect(unreadCalls()).toBe(2);
    expect(result.current).toBeNull();
    expect(toast.getSnapshot()).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('never asks for a visitor or a trial player', () => {
    clearSession();
    expect(renderHook(() => useChatUnread(), { wrapper }).result.current).toBeNull();
    setSessionInfo({
      token: 'tok-trial',
      merchantCode: 'bdbt',
      userName: 'trial_1',
      type: 4,
      firstTimeLogin: false,
    });
    expect(renderHook(() => useChatUnread(), { wrapper }).result.current).toBeNull();
    expect(unreadCalls()).toBe(0);
  });
});
