import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '../../../src/api/client';
import { ChatHosts } from '../../../src/features/inbox/components/chat-hosts';
import { clearSession, setSessionInfo, type SessionInfo } from '../../../src/lib/storage';
import { renderInRouter } from '../../helpers/render-in-router';
import { chatServer, ROOMS, type ChatServer } from './chat-fake-api';

// The chat hosts' rooms (requirements B7.3): each row shows its room's type; Enter opens the room or
// shows the server's refusal by it.

const fake = vi.hoisted(() => ({ server: null as ChatServer | null }));
vi.mock('../../../src/api/client', async (original) => {
  const real = await original<typeof ApiClientModule>();
  const api = new Proxy({} as typeof real.api, {
    get: (_, key: keyof typeof real.api) => fake.server!.client[key],
  });
  return { ...real, api };
});

const member: SessionInfo = {
  token: 'tok-member',
  merchantCode: 'bdbt',
  userName: 'demo_player',
  type: 0,
  firstTimeLogin: false,
};
const trial: SessionInfo = { ...member, token: 'tok-trial', userName: 'trial_1', type: 4 };

let server: ChatServer;
const assign = vi.fn();
beforeEach(() => {
  server = chatServer();
  server.rooms = ROOMS;
  fake.server = server;
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/m/webEmail', search: '' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  assign.mockReset();
});

async function renderHosts(session: SessionInfo | null) {
  if (session) setSessionInfo(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInRouter(
    () => (
      <QueryClientProvider client={client}>
        <ChatHosts />
      </QueryClientProvider>
    ),
    { entries: ['/webEmail'], paths: ['/login'] },
  );
}

const row = (name: string) => {
  const list = screen.getByRole('list', { name: 'All chat hosts' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((entry) => entry.textContent?.includes(name));
  if (!item) throw new Error(`no row for ${name}`);
  return item;
};

describe('chat rooms', () => {
  it('shows each host’s room type: free, VIP with its level, pay per view with its price', async () => {
    await renderHosts(null);
    await waitFor(() => expect(row('Riya').textContent).toContain('Free'));
    expect(row('Tanvir').textContent).toContain('VIP 3+');
    expect(row('Nusrat').textContent).toContain('Pay per view 2,000.00');
  });

  it('sends a visitor to log in without asking the server', async () => {
    const { user, router } = await renderHosts(null);
    await waitFor(() => expect(row('Tanvir').textContent).toContain('VIP 3+'));
    await user.click(screen.getByRole('button', { name: "Enter Tanvir's room" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.calls).not.toContain('POST /wps/relay/CBS_enterRoom');
  });

  it('tells a trial player by the room that it needs a real account', async () => {
    const { user } = await renderHosts(trial);
    await waitFor(() => expect(row('Riya').textContent).toContain('Free'));
    await user.click(screen.getByRole('button', { name: "Enter Riya's room" }));
    expect(within(row('Riya')).getByRole('alert').textContent).toBe(
      'Please login an actual account to use this function',
    );
    expect(server.calls).not.toContain('POST /wps/relay/CBS_enterRoom');
  });

  it('shows a VIP refusal with both levels by that room, and keeps the player on the list', async () => {
    server.enter = () => ({ code: 'room.vip.required', value: { required: 3, level: 2 } });
    const { user } = await renderHosts(member);
    await waitFor(() => expect(row('Tanvir').textContent).toContain('VIP 3+'));
    await user.click(screen.getByRole('button', { name: "Enter Tanvir's room" }));
    const alert = await within(row('Tanvir')).findByRole('alert');
    expect(alert.textContent).toBe('This room is for VIP 3 members and above. Your level is 2.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a pay-per-view refusal with the price, and clears it on the next try', async () => {
    server.enter = (roomId) =>
      roomId === 13
        ? { code: 'room.balance.insufficient', value: { price: '2000.00' } }
        : { chatUrl: `/chat/demo?room=${roomId}` };
    const { user } = await renderHosts(member);
    await waitFor(() => expect(row('Nusrat').textContent).toContain('Pay per view'));
    await user.click(screen.getByRole('button', { name: "Enter Nusrat's room" }));
    expect((await within(row('Nusrat')).findByRole('alert')).textContent).toBe(
      'This pay-per-view room costs 2,000.00. Please deposit to watch.',
    );
    await user.click(screen.getByRole('button', { name: "Enter Riya's room" }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(String(assign.mock.calls[0]?.[0])).pathname).toBe('/chat/demo');
    expect(String(assign.mock.calls[0]?.[0])).toContain('room=11');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Try again for the same room when no answer arrived, and enters on the retry', async () => {
    let answered = false;
    server.enter = (roomId) =>
      answered ? { chatUrl: `/chat/demo?room=${roomId}` } : { code: 'network.offline' };
    const { user } = await renderHosts(member);
    await waitFor(() => expect(row('Tanvir').textContent).toContain('VIP 3+'));
    await user.click(screen.getByRole('button', { name: "Enter Tanvir's room" }));
    expect((await within(row('Tanvir')).findByRole('alert')).textContent).toBe(
      'No internet connection',
    );
    answered = true;
    await user.click(screen.getByRole('button', { name: "Try Tanvir's room again" }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]?.[0])).toContain('room=12');
  });

  it('offers no Try again for a refusal the server gave', async () => {
    server.enter = () => ({ code: 'function.not.available' });
    const { user } = await renderHosts(member);
    await waitFor(() => expect(row('Riya').textContent).toContain('Free'));
    await user.click(screen.getByRole('button', { name: "Enter Riya's room" }));
    expect((await within(row('Riya')).findByRole('alert')).textContent).toBe(
      'Account does not have permission or feature unavailable',
    );
    expect(screen.queryByRole('button', { name: "Try Riya's room again" })).toBeNull();
  });
});
