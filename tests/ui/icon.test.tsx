import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/ui/icon';
import { ICON_NAMES } from '../../src/ui/icon-names';
import { renderWithI18n } from '../helpers/render';

const sprite = readFileSync(resolve(process.cwd(), 'public/icons.svg'), 'utf8');

describe('Icon', () => {
  it('is decorative without a label and points into the sprite under the base URL', () => {
    const { container } = renderWithI18n(<Icon name="gift" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('use')).toHaveAttribute(
      'href',
      `${import.meta.env.BASE_URL}icons.svg#gift`,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label', () => {
    renderWithI18n(<Icon name="bell" label="Notifications" size={20} />);
    const img = screen.getByRole('img', { name: 'Notifications' });
    expect(img).not.toHaveAttribute('aria-hidden');
    expect(img).toHaveStyle({ width: '20px', height: '20px' });
  });

  it('every icon name has a 24×24 symbol in public/icons.svg, and nothing else is there', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual([...ICON_NAMES].sort());
    expect(sprite).toMatch(/currentColor/);
  });

  it('the sprite is well-formed SVG', () => {
    const doc = new DOMParser().parseFromString(sprite, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.querySelectorAll('symbol')).toHaveLength(ICON_NAMES.length);
  });
});
