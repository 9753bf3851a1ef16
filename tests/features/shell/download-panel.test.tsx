import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DownloadPanel } from '../../../src/features/shell/components/download-panel';
import { renderWithI18n } from '../../helpers/render';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = IPHONE_SAFARI.replace('Version/12.0', 'CriOS/120.0');
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const PROFILE_ONLY = [
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example.com/site.mobileconfig' },
  { resourceType: 'Android', url: 'https://dl.example.com/site.apk' },
];
const device = (userAgent: string, standalone = false) => ({
  userAgent,
  standalone,
  maxTouchPoints: 5,
});

describe('download panel', () => {
  it('offers both downloads and, on old iOS, the legacy tip and the 12.4 note', () => {
    renderWithI18n(<DownloadPanel resources={PROFILE_ONLY} device={device(IPHONE_SAFARI)} />);
    expect(screen.getByRole('link', { name: 'Download for iOS' }).getAttribute('href')).toBe(
      'https://dl.example.com/site.mobileconfig',
    );
    expect(screen.getByRole('link', { name: 'Download for Android' }).getAttribute('href')).toBe(
      'https://dl.example.com/site.apk',
    );
    expect(
      screen.getByText(
        'On this iOS version the Share button is in the toolbar at the bottom of Safari.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Installing the web app needs iOS 12.4 or later.')).toBeTruthy();
  });

  it('asks for Safari when the profile is opened in another iOS browser', async () => {
    const { user } = renderWithI18n(
      <DownloadPanel resources={PROFILE_ONLY} device={device(IPHONE_CHROME)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Download for iOS' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please open this page in Safari to install the app.',
    );
  });

  it('shows no tips on Android and nothing to download inside the installed app', () => {
    const { unmount } = renderWithI18n(
      <DownloadPanel resources={PROFILE_ONLY} device={device(ANDROID)} />,
    );
    expect(screen.queryByRole('heading', { name: 'Add to your home screen' })).toBeNull();
    unmount();
    renderWithI18n(<DownloadPanel resources={PROFILE_ONLY} device={device(ANDROID, true)} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('You are already using the app.')).toBeTruthy();
  });
});
