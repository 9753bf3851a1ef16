import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import type { HelpItem } from '../../../src/api/endpoints/help-center';
import HelpPopup from '../../../src/features/help/components/help-popup';
import HelpFooterList from '../../../src/features/help/components/help-footer-list';
import { useHelpHistory } from '../../../src/features/help/use-help-history';
import { openPopup, popupsSnapshot } from '../../../src/lib/popups-actor';
import { closePopup, openHelp } from '../../../src/lib/popup-requests';
import { isScrollLocked } from '../../../src/ui/scroll-lock';
import { renderInRouter } from '../../helpers/render-in-router';

const items: HelpItem[] = [
  { id: 1, tag: 'about', title: 'About us', content: '<h3>Who we are</h3><p>A site.</p>' },
  {
    id: 2,
    tag: 'deposit',
    title: 'How to deposit',
    content: '<h3>Methods</h3><p>bKash and Nagad.</p>',
  },
  { id: 3, tag: '', title: 'Contact us', content: '<p>Write to us.</p>' },
];
vi.mock('../../../src/features/help/components/use-help-items', () => ({
  useHelpItems: () => ({ data: items, isPending: false, isError: false }),
}));

/** The frame's part: the history binding, the footer's list and the popup. */
function Frame() {
  useHelpHistory();
  const href = useLocation({ select: (location) => location.href });
  return (
    <>
      <HelpFooterList />
      <HelpPopup />
      <output aria-label="address">{href}</output>
    </>
  );
}

const settle = () => waitFor(() => expect(popupsSnapshot()?.value).toMatch(/^(open|closed)$/));

beforeEach(async () => {
  act(() => closePopup(''));
  await waitFor(() => expect(popupsSnapshot()?.value).toBe('closed'));
});
afterEach(() => act(() => closePopup('')));

describe('help centre popup', () => {
  it('a footer title opens the popup on its tab over the same address, and the scroll locks', async () => {
    const { user, history } = await renderInRouter(Frame, { entries: ['/home'], paths: ['/help'] });
    const before = history.length;
    await user.click(screen.getByRole('link', { name: 'How to deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help center' });
    expect(screen.getByRole('tab', { name: 'How to deposit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('bKash and Nagad.');
    expect(dialog).toBeInTheDocument();
    expect(isScrollLocked()).toBe(true);
    // Its own history entry, at the page's address.
    await waitFor(() => expect(history.length).toBe(before + 1));
    expect(history.location.state.helpCentre).toBe(true);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/home');
  });

  it('a tab tapped shows that group; the arrow keys move along the tabs', async () => {
    const { user } = await renderInRouter(Frame);
    act(() => openHelp(0));
    await user.click(await screen.findByRole('tab', { name: 'Contact us' }));
    expect(popupsSnapshot()?.context.helpTab).toBe(2);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Write to us.');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About us' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'About us' })).toHaveFocus();
  });

  it('a tab past the groups there are shows the first', async () => {
    await renderInRouter(Frame);
    act(() => openHelp(7));
    expect(await screen.findByRole('tab', { name: 'About us' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('Back closes it without another step; the close button steps back off its entry', async () => {
    const { user, history } = await renderInRouter(Frame, { entries: ['/activity', '/home'] });
    act(() => openHelp(1));
    await screen.findByRole('dialog', { name: 'Help center' });
    await waitFor(() => expect(history.location.state.helpCentre).toBe(true));
    await settle();
    act(() => history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.location.pathname).toBe('/home');

    act(() => openHelp(1));
    await screen.findByRole('dialog', { name: 'Help center' });
    await waitFor(() => expect(history.location.state.helpCentre).toBe(true));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(history.location.state.helpCentre).toBeUndefined());
    expect(history.location.pathname).toBe('/home');
    await waitFor(() => expect(isScrollLocked()).toBe(false));
  });

  it('one popup at a time: the login popup replaces the help centre', async () => {
    await renderInRouter(Frame);
    act(() => openHelp(0));
    await screen.findByRole('dialog', { name: 'Help center' });
    act(() => openPopup('login'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help center' })).toBeNull());
    expect(popupsSnapshot()?.context.popup).toBe('login');
  });

  it('Back from the help centre opened on the login page gives the page its login popup again', async () => {
    const { history } = await renderInRouter(Frame, { entries: ['/m/home', '/m/login'] });
    // The login page opens its own popup.
    act(() => openPopup('login'));
    await settle();
    act(() => openHelp(0));
    await screen.findByRole('dialog', { name: 'Help center' });
    await waitFor(() => expect(history.location.state.helpCentre).toBe(true));
    await settle();
    act(() => history.back());
    await waitFor(() => expect(popupsSnapshot()?.context.popup).toBe('login'));
    expect(history.location.pathname).toBe('/m/login');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help center' })).toBeNull());
    expect(isScrollLocked()).toBe(true);
  });

  it('the link inside takes the full page in place of its entry, and the popup closes', async () => {
    const { user, history } = await renderInRouter(Frame, {
      entries: ['/activity', '/home'],
      paths: ['/help'],
    });
    act(() => openHelp(1));
    await screen.findByRole('dialog', { name: 'Help center' });
    await waitFor(() => expect(history.location.state.helpCentre).toBe(true));
    await user.click(screen.getByRole('link', { name: 'Open as a page' }));
    await waitFor(() => expect(history.location.pathname).toBe('/help'));
    expect(history.location.search).toBe('?i=1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
