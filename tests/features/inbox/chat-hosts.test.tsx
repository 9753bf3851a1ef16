import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClientModule from '../../../src/api/client';
import { ChatHosts } from '../../../src/features/inbox/components/chat-hosts';
import { followPlan } from '../../../src/features/inbox/chat-follow-plan';
import { clearSession, setSessionInfo, type SessionInfo } from '../../../src/lib/storage';
import { toast } from '../../../src/ui';
import { renderInRouter } from '../../helpers/render-in-router';
import { chatServer, type ChatServer } from './chat-fake-api';

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
const trial: SessionInfo = {
  token: 'tok-trial',
  merchantCode: 'bdbt',
  userName: 'trial_1',
  type: 4,
  firstTimeLogin: false,
};

let server: ChatServer;
beforeEach(() => {
  server = chatServer();
  fake.server = server;
});
afterEach(() => {
  clearSession();
  toast.clear();
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

const tab = (name: string) => screen.getByRole('tab', { name });
const toastMessages = () => toast.getSnapshot().map((entry) => entry.message);

describe('follow plan (requirements B7.2)', () => {
  it('sends a visitor to log in, refuses a trial player, and toggles for a member', () => {
    expect(followPlan(null, false)).toEqual({ kind: 'login' });
    expect(followPlan({ type: 4 }, false)).toEqual({ kind: 'refused', code: 'trial.not.allowed' });
    expect(followPlan({ type: 0 }, false)).toEqual({ kind: 'follow' });
    expect(followPlan({ type: 1 }, true)).toEqual({ kind: 'unfollow' });
  });
});

describe('chat hosts tabs', () => {
  it('is a tablist of All, Following and Live now; the arrows move the selection and wrap', async () => {
    const { user } = await renderHosts(member);
    const tablist = screen.getByRole('tablist', { name: 'Chat hosts' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((entry) => [entry.textContent, entry.getAttribute('aria-selected')]),
    ).toEqual([
      ['All', 'true'],
      ['Following', 'false'],
      ['Live now', 'false'],
    ]);
    const hosts = await screen.findByRole('list', { name: 'All chat hosts' });
    expect(
      within(hosts)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['RiyaOnlineFollow', 'TanvirOnlineFollow', 'NusratOfflineFollow']);
    expect(screen.getByRole('tabpanel', { name: 'All' })).toBeTruthy();
    tab('All').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Following').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Following'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Live now').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(tab('All').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Live now').getAttribute('aria-selected')).toBe('true');
  });

  it("shows a member's follow in Following at once, before the server answers, and keeps it after", async () => {
    let release!: () => void;
    server.hold = () => new Promise<void>((resolve) => (release = resolve));
    const { user } = await renderHosts(member);
    await user.click(await screen.findByRole('button', { name: 'Follow Tanvir' }));
    expect(server.calls).toContain('POST /wps/relay/CBS_followAnchor');
    await user.click(tab('Following'));
    const followed = await screen.findByRole('list', { name: 'Hosts you follow' });
    expect(
      within(followed)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['TanvirOnlineUnfollow']);
    server.hold = null;
    release();
    await waitFor(() =>
      expect(server.calls.filter((call) => call === 'GET /wps/relay/CBS_focusList')).toHaveLength(
        2,
      ),
    );
    expect(server.follows).toEqual([2]);
    expect(
      within(screen.getByRole('list', { name: 'Hosts you follow' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('unfollows from the Following tab, and says when nothing is followed', async () => {
    server.follows = [3, 1];
    const { user } = await renderHosts(member);
    await user.click(tab('Following'));
    const followed = await screen.findByRole('list', { name: 'Hosts you follow' });
    expect(
      within(followed)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['NusratOfflineUnfollow', 'RiyaOnlineUnfollow']);
    await user.click(screen.getByRole('button', { name: 'Unfollow Nusrat' }));
    await user.click(screen.getByRole('button', { name: 'Unfollow Riya' }));
    expect(
      await screen.findByText('You follow no hosts yet. Press Follow next to a host.'),
    ).toBeTruthy();
    await waitFor(() => expect(server.follows).toEqual([]));
    await user.click(tab('All'));
    expect(await screen.findByRole('button', { name: 'Follow Riya' })).toBeTruthy();
  });

  it('puts the list back and says so when the server refuses a follow over the cap', async () => {
    server.failFollow = 'follow.limit.reached';
    const { user } = await renderHosts(member);
    await user.click(await screen.findByRole('button', { name: 'Follow Riya' }));
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        'You can follow at most 200 hosts. Unfollow one to follow another.',
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Follow Riya' })).toBeTruthy();
    await user.click(tab('Following'));
    expect(
      await screen.findByText('You follow no hosts yet. Press Follow next to a host.'),
    ).toBeTruthy();
  });

  it('sends a visitor pressing Follow to log in, and asks a visitor on Following to log in', async () => {
    const { user, router } = await renderHosts(null);
    await user.click(tab('Following'));
    expect(screen.getByText('Log in to follow chat hosts.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await user.click(tab('All'));
    await user.click(await screen.findByRole('button', { name: 'Follow Riya' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      server.calls.some((call) => call.includes('focusList') || call.includes('followAnchor')),
    ).toBe(false);
  });

  it('gives a trial player the refusal and calls nothing', async () => {
    const { user } = await renderHosts(trial);
    await user.click(await screen.findByRole('button', { name: 'Follow Riya' }));
    expect(toastMessages()).toEqual(['Please login an actual account to use this function']);
    await user.click(tab('Following'));
    expect(screen.getByText('Please login an actual account to use this function')).toBeTruthy();
    expect(
      server.calls.some((call) => call.includes('focusList') || call.includes('followAnchor')),
    ).toBe(false);
  });

  it('lists who is live now with the audience, and can follow from there', async () => {
    const { user } = await renderHosts(member);
    await user.click(tab('Live now'));
    const live = await screen.findByRole('list', { name: 'Hosts live now' });
    expect(
      within(live)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['LiveTanvir321 watchingFollow']);
    await user.click(screen.getByRole('button', { name: 'Follow Tanvir' }));
    expect(await screen.findByRole('button', { name: 'Unfollow Tanvir' })).toBeTruthy();
    server.live = [];
    await user.click(tab('All'));
    await user.click(tab('Live now'));
    expect(await screen.findByText('No host is live right now.')).toBeTruthy();
  });
});
