import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { FooterBar } from '../../../src/features/shell/components/footer-bar';
import { renderInRouter } from '../../helpers/render-in-router';

function frame(hideOnScroll: boolean) {
  return function Frame() {
    const pathname = useLocation({ select: (location) => location.pathname });
    const search = useLocation({ select: (location) => location.searchStr });
    return (
      <>
        <FooterBar hideOnScroll={hideOnScroll} />
        <output aria-label="path">{pathname}</output>
        <output aria-label="search">{search}</output>
      </>
    );
  };
}
const PATHS = ['/home', '/activity', '/rewardCenter', '/member/home'];

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('footer bar', () => {
  it('links the main tabs', async () => {
    await renderInRouter(frame(false), { paths: PATHS });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('a[href="/activity"]')?.textContent).toBe('Promotion');
    expect(screen.getByRole('link', { name: 'Reward' }).getAttribute('href')).toBe('/rewardCenter');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/member/home');
  });

  it('Home leaves a filtered category for the home, with no filter, and scrolls up', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = await renderInRouter(frame(false), {
      entries: ['/slot-games?vendor=PG&classify=HOT'],
      paths: PATHS,
    });
    expect(screen.getByRole('status', { name: 'search' }).textContent).not.toBe('');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/home'),
    );
    expect(screen.getByRole('status', { name: 'search' }).textContent).toBe('');
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
  });

  it('marks the tab of the screen on screen, and only that one (issue 53)', async () => {
    await renderInRouter(frame(false), { entries: ['/rewardCenter'], paths: PATHS });
    expect(screen.getByRole('link', { name: 'Reward' }).getAttribute('aria-current')).toBe('page');
    for (const name of ['Home', 'Promotion', 'Profile'])
      expect(screen.getByRole('link', { name }).getAttribute('aria-current')).toBeNull();
  });

  it('opens and closes by its toggle', async () => {
    const { user } = await renderInRouter(frame(false), { paths: PATHS });
    const toggle = screen.getByRole('button', { name: 'Hide navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show navigation' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('hides while scrolling down only where asked (the promotions page)', async () => {
    const { container } = await renderInRouter(frame(true), { paths: PATHS });
    const dock = container.firstElementChild as HTMLElement;
    const before = dock.className;
    act(() => scrollTo(300));
    expect(dock.className).not.toBe(before);
    act(() => scrollTo(100));
    expect(dock.className).toBe(before);
  });

  it('stays put on scroll elsewhere', async () => {
    const { container } = await renderInRouter(frame(false), { paths: PATHS });
    const dock = container.firstElementChild as HTMLElement;
    const before = dock.className;
    act(() => scrollTo(300));
    expect(dock.className).toBe(before);
  });
});
