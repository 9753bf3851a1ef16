import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../src/ui/toast/toast-host';
import { createToastStore } from '../../src/ui/toast/toast-store';
import { renderWithI18n } from '../helpers/render';

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps both live regions in the page before any toast', () => {
    renderWithI18n(<ToastHost store={createToastStore()} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces info and success politely and fail and offline as alerts', () => {
    const store = createToastStore();
    renderWithI18n(<ToastHost store={store} />);
    act(() => {
      store.show({ style: 'success', message: 'Changes saved' });
      store.show({ style: 'info', message: 'Coming soon' });
      store.show({ style: 'fail', message: 'Unknown error' });
    });
    const polite = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(within(polite).getByText('Changes saved')).toBeInTheDocument();
    expect(within(polite).getByText('Coming soon')).toBeInTheDocument();
    expect(within(alert).getByText('Unknown error')).toBeInTheDocument();
    act(() => {
      store.clear();
      store.show({ style: 'offline', message: 'No internet connection' });
    });
    expect(within(alert).getByText('No internet connection')).toBeInTheDocument();
    expect(polite).toBeEmptyDOMElement();
  });

  it('draws an icon per style and a spinner for loading', () => {
    const store = createToastStore();
    // The regions are portalled into the body, beside the popups.
    const { baseElement: container } = renderWithI18n(<ToastHost store={store} />);
    act(() => {
      store.show({ style: 'fail', message: 'Failed' });
      store.loading('Please wait');
    });
    expect(container.querySelector('[data-style="fail"] use')).toHaveAttribute(
      'href',
      `${import.meta.env.BASE_URL}icons.svg#fail`,
    );
    const loading = container.querySelector('[data-style="loading"]');
    expect(loading?.querySelector('use')).toBeNull();
    expect(loading).toHaveTextContent('Please wait');
  });

  it('shows one loading toast and removes toasts when they expire', () => {
    const store = createToastStore();
    renderWithI18n(<ToastHost store={store} />);
    act(() => {
      store.loading('Sending SMS');
      store.loading('Please wait');
    });
    expect(screen.queryByText('Sending SMS')).not.toBeInTheDocument();
    expect(screen.getByText('Please wait')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(9999);
    });
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
  });
});
