import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/button';
import { LinkButton } from '../../src/ui/link-button';
import { renderWithI18n } from '../helpers/render';

describe('Button', () => {
  it('is a real button of type button, named by its text', async () => {
    const onClick = vi.fn();
    const { user } = renderWithI18n(
      <Button icon="refresh" onClick={onClick}>
        Retry
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can submit a form', () => {
    renderWithI18n(<Button type="submit">Log in</Button>);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  });

  it('applies variant, size and block classes', () => {
    renderWithI18n(
      <Button variant="danger" size="lg" block>
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' }).className).toMatch(/danger/);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toMatch(/lg/);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toMatch(/block/);
  });

  it('while loading is busy, keeps its name and focus, and ignores clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithI18n(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('disabled buttons do not fire', async () => {
    const onClick = vi.fn();
    const { user } = renderWithI18n(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('LinkButton', () => {
  it('is a link styled as a button', () => {
    renderWithI18n(<LinkButton href="/m/help">Help</LinkButton>);
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('href', '/m/help');
    expect(link).not.toHaveAttribute('target');
  });

  it('external links open a new tab with noopener and say so', () => {
    renderWithI18n(
      <LinkButton href="https://t.me/example" external icon="telegram">
        Telegram
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Telegram (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
