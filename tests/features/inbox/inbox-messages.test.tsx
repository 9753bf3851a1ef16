import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as InboxMessages from '../../../src/api/endpoints/inbox-messages';
import { ApiError } from '../../../src/api/api-error';
import { InboxMessages as InboxMessagesView } from '../../../src/features/inbox/components/inbox-messages';
import type { InboxPage } from '../../../shared/contract/calls/inbox-messages.ts';
import { renderWithI18n } from '../../helpers/render';

const api = vi.hoisted(() => ({ fetchPage: vi.fn<(pageNo: number) => Promise<InboxPage>>() }));
// The real query options (key per member, language and page) over a fake fetch.
vi.mock('../../../src/api/endpoints/inbox-messages', async (original) => {
  const real = await original<typeof InboxMessages>();
  return {
    ...real,
    inboxMessagesQueryOptions: (pageNo: number, language: string, token: string) => ({
      ...real.inboxMessagesQueryOptions(pageNo, language, token),
      queryFn: () => api.fetchPage(pageNo),
    }),
  };
});

const pageOf = (pageNum: number): InboxPage => ({
  list: [
    {
      id: pageNum,
      title: `Message on page ${pageNum}`,
      createdAt: '2026-12-01T10:00:00Z',
      read: true,
    },
  ],
  pageNum,
  totalPages: 2,
  totalCount: 2,
  unReadCount: 0,
});

function renderInbox() {
  return renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <InboxMessagesView token="member-token" />
    </QueryClientProvider>,
  );
}

afterEach(() => api.fetchPage.mockReset());

describe('inbox messages', () => {
  it('pages with Newer and Older, each off where it leads nowhere', async () => {
    api.fetchPage.mockImplementation((pageNo) => Promise.resolve(pageOf(pageNo)));
    const { user } = renderInbox();
    expect(await screen.findByText('Message on page 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Message on page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(api.fetchPage.mock.calls).toEqual([[1], [2]]);
  });

  it('says a page could not be read and reads it again on Try again', async () => {
    api.fetchPage.mockRejectedValueOnce(new ApiError({ code: 'network.offline' }));
    api.fetchPage.mockResolvedValueOnce(pageOf(1));
    const { user } = renderInbox();
    expect(await screen.findByText('Messages could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Message on page 1')).toBeInTheDocument();
    expect(api.fetchPage).toHaveBeenCalledTimes(2);
  });
});
