import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NoticeStrip, badgeText } from '../../../src/features/home/components/notice-strip';
import { QuickEntries } from '../../../src/features/home/components/quick-entries';
import { SearchBox } from '../../../src/features/home/components/search-box';
import { useSearchPopupRequests } from '../../../src/lib/search-popup';
import { renderInRouter } from '../../helpers/render-in-router';

describe('notice strip', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scrolls the titles as one link to the notices, with the inbox button and its count', async () => {
    await renderInRouter(() => <NoticeStrip titles={['Server upgrade', 'New slots']} unreadCount={3} />, { paths: ['/notice', '/webEmail'] });
    expect(screen.getByRole('link', { name: 'Announcements: Server upgrade · New slots' })).toHaveAttribute('href', '/notice');
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute('href', '/webEmail');
  });

  it('shows the no-announcement text when there are none', async () => {
    await renderInRouter(() => <NoticeStrip titles={[]} unreadCount={0} />);
    expect(screen.getByText('No announcements')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('lists the titles without motion when reduced motion is asked for', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener: () => undefined, removeEventListener: () => undefined }));
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await renderInRouter(() => <NoticeStrip titles={['One', 'Two']} unreadCount={0} />);
    expect(screen.getByRole('list', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Two' })).toBeInTheDocument();
    expect(frame).not.toHaveBeenCalled();
    frame.mockRestore();
  });

  it('moves the marquee with translateX at most 30 times a second', async () => {
    let now = 0;
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    await renderInRouter(() => <NoticeStrip titles={['Moving title']} unreadCount={0} />);
    const track = screen.getAllByText('Moving title')[0]?.parentElement?.parentElement as HTMLElement;
    Object.defineProperty(track, 'scrollWidth', { value: 1000 });
    const tick = (ms: number) => {
      now += ms;
      const callback = callbacks.shift();
      callback?.(now);
    };
    tick(16); // first frame only takes the time
    tick(16); // 16 ms later: under 1/30 s, no step
    expect(track.style.transform).toBe('');
    tick(20); // 36 ms after the first frame: one step
    await waitFor(() => expect(track.style.transform).toMatch(/^translateX\(-\d/));
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('quick entries', () => {
  it('goes to the voucher centre and the promo code, and asks the frame for the referral view', async () => {
    const onInvite = vi.fn();
    const { user, router } = await renderInRouter(() => <QuickEntries onInvite={onInvite} />, { paths: ['/voucherCenter', '/promoCode'] });
    await user.click(screen.getByRole('link', { name: 'Deposit now, get more bonus' }));
    expect(router.state.location.pathname).toBe('/voucherCenter');
    await user.click(screen.getByRole('link', { name: 'Promo code' }));
    expect(router.state.location.pathname).toBe('/promoCode');
    await user.click(screen.getByRole('button', { name: 'Invite friends' }));
    expect(onInvite).toHaveBeenCalledOnce();
  });

  it('leaves Invite out until the frame supplies the referral view', async () => {
    await renderInRouter(() => <QuickEntries />);
    expect(screen.queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
  });
});

describe('search box', () => {
  it('asks the frame to open the search popup', async () => {
    function Probe() {
      const requests = useSearchPopupRequests();
      return (
        <>
          <SearchBox />
          <output aria-label="requests">{requests}</output>
        </>
      );
    }
    await renderInRouter(Probe);
    const before = Number(screen.getByRole('status', { name: 'requests' }).textContent);
    fireEvent.click(screen.getByRole('button', { name: 'Search games' }));
    expect(Number(screen.getByRole('status', { name: 'requests' }).textContent)).toBe(before + 1);
  });
});
