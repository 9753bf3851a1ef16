import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BlockedScreen } from '../../../src/features/status/components/blocked-screen';
import { LoadErrorScreen } from '../../../src/features/status/components/load-error-screen';
import {
  LoadingScreen,
  LoadingScreenView,
} from '../../../src/features/status/components/loading-screen';
import { MaintenanceScreen } from '../../../src/features/status/components/maintenance-screen';
import type { SupportLink } from '../../../src/features/status/components/support-links';
import { renderWithI18n } from '../../helpers/render';

const brand = { siteName: 'BanglaBet', logoUrl: '/m/brand/logo.svg' };
const support: SupportLink[] = [
  { kind: 'LIVECHAT', href: 'https://chat.example.com/room' },
  { kind: 'TELEGRAM', href: 'https://t.me/banglabet_support' },
];

function expectOneMainAndH1(name: string | RegExp) {
  expect(screen.getAllByRole('main')).toHaveLength(1);
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  expect(headings[0]).toHaveAccessibleName(name);
}

describe('MaintenanceScreen', () => {
  it('says the platform is under maintenance, with logo, retry and support links', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithI18n(
      <MaintenanceScreen {...brand} support={support} onRetry={onRetry} />,
    );
    expectOneMainAndH1('The platform is under maintenance');
    expect(screen.getByRole('img', { name: 'BanglaBet' })).toHaveAttribute(
      'src',
      '/m/brand/logo.svg',
    );
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    const section = screen.getByRole('region', { name: 'Contact customer service' });
    const chat = within(section).getByRole('link', { name: /^Live chat/ });
    expect(chat).toHaveAttribute('href', 'https://chat.example.com/room');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(section).getByRole('link', { name: /^Telegram/ })).toHaveAttribute(
      'href',
      'https://t.me/banglabet_support',
    );
  });

  it('numbers links of the same kind and leaves out unsafe ones', () => {
    renderWithI18n(
      <MaintenanceScreen
        {...brand}
        onRetry={() => {}}
        support={[
          { kind: 'TELEGRAM', href: 'https://t.me/one' },
          { kind: 'TELEGRAM', href: 'tg://resolve?domain=two' },
          { kind: 'LIVECHAT', href: 'javascript:alert(1)' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: /^Telegram 1/ })).toHaveAttribute(
      'href',
      'https://t.me/one',
    );
    expect(screen.getByRole('link', { name: /^Telegram 2/ })).toHaveAttribute(
      'href',
      'tg://resolve?domain=two',
    );
    expect(screen.queryByRole('link', { name: /Live chat/ })).not.toBeInTheDocument();
  });

  it('has no support section without links and a busy retry while retrying', () => {
    renderWithI18n(<MaintenanceScreen {...brand} support={[]} onRetry={() => {}} retrying />);
    expect(
      screen.queryByRole('region', { name: 'Contact customer service' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('BlockedScreen', () => {
  it('says access is restricted and shows the detected IP and country', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithI18n(
      <BlockedScreen
        {...brand}
        ip="203.0.113.7"
        country="Singapore"
        support={support}
        onRetry={onRetry}
      />,
    );
    expectOneMainAndH1('IP or location access restricted');
    expect(screen.getByRole('img', { name: 'BanglaBet' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((el) => el.textContent);
    const values = screen.getAllByRole('definition').map((el) => el.textContent);
    expect(terms).toEqual(['IP address', 'Location']);
    expect(values).toEqual(['203.0.113.7', 'Singapore']);

    expect(screen.getByRole('link', { name: /^Live chat/ })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('leaves out the details it does not know', () => {
    renderWithI18n(
      <BlockedScreen {...brand} ip="203.0.113.7" country="" support={[]} onRetry={() => {}} />,
    );
    expect(screen.getAllByRole('term').map((el) => el.textContent)).toEqual(['IP address']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('LoadingScreen', () => {
  it('shows the brand logo as the heading and a status named Loading', () => {
    renderWithI18n(<LoadingScreen {...brand} />);
    expectOneMainAndH1('BanglaBet');
    expect(screen.getByRole('img', { name: 'BanglaBet' })).toHaveAttribute('width', '232');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('still has a named heading without a site name', () => {
    renderWithI18n(<LoadingScreen siteName="" logoUrl="/m/brand/logo.svg" />);
    expectOneMainAndH1('Loading');
  });

  it('has a Lingui-free view for the moment before a catalog is active', () => {
    render(<LoadingScreenView {...brand} label="লোড হচ্ছে" />);
    expect(screen.getByRole('status', { name: 'লোড হচ্ছে' })).toBeInTheDocument();
  });
});

describe('LoadErrorScreen', () => {
  it('offers retry and the way home when a screen failed to load', async () => {
    const onRetry = vi.fn();
    const onHome = vi.fn();
    const { user } = renderWithI18n(
      <LoadErrorScreen {...brand} onRetry={onRetry} onHome={onHome} />,
    );
    expectOneMainAndH1('This page could not be loaded');
    expect(screen.getByRole('img', { name: 'BanglaBet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(screen.getByRole('button', { name: 'Go to home' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('at start-up without a connection it says so and has no home button', () => {
    renderWithI18n(<LoadErrorScreen {...brand} reason="offline" onRetry={() => {}} />);
    expectOneMainAndH1('Unable to connect');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to home' })).not.toBeInTheDocument();
  });

  it('renders under the Bengali locale too (English source until the catalog is filled)', () => {
    renderWithI18n(<LoadErrorScreen {...brand} onRetry={() => {}} onHome={() => {}} />, {
      locale: 'bn',
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
