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
    expect(screen.getByText('The account has been logged out, please log in again')).toBeInTheDocument();
  });

  it('shows offline as an alert and slow connections as a notice', () => {
    renderWithI18n(<Harness />);
    act(() => apiEvents.emit('network.offline', { path: '/wps/system/status' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No internet connection');
    act(() => apiEvents.emit('network.slow', { path: '/wps/system/status' }));
    expect(screen.getByRole('status')).toHaveTextContent('Slow connection, please wait');
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderWithI18n(<Harness />);
    unmount();
    act(() => apiEvents.emit('session.expired', { path: '/wps/member/info' }));
    expect(screen.queryByText('The account has been logged out, please log in again')).not.toBeInTheDocument();
  });
});
