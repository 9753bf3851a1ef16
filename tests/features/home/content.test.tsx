import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  announcementListsSchema,
  announcementsQueryOptions,
} from '../../../src/api/endpoints/announcements';
import { countryListQueryOptions } from '../../../src/api/endpoints/country-list';
import {
  winnerBoardQueryOptions,
  winnerBoardSchema,
} from '../../../src/api/endpoints/winner-board';
import { AnnouncementPopups } from '../../../src/features/home/components/announcement-popups';
import { AppDownload, isInstalled } from '../../../src/features/home/components/app-download';
import { HomeBanners } from '../../../src/features/home/components/home-banners';
import { WinnerBoard } from '../../../src/features/home/components/winner-board';
import { setSessionInfo } from '../../../src/lib/storage';
import { renderInRouter } from '../../helpers/render-in-router';
import { renderWithData } from './with-query-data';

const image = (id: number, width: number, height: number) => [
  { sequence: 1, url: `/content/art/announcement/${id}-1.png`, width, height },
];

describe('home banners', () => {
  const lists = announcementListsSchema.parse({
    banners: [
      {
        id: 201,
        type: 'B',
        title: 'To promotion',
        linkType: 'PROMOTION',
        linkedPromotionId: 104,
        announcementImages: image(201, 720, 288),
      },
      {
        id: 202,
        type: 'B',
        title: 'To route',
        linkType: 'ROUTE',
        linkUrl: '/m/activity',
        announcementImages: image(202, 720, 288),
      },
      {
        id: 203,
        type: 'B',
        title: 'Outside',
        linkType: 'EXTERNAL',
        linkUrl: 'https://example.com/',
        announcementImages: image(203, 720, 288),
      },
    ],
  });
  const seed = [
    [
      announcementsQueryOptions({ kinds: ['B'], groupName: 'm_home', language: 'EN' }, null)
        .queryKey,
      lists,
    ],
  ] as const;

  it("runs each banner's link: promotion detail, route, external tab", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = await renderWithData(() => <HomeBanners language="EN" />, seed, {
      paths: ['/activityDetail', '/activity'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'To promotion', hidden: true }));
    await waitFor(() => expect(router.state.location.href).toBe('/activityDetail?id=104'));
    fireEvent.click(screen.getByRole('button', { name: 'To route', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
    fireEvent.click(screen.getByRole('button', { name: 'Outside', hidden: true }));
    expect(open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});

describe('winner board', () => {
  it("lists the entries by amount, descending, with 2 places in the region's currency", async () => {
    const winners = winnerBoardSchema.parse({
      list: [
        { vo: { customerName: 'a***1', winAmount: '99.5', gameName: 'Small' } },
        { vo: { customerName: 'b***2', winAmount: '1200', gameName: 'Big' } },
      ],
    });
    await renderWithData(
      () => <WinnerBoard language="EN" />,
      [
        [winnerBoardQueryOptions('EN').queryKey, winners],
        [
          countryListQueryOptions().queryKey,
          [
            {
              merchantCode: 'bdbt',
              country: 'BD',
              currency: 'BDT',
              countryName: 'Bangladesh',
              langList: ['BN'],
              dialingCode: '880',
            },
          ],
        ],
      ],
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['b***2BigBDT 1,200.00', 'a***1SmallBDT 99.50']);
  });
});

describe('announcement popups', () => {
  const lists = (execution: 'A' | 'B', ids: number[]) =>
    announcementListsSchema.parse({
      popup: ids.map((id) => ({
        id,
        type: 'PU',
        title: `Popup ${id}`,
        execution,
        announcementImages: image(id, 540, 540),
      })),
    });

  it("shows the visitors' popups in a swiper once per visit", async () => {
    const key = announcementsQueryOptions({ kinds: ['PU'], language: 'EN' }, null).queryKey;
    const first = await renderWithData(
      () => <AnnouncementPopups language="EN" />,
      [[key, lists('B', [403, 404])]],
    );
    expect(await screen.findByRole('dialog', { name: 'Popup 403' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(await screen.findByRole('dialog', { name: 'Popup 404' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Announcement 1' }));
    expect(await screen.findByRole('dialog', { name: 'Popup 403' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(await screen.findByRole('dialog', { name: 'Popup 404' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // The same visit: not again.
    await renderWithData(
      () => <AnnouncementPopups language="EN" />,
      [[key, lists('B', [403, 404])]],
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a member the execution A popups', async () => {
    setSessionInfo({
      token: 'member-token',
      merchantCode: 'bdbt',
      userName: 'demo_player',
      type: 0,
      firstTimeLogin: false,
    });
    const key = announcementsQueryOptions(
      { kinds: ['PU'], language: 'EN' },
      'member-token',
    ).queryKey;
    await renderWithData(() => <AnnouncementPopups language="EN" />, [[key, lists('A', [401])]]);
    expect(await screen.findByRole('dialog', { name: 'Popup 401' })).toBeInTheDocument();
    // One popup: no arrows or dots.
    expect(screen.queryByRole('button', { name: 'Next announcement' })).not.toBeInTheDocument();
  });
});

describe('app download', () => {
  it('offers iOS, Android and the reward bar in a browser', async () => {
    await renderInRouter(() => <AppDownload />, { paths: ['/download'] });
    expect(screen.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute(
      'href',
      '/download',
    );
    expect(screen.getByRole('link', { name: 'Download for Android' })).toBeInTheDocument();
    expect(screen.getByText('Download the app and claim your reward')).toBeInTheDocument();
  });

  it('counts our app and installed web apps as installed', () => {
    expect(
      isInstalled({ userAgent: 'Mozilla/5.0 (Linux; Android 14) MSiteApp/2.1', standalone: false }),
    ).toBe(true);
    expect(
      isInstalled({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile', standalone: true }),
    ).toBe(true);
    expect(
      isInstalled({ userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile', standalone: false }),
    ).toBe(false);
  });
});
