import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiEvents } from '../../src/api/events.ts';
import { useNetworkNotices } from '../../src/app/network-notices.ts';
import { ToastHost } from '../../src/ui/toast/toast-host.tsx';
import { toast } from '../../src/ui/toast/toast-store.ts';
import { renderWithI18n } from '../helpers/render.tsx';

function Harness() {
  useNetworkNotices();
  return <ToastHost />;
}

describe('network notices', () => {
  afterEach(() => act(() => toast.clear()));

  it('tells the player the session ended when the API reports it', () => {
    renderWithI18n(<Harness />);
    act(() => apiEvents.emit('session.expired', { path: '/wps/member/info' }));
    expect(
      screen.getByText('The account has been logged out, please log in again'),
    ).toBeInTheDocument();
  });

  it('shows offline as an alert and slow connections as a notice', () => {
    renderWithI18n(<Harness />);
    act(() => apiEvents.emit('network.offline', { path: '/wps/system/status' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No internet connection');
    act(() => apiEvents.emit('network.slow', { path: '/wps/system/status' }));
    expect(screen.getByRole('status')).toHaveTextContent('Slow connection, please wait');
  });

  it('replaces the offline alert with "Back online" when the connection returns', () => {
    renderWithI18n(<Harness />);
    act(() => apiEvents.emit('network.offline', { path: '/wps/system/status' }));
    act(() => apiEvents.emit('network.online', { path: '/wps/system/status' }));
    expect(screen.queryByText('No internet connection')).not.toBeInTheDocument();
    expect(screen.getByText('Back online')).toBeInTheDocument();
  });

  it('says nothing about being back online when no offline notice was shown', () => {
    renderWithI18n(<Harness />);
    act(() => apiEvents.emit('network.online', { path: '/wps/system/status' }));
    expect(screen.queryByText('Back online')).not.toBeInTheDocument();
  });

  it('answers one offline notice once', () => {
    renderWithI18n(<Harness />);
    act(() => apiEvents.emit('network.offline', { path: '/wps/system/status' }));
    act(() => apiEvents.emit('network.online', { path: '/wps/system/status' }));
    act(() => toast.clear());
    act(() => apiEvents.emit('network.online', { path: '/wps/system/status' }));
    expect(screen.queryByText('Back online')).not.toBeInTheDocument();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderWithI18n(<Harness />);
    unmount();
    act(() => apiEvents.emit('session.expired', { path: '/wps/member/info' }));
    expect(
      screen.queryByText('The account has been logged out, please log in again'),
    ).not.toBeInTheDocument();
  });
});
