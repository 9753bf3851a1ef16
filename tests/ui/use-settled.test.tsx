import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';

// The signal lives for the whole visit (module state): each test loads a fresh copy of the module.
async function renderProbe() {
  const settledModule = await import('../../src/ui/use-settled');
  function Probe() {
    return <p>{settledModule.useSettled() ? 'settled' : 'loading'}</p>;
  }
  render(<Probe />);
  return { ...settledModule, Probe };
}

const fakeClock = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });

describe('useSettled', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.useRealTimers());

  it('settles on the first interaction', async () => {
    await renderProbe();
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('settles when the page scrolls, not when a strip scrolls its own tab into view', async () => {
    await renderProbe();
    const strip = document.createElement('ul');
    document.body.append(strip);
    act(() => {
      fireEvent.scroll(strip);
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => {
      fireEvent.scroll(document);
    });
    expect(screen.getByText('settled')).toBeInTheDocument();
    strip.remove();
  });

  it('settles once the loaded page has fetched nothing for a while, and later parts render at once', async () => {
    fakeClock();
    const { QUIET_MS, Probe } = await renderProbe();
    act(() => {
      vi.advanceTimersByTime(QUIET_MS / 2);
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(QUIET_MS);
    });
    expect(screen.getByText('settled')).toBeInTheDocument();
    render(<Probe />);
    expect(screen.getAllByText('settled')).toHaveLength(2);
  });

  it('waits for the page to finish loading, but no longer than the cap', async () => {
    fakeClock();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { MAX_WAIT_MS } = await renderProbe();
    act(() => {
      vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('settled')).toBeInTheDocument();
    readyState.mockRestore();
  });
});
