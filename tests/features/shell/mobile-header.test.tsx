import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { useHeaderBackHandler } from '../../../src/features/shell/back-handler';
import { MobileHeader } from '../../../src/features/shell/components/mobile-header';
import { renderInRouter } from '../../helpers/render-in-router';

function Frame() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <>
      <MobileHeader pathname={pathname} />
      <output aria-label="path">{pathname}</output>
    </>
  );
}

const path = () => screen.getByRole('status', { name: 'path' }).textContent;

describe('mobile header', () => {
  it('shows the title of the path as the page heading', async () => {
    await renderInRouter(Frame, { entries: ['/notice'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
  });

  it.each(['/login', '/register', '/activity', '/forget', '/download'])(
    'goes home from %s even with history',
    async (from) => {
      const { user } = await renderInRouter(Frame, {
        entries: ['/notice', from],
        paths: ['/home'],
      });
      await user.click(screen.getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(path()).toBe('/home'));
    },
  );

  // Requirements B2.3.2: "The header has a back button (to home) and a button back to home."
  it.each(['/slot-games', '/hot-games', '/lott'])(
    'on the game category %s, back and the home button both lead home',
    async (category) => {
      for (const name of ['Back', 'Home']) {
        const { user, unmount } = await renderInRouter(Frame, {
          entries: ['/notice', `${category}?vendor=PG`],
          paths: ['/home', category],
        });
        await user.click(screen.getByRole(name === 'Back' ? 'button' : 'link', { name }));
        await waitFor(() => expect(path()).toBe('/home'));
        unmount();
      }
    },
  );

  it('has no home button off the game categories', async () => {
    await renderInRouter(Frame, { entries: ['/notice'] });
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
  });

  it('steps back one entry elsewhere', async () => {
    const { user } = await renderInRouter(Frame, {
      entries: ['/help', '/notice'],
      paths: ['/home'],
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path()).toBe('/help'));
  });

  it('goes home instead of leaving the site when the page was opened directly', async () => {
    const { user } = await renderInRouter(Frame, { entries: ['/notice'], paths: ['/home'] });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(path()).toBe('/home'));
  });

  it('runs the handler a screen supplies instead of stepping back', async () => {
    const handler = vi.fn();
    function WithHandler() {
      useHeaderBackHandler(handler);
      return <Frame />;
    }
    const { user } = await renderInRouter(WithHandler, { entries: ['/help', '/notice'] });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(path()).toBe('/notice');
  });
});
