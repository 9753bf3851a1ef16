import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../src/ui/button';
import { EmptyState } from '../../src/ui/empty-state';
import { Page } from '../../src/ui/page';
import { Skeleton } from '../../src/ui/skeleton';
import { Spinner } from '../../src/ui/spinner';
import { renderWithI18n } from '../helpers/render';

describe('Spinner', () => {
  it('is decorative without a label', () => {
    const { container } = renderWithI18n(<Spinner />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is a named status with a label', () => {
    renderWithI18n(<Spinner label="Loading games" />);
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeInTheDocument();
  });
});

describe('Skeleton', () => {
  it('is a fixed-size box hidden from assistive technology', () => {
    const { container } = renderWithI18n(<Skeleton width={120} height="2rem" radius="pill" />);
    const box = container.firstElementChild;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveStyle({ width: '120px', height: '2rem' });
  });
});

describe('EmptyState', () => {
  it('shows a heading, a description and an action', () => {
    renderWithI18n(
      <EmptyState
        title="No favourites yet"
        description="Tap the heart on a game."
        action={<Button>Browse games</Button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'No favourites yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tap the heart on a game.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeInTheDocument();
  });

  it('can sit lower in the outline', () => {
    renderWithI18n(<EmptyState title="Nothing here" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeInTheDocument();
  });
});

describe('Page', () => {
  it('renders as the main landmark when asked', () => {
    renderWithI18n(
      <Page as="main" withHeader withFooterBar>
        <h1>Home</h1>
      </Page>,
    );
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Home' }));
    expect(main.className).toMatch(/withHeader/);
    expect(main.className).toMatch(/withFooterBar/);
  });

  it('is a plain div by default', () => {
    const { container } = renderWithI18n(<Page>content</Page>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
