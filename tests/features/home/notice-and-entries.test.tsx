import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { NoticeStrip, badgeText } from '../../../src/features/home/components/notice-strip';
import { marqueeTiming } from '../../../src/features/home/use-marquee';
import { QuickEntries } from '../../../src/features/home/components/quick-entries';
import { SearchBox } from '../../../src/features/home/components/search-box';
import { useSearchPopupRequests } from '../../../src/lib/search-popup';
import { renderInRouter } from '../../helpers/render-in-router';

describe('notice strip', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scrolls the titles, each a link to the notices at its index, with the inbox button and its count', async () => {
    await renderInRouter(
      () => <NoticeStrip titles={['Server upgrade', 'New slots']} unreadCount={3} />,
      { paths: ['/notice', '/webEmail'] },
    );
    const list = screen.getByRole('list', { name: 'Announcements' });
    // The loop's second copy is hidden from assistive technology and the tab order.
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Server upgrade', '/notice?index=0'],
      ['New slots', '/notice?index=1'],
    ]);
    const copies = screen.getAllByText('New slots');
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute(
      'href',
      '/webEmail',
    );
  });

  it('shows the no-announcement text when there are none', async () => {
    await renderInRouter(() => <NoticeStrip titles={[]} unreadCount={0} />);
    expect(screen.getByText('No announcements')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
  });

  it('lists the titles without motion when reduced motion is asked for', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderInRouter(() => <NoticeStrip titles={['One', 'Two']} unreadCount={0} />);
    expect(screen.getByRole('list', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Two' })).toHaveAttribute('href', '/notice?index=1');
    // No marquee track: each title is shown once, and nothing is set running.
    expect(screen.getAllByText('Two')).toHaveLength(1);
    expect(
      [...document.querySelectorAll<HTMLElement>('[style]')].some(
        (element) => element.style.animationPlayState === 'running',
      ),
    ).toBe(false);
  });

  it('runs the marquee as a 30-steps-a-second CSS animation timed to the titles, paused off screen', async () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback });
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    await renderInRouter(() => <NoticeStrip titles={['Moving title']} unreadCount={0} />);
    const track = screen.getAllByText('Moving title')[0]?.parentElement?.parentElement
      ?.parentElement as HTMLElement;
    // Half the track (one copy, 500 px) at 40 px a second: 12.5 s, in 375 steps (30 a second).
    expect(track.style.animationDuration).toBe('12.5s');
    expect(track.style.animationTimingFunction).toBe('steps(375)');
    const seen = (isIntersecting: boolean) =>
      observers[0]?.callback(
        [{ isIntersecting } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    seen(true);
    expect(track.style.animationPlayState).toBe('running');
    seen(false);
    expect(track.style.animationPlayState).toBe('paused');
  });

  it('measures the track when the resize observer reports it, not during the render', async () => {
    const resized: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    await renderInRouter(() => <NoticeStrip titles={['Moving title']} unreadCount={0} />);
    const track = screen.getAllByText('Moving title')[0]?.parentElement?.parentElement
      ?.parentElement as HTMLElement;
    expect(width).not.toHaveBeenCalled();
    expect(track.style.animationDuration).toBe('');
    act(() => resized[0]?.([], {} as ResizeObserver));
    expect(track.style.animationDuration).toBe('12.5s');
  });

  it('times a loop by the width of one copy of the titles', () => {
    expect(marqueeTiming(400)).toEqual({ durationS: 10, steps: 300 });
    expect(marqueeTiming(0).steps).toBeGreaterThanOrEqual(1);
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('quick entries', () => {
  it('goes to the voucher centre and the promo code, and asks the frame for the referral view', async () => {
    const onInvite = vi.fn();
    const { user, router } = await renderInRouter(() => <QuickEntries onInvite={onInvite} />, {
      paths: ['/voucherCenter', '/promoCode'],
    });
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
