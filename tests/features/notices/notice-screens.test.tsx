import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NoticeListScreen } from '../../../src/features/notices/components/notice-list-screen';
import { NoticeDetailScreen } from '../../../src/features/notices/components/notice-detail-screen';
import { renderInRouter } from '../../helpers/render-in-router';
import { entry, member, seededClient, signIn, trial } from '../promotions/content-fixtures';
import type { SessionInfo } from '../../../src/lib/storage';

const markRead = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../src/api/endpoints/mark-announcement-read', () => ({
  markAnnouncementRead: markRead,
}));

afterEach(() => {
  signIn(null);
  markRead.mockClear();
});

const notices = [
  entry(301, { type: 'PL', status: null, promotionType: null, read: true, title: 'Read notice' }),
  entry(302, {
    type: 'PL',
    status: null,
    promotionType: null,
    title: 'New notice',
    content: '<p>Details <a href="javascript:alert(1)">here</a></p>',
  }),
];

async function renderNotices(ui: () => React.ReactElement, session: SessionInfo | null) {
  signIn(session);
  const client = seededClient(['PL'], { player: notices }, session);
  const view = await renderInRouter(
    () => <QueryClientProvider client={client}>{ui()}</QueryClientProvider>,
    { entries: ['/notice'] },
  );
  return { ...view, client };
}

describe('notice list', () => {
  it('marks an opened notice read at once for a member, tells the server and refreshes', async () => {
    const { user, client } = await renderNotices(() => <NoticeListScreen />, member);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const list = screen.getByRole('list', { name: 'Announcements' });
    expect(within(list).getAllByRole('button', { name: /\(unread\)/ })).toHaveLength(1);
    const toggle = within(list).getByRole('button', { name: /^New notice/ });
    expect(within(toggle).getByText('2026-11-01')).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(list).queryAllByRole('button', { name: /\(unread\)/ })).toHaveLength(0);
    expect(screen.getByText('here').getAttribute('href')).toBeNull();
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledWith(302));
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['announcements'] }),
    );
    // Opening it again (or a notice already read) sends nothing more.
    await user.click(toggle);
    await user.click(toggle);
    await user.click(within(list).getByRole('button', { name: /^Read notice/ }));
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it('never shows a trial player an unread notice, and never marks one', async () => {
    const { user } = await renderNotices(() => <NoticeListScreen />, trial);
    const list = screen.getByRole('list', { name: 'Announcements' });
    expect(within(list).queryAllByRole('button', { name: /\(unread\)/ })).toHaveLength(0);
    await user.click(within(list).getByRole('button', { name: /^New notice/ }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(markRead).not.toHaveBeenCalled();
  });

  it('shows visitors the notices without read marks', async () => {
    await renderNotices(() => <NoticeListScreen />, null);
    expect(screen.getAllByRole('button', { name: /notice/ })).toHaveLength(2);
    expect(screen.queryAllByRole('button', { name: /\(unread\)/ })).toHaveLength(0);
  });

  it('shows the detail of the notice named by id, and marks it read', async () => {
    await renderNotices(() => <NoticeListScreen id={302} />, member);
    expect(screen.getByRole('heading', { name: 'New notice' })).toBeTruthy();
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledWith(302));
  });

  it('opens the list with the notice at the index expanded (the tapped marquee headline), and marks it read', async () => {
    const { user } = await renderNotices(() => <NoticeListScreen index={1} />, member);
    const list = screen.getByRole('list', { name: 'Announcements' });
    const indexed = within(list).getByRole('button', { name: /^New notice/ });
    expect(indexed.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Details')).toBeTruthy();
    expect(
      within(list)
        .getByRole('button', { name: /^Read notice/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    await vi.waitFor(() => expect(markRead).toHaveBeenCalledWith(302));
    // The player's own taps take over from the address.
    await user.click(indexed);
    expect(indexed.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the plain list for an index past the end', async () => {
    await renderNotices(() => <NoticeListScreen index={9} />, member);
    const list = screen.getByRole('list', { name: 'Announcements' });
    expect(within(list).getAllByRole('button', { expanded: false })).toHaveLength(2);
  });

  it('noticeDetail shows one notice by id', async () => {
    await renderNotices(() => <NoticeDetailScreen id={301} />, member);
    expect(screen.getByRole('heading', { name: 'Read notice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All announcements' })).toBeTruthy();
    expect(markRead).not.toHaveBeenCalled();
  });
});
