import { describe, expect, it } from 'vitest';
import { appDownloadPlan, isIosSafari } from '../../../src/features/shell/app-download';

const IPHONE_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_12_1 = IPHONE_17.replace('17_4', '12_1');
const IPHONE_12_3 = IPHONE_17.replace('17_4', '12_3');
const IPHONE_11 = IPHONE_17.replace('17_4', '11_4');
const IPHONE_CHROME = IPHONE_17.replace('Version/17.4', 'CriOS/120.0');
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const ALL = [
  { resourceType: 'IOS', url: 'https://apps.example.com/ios' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example.com/site.mobileconfig' },
  { resourceType: 'Android', url: 'https://dl.example.com/site.apk' },
];
const plan = (userAgent: string, resources = ALL, standalone = false) =>
  appDownloadPlan({ device: { userAgent, standalone, maxTouchPoints: 5 }, resources });

describe('app-download plan', () => {
  it('is hidden inside the installed web app or our app on a phone, but always shown on desktop', () => {
    expect(plan(ANDROID, ALL, true)).toBeNull();
    expect(plan(`${ANDROID} MSiteApp/2.1`)).toBeNull();
    expect(plan(DESKTOP, ALL, true)).not.toBeNull();
  });

  it('prefers the iOS app link, else the profile unless WEBCLIP is 1, else no iOS button', () => {
    expect(plan(IPHONE_17)?.ios).toEqual({ kind: 'app', href: 'https://apps.example.com/ios' });
    const withoutApp = ALL.filter((entry) => entry.resourceType !== 'IOS');
    expect(plan(IPHONE_17, withoutApp)?.ios).toEqual({
      kind: 'profile',
      href: 'https://dl.example.com/site.mobileconfig',
    });
    expect(plan(IPHONE_17, [...withoutApp, { resourceType: 'WEBCLIP', url: '1' }])?.ios).toBeNull();
    expect(plan(IPHONE_17, [{ resourceType: 'IOS', url: ' ' }])?.ios).toBeNull();
  });

  it('sends Android to the Android link', () => {
    expect(plan(ANDROID)?.android).toBe('https://dl.example.com/site.apk');
    expect(plan(ANDROID, [])?.android).toBeNull();
  });

  it('shows home-screen tips on iOS, the legacy tip for iOS 11 and 12.0–12.1, and web-app install from 12.4', () => {
    expect(plan(ANDROID)).toMatchObject({
      homeScreenTips: false,
      legacyTip: false,
      canInstallWebApp: false,
    });
    expect(plan(IPHONE_17)).toMatchObject({
      homeScreenTips: true,
      legacyTip: false,
      canInstallWebApp: true,
    });
    expect(plan(IPHONE_12_1)).toMatchObject({ legacyTip: true, canInstallWebApp: false });
    expect(plan(IPHONE_12_3)).toMatchObject({ legacyTip: false, canInstallWebApp: false });
    expect(plan(IPHONE_11)).toMatchObject({ legacyTip: true, canInstallWebApp: false });
  });

  it('knows Safari from the other iOS browsers', () => {
    expect(isIosSafari(IPHONE_17)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME)).toBe(false);
  });
});
