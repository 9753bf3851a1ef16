import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { BANNER_ROTATION_MS, BannerCarousel, type BannerSlide } from '../../src/ui/banner-carousel';
import { renderWithI18n } from '../helpers/render';

const slide = (id: number): BannerSlide => ({
  id,
  src: `/content/art/announcement/${id}-1.png`,
  width: 720,
  height: 288,
  title: `Banner ${id}`,
});

describe('banner carousel', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the first picture eagerly at high priority with its size, the others lazily', () => {
    renderWithI18n(
      <BannerCarousel slides={[slide(1), slide(2), slide(3)]} label="Banners" onSelect={vi.fn()} />,
    );
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '720');
    expect(first).toHaveAttribute('height', '288');
    expect(first).not.toHaveAttribute('loading');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('region', { name: 'Banners' })).toHaveStyle({
      aspectRatio: '720 / 288',
    });
  });

  it('drops a banner whose picture fails, and shows nothing when all fail', () => {
    renderWithI18n(
      <BannerCarousel slides={[slide(1), slide(2)]} label="Banners" onSelect={vi.fn()} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Banner 2', hidden: true }));
    expect(screen.queryByRole('img', { name: 'Banner 2', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Banner 1', hidden: true })).toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Banner 1', hidden: true }));
    expect(screen.queryByRole('region', { name: 'Banners' })).not.toBeInTheDocument();
  });

  it('runs the handler of the tapped banner', () => {
    const onSelect = vi.fn();
    renderWithI18n(<BannerCarousel slides={[slide(7)]} label="Banners" onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Banner 7' }));
    expect(onSelect).toHaveBeenCalledWith(7);
  });

  it('rotates every 5,000 ms only with more than one banner', () => {
    vi.useFakeTimers();
    const interval = vi.spyOn(window, 'setInterval');
    const { unmount } = renderWithI18n(
      <BannerCarousel slides={[slide(1)]} label="Banners" onSelect={vi.fn()} />,
    );
    expect(interval.mock.calls.some(([, delay]) => delay === BANNER_ROTATION_MS)).toBe(false);
    unmount();
    renderWithI18n(
      <BannerCarousel slides={[slide(1), slide(2)]} label="Banners" onSelect={vi.fn()} />,
    );
    expect(interval.mock.calls.some(([, delay]) => delay === BANNER_ROTATION_MS)).toBe(true);
    expect(BANNER_ROTATION_MS).toBe(5000);
    act(() => {
      vi.advanceTimersByTime(BANNER_ROTATION_MS);
    });
    interval.mockRestore();
  });

  it('changes slide on a swipe of 60 px or more, not on a shorter one', () => {
    const onSelect = vi.fn();
    renderWithI18n(
      <BannerCarousel slides={[slide(1), slide(2)]} label="Banners" onSelect={onSelect} />,
    );
    const track = screen.getByRole('region', { name: 'Banners' }).firstElementChild as HTMLElement;
    const group = () =>
      screen
        .getAllByRole('group', { hidden: true })
        .find((element) => !element.hasAttribute('aria-hidden'));
    expect(group()).toHaveAccessibleName('1 of 2');
    fireEvent.pointerDown(track, { clientX: 200 });
    fireEvent.pointerUp(track, { clientX: 150 });
    expect(group()).toHaveAccessibleName('1 of 2');
    fireEvent.pointerDown(track, { clientX: 200 });
    fireEvent.pointerUp(track, { clientX: 130 });
    // The click that ends a swipe does not open the banner.
    fireEvent.click(screen.getByRole('button', { name: 'Banner 1', hidden: true }));
    expect(onSelect).not.toHaveBeenCalled();
  });
});
