import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredToastHost } from '../../src/ui/toast/deferred-toast-host';
import { toast } from '../../src/ui/toast/toast-store';
import { renderWithI18n } from '../helpers/render';

// The app's host: the live regions from the start, the toasts' drawing loaded on demand.
describe('DeferredToastHost', () => {
  afterEach(() => act(() => toast.clear()));

  it('has both live regions in the page before any toast or any of the drawing has loaded', () => {
    renderWithI18n(<DeferredToastHost />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows an offline notice in the alert region at once, then drawn with its icon when the drawing arrives', async () => {
    // The regions are portalled into the body, beside the popups.
    const { baseElement: container } = renderWithI18n(<DeferredToastHost />);
    const alert = screen.getByRole('alert');
    act(() => {
      toast.show({ style: 'offline', message: 'No internet connection' });
    });
    // Nothing waits for the network: the message is there in the same render.
    expect(within(alert).getByText('No internet connection')).toBeInTheDocument();
    await waitFor(() =>
      expect(container.querySelector('[data-style="offline"] use')).not.toBeNull(),
    );
    expect(screen.getByRole('alert')).toBe(alert);
    expect(within(alert).getByText('No internet connection')).toBeInTheDocument();
  });
});
