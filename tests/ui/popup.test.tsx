import { StrictMode, useRef, useState } from 'react';
import { screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/button';
import { Popup } from '../../src/ui/popup';
import { MOTION_MS } from '../../src/ui/motion';
import { isScrollLocked } from '../../src/ui/scroll-lock';
import { renderWithI18n } from '../helpers/render';

function Harness({
  dismissible = true,
  placement,
}: {
  dismissible?: boolean;
  placement?: 'center' | 'bottom';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open login</Button>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        title="Log in"
        dismissible={dismissible}
        placement={placement}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <label>
          Username <input />
        </label>
      </Popup>
    </>
  );
}

const root = () => document.documentElement;

describe('Popup', () => {
  it('opens a modal dialog named by its title, focused, with the page scroll locked', async () => {
    const { user } = renderWithI18n(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root().style.overflowY).toBe('');

    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(root().style.overflowY).toBe('hidden');
    expect(isScrollLocked()).toBe(true);
  });

  it('Escape closes it, releases the scroll lock and returns focus to the opener', async () => {
    const { user } = renderWithI18n(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open login' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(root().style.overflowY).toBe('');
    expect(isScrollLocked()).toBe(false);
    expect(opener).toHaveFocus();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('stays mounted for the 225 ms leave animation, inert and marked closed', async () => {
    const { user } = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const dialog = screen.getByRole('dialog');
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAttribute('inert');
    expect(dialog.parentElement).toHaveAttribute('data-state', 'closed');
    await waitForElementToBeRemoved(dialog);
  });

  it('the close button and a backdrop tap close it', async () => {
    const { user } = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const backdrop = screen.getByRole('dialog').previousElementSibling as HTMLElement;
    await user.click(backdrop);
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('a click inside the panel does not close it', async () => {
    const { user } = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await user.click(screen.getByRole('textbox', { name: 'Username' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a non-dismissible popup ignores Escape and the backdrop and has no close button', async () => {
    const { user } = renderWithI18n(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog').previousElementSibling as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Username' });
    const done = screen.getByRole('button', { name: 'Done' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('renders as a bottom sheet', async () => {
    const { user } = renderWithI18n(<Harness placement="bottom" />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    expect(screen.getByRole('dialog').parentElement?.className).toMatch(/bottom/);
  });

  it('focuses the given initial element', async () => {
    function WithInitial() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Popup open onClose={() => {}} title="Search" initialFocusRef={ref}>
          <input ref={ref} aria-label="Game name" />
        </Popup>
      );
    }
    renderWithI18n(<WithInitial />);
    expect(screen.getByRole('textbox', { name: 'Game name' })).toHaveFocus();
  });

  it('with two popups open, Escape closes only the top one and the page stays locked until both close', async () => {
    const onCloseFirst = vi.fn();
    function Two() {
      const [first, setFirst] = useState(true);
      const [second, setSecond] = useState(false);
      return (
        <>
          <Popup
            open={first}
            onClose={() => {
              onCloseFirst();
              setFirst(false);
            }}
            title="Region"
          >
            <Button onClick={() => setSecond(true)}>Choose language</Button>
          </Popup>
          <Popup open={second} onClose={() => setSecond(false)} title="Language">
            <p>BN / EN</p>
          </Popup>
        </>
      );
    }
    const { user } = renderWithI18n(<Two />);
    const openSecond = screen.getByRole('button', { name: 'Choose language' });
    await user.click(openSecond);
    expect(screen.getByRole('dialog', { name: 'Language' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onCloseFirst).not.toHaveBeenCalled();
    expect(root().style.overflowY).toBe('hidden');
    expect(openSecond).toHaveFocus();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Language' })).not.toBeInTheDocument(),
    );

    await user.keyboard('{Escape}');
    expect(onCloseFirst).toHaveBeenCalledTimes(1);
    expect(root().style.overflowY).toBe('');
  });

  it('unmounting while open releases the lock', async () => {
    const { user, unmount } = renderWithI18n(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    expect(isScrollLocked()).toBe(true);
    unmount();
    expect(isScrollLocked()).toBe(false);
    expect(root().style.overflowY).toBe('');
  });

  it('works under StrictMode (effects run twice): focus in, then back to the opener', async () => {
    const { user } = renderWithI18n(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    const opener = screen.getByRole('button', { name: 'Open login' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toHaveFocus();
    expect(isScrollLocked()).toBe(true);
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    expect(isScrollLocked()).toBe(false);
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('under reduced motion it leaves without waiting for the animation', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { user } = renderWithI18n(<Harness />);
      await user.click(screen.getByRole('button', { name: 'Open login' }));
      // The delay asked for, not a wall-clock race: a busy CI machine may take longer than 225 ms anyway.
      const timeouts = vi.spyOn(globalThis, 'setTimeout');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(timeouts.mock.calls.some(([, delay]) => delay === MOTION_MS.popup)).toBe(false);
      expect(timeouts.mock.calls.some(([, delay]) => delay === 0)).toBe(true);
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });
});
