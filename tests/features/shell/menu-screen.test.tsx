import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ShareData } from '../../../src/lib/share-link';
import { toast } from '../../../src/ui/toast/toast-store';
import { MenuScreen } from '../../../src/features/shell/components/menu-screen';
import { renderInRouter } from '../../helpers/render-in-router';

const social = {
  youtube: '',
  whatsapp: 'https://wa.me/8801',
  telegram: '',
  facebook: 'https://facebook.com/bb',
  line: 'javascript:alert(1)',
};
const info = {
  customerService: [],
  resources: [
    { resourceType: 'TELEGRAM', url: 'https://t.me/bb' },
    { resourceType: 'FACEBOOK', url: 'https://facebook.com/bb' },
  ],
  social,
};
const PATHS = ['/menu', '/member/manualRebate', '/activity', '/gameRecord'];

describe('menu page', () => {
  it('lists its entries, with the channels that are configured', async () => {
    await renderInRouter(() => <MenuScreen info={info} />, { entries: ['/menu'], paths: PATHS });
    expect(screen.getByRole('link', { name: 'Manual rebate' }).getAttribute('href')).toBe(
      '/member/manualRebate',
    );
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/activity');
    expect(screen.getByRole('link', { name: 'Betting record' }).getAttribute('href')).toBe(
      '/gameRecord',
    );
    expect(screen.getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe(
      'https://t.me/bb',
    );
    expect(screen.queryByRole('link', { name: 'Customer service' })).toBeNull();
  });

  it('shows the social follow block for configured, safe links only', async () => {
    await renderInRouter(() => <MenuScreen info={info} />, { entries: ['/menu'], paths: PATHS });
    const follow = screen.getByRole('region', { name: 'Follow us' });
    const names = [...follow.querySelectorAll('a')].map((a) => a.getAttribute('aria-label'));
    expect(names).toEqual(['WhatsApp', 'Facebook']);
  });

  it('has no follow block when no link is configured', async () => {
    const none = {
      ...info,
      social: { youtube: '', whatsapp: '', telegram: '', facebook: '', line: '' },
    };
    await renderInRouter(() => <MenuScreen info={none} />, { entries: ['/menu'], paths: PATHS });
    expect(screen.queryByRole('region', { name: 'Follow us' })).toBeNull();
  });

  describe('share', () => {
    // Set on the page's own navigator after the render (user-event puts its clipboard there).
    const setShare = (share: ((data: ShareData) => Promise<void>) | undefined) =>
      Object.defineProperty(navigator, 'share', {
        value: share,
        configurable: true,
        writable: true,
      });
    afterEach(() => {
      setShare(undefined);
      vi.restoreAllMocks();
      toast.clear();
    });

    it('comes right after manual rebate, in the order of the spec', async () => {
      await renderInRouter(() => <MenuScreen info={info} />, { entries: ['/menu'], paths: PATHS });
      const names = screen.getAllByRole('listitem').map((item) => item.textContent);
      expect(names.slice(0, 2)).toEqual(['Manual rebate', 'Share']);
    });

    it('opens the system share sheet with the home page for a visitor', async () => {
      const { user } = await renderInRouter(() => <MenuScreen info={info} />, {
        entries: ['/menu'],
        paths: PATHS,
      });
      const share = vi.fn(async (_data: ShareData) => undefined);
      setShare(share);
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() =>
        expect(share).toHaveBeenCalledWith({
          title: document.title,
          url: `${window.location.origin}${import.meta.env.BASE_URL}home`,
        }),
      );
      expect(writeText).not.toHaveBeenCalled();
      expect(toast.getSnapshot()).toEqual([]);
    });

    it('without a share sheet copies the link and says so for 2 s', async () => {
      const { user } = await renderInRouter(() => <MenuScreen info={info} />, {
        entries: ['/menu'],
        paths: PATHS,
      });
      setShare(undefined);
      const writeText = vi.spyOn(navigator.clipboard, 'writeText');
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() =>
        expect(writeText).toHaveBeenCalledWith(
          `${window.location.origin}${import.meta.env.BASE_URL}home`,
        ),
      );
      await waitFor(() =>
        expect(toast.getSnapshot()).toMatchObject([
          { style: 'success', message: 'Link copied', duration: 2000 },
        ]),
      );
    });
  });

  it('shows the banners it is given above the list', async () => {
    await renderInRouter(
      () => <MenuScreen info={info} banners={<section aria-label="Banners" />} />,
      { entries: ['/menu'], paths: PATHS },
    );
    expect(screen.getByRole('region', { name: 'Banners' })).toBeTruthy();
  });
});
