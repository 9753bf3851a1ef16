// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  iosAtLeast,
  iosVersion,
  isAppShell,
  isIos,
  isMobile,
  isStandalonePwa,
  registerMethod,
} from '../../src/lib/device';

const UA = {
  iphone12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iphone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad11:
    'Mozilla/5.0 (iPad; CPU OS 11_0 like Mac OS X) AppleWebKit/604.1.34 (KHTML, like Gecko) Version/11.0 Mobile/15A5341f Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};
const appShell = `${UA.android} MSiteApp/2.3.0`;

describe('device detection', () => {
  it('isAppShell matches the MSiteApp/ marker only', () => {
    expect(isAppShell(appShell)).toBe(true);
    expect(isAppShell(`${UA.iphone17} MSiteApp/1`)).toBe(true);
    expect(isAppShell(UA.android)).toBe(false);
    expect(isAppShell('XMSiteApp/1')).toBe(false);
  });

  it('isStandalonePwa reads display-mode and navigator.standalone', () => {
    const media = (matches: boolean) => () => ({ matches });
    expect(isStandalonePwa({ matchMedia: media(true), navigator: {} })).toBe(true);
    expect(isStandalonePwa({ matchMedia: media(false), navigator: { standalone: true } })).toBe(
      true,
    );
    expect(isStandalonePwa({ matchMedia: media(false), navigator: { standalone: false } })).toBe(
      false,
    );
    expect(isStandalonePwa({})).toBe(false);
    expect(isStandalonePwa(window)).toBe(false);
  });

  it('isIos, including iPadOS desktop agents with touch', () => {
    expect(isIos(UA.iphone17)).toBe(true);
    expect(isIos(UA.ipad11)).toBe(true);
    expect(isIos(UA.ipadDesktop)).toBe(false);
    expect(isIos(UA.ipadDesktop, 5)).toBe(true);
    expect(isIos(UA.android)).toBe(false);
  });

  it('iosVersion and iosAtLeast', () => {
    expect(iosVersion(UA.iphone12_1)).toEqual({ major: 12, minor: 1 });
    expect(iosVersion(UA.iphone17)).toEqual({ major: 17, minor: 4 });
    expect(iosVersion(UA.ipad11)).toEqual({ major: 11, minor: 0 });
    expect(iosVersion(UA.android)).toBeNull();
    expect(iosVersion(UA.ipadDesktop)).toBeNull();
    expect(iosAtLeast({ major: 12, minor: 1 }, 12, 4)).toBe(false);
    expect(iosAtLeast({ major: 12, minor: 4 }, 12, 4)).toBe(true);
    expect(iosAtLeast({ major: 13, minor: 0 }, 12, 4)).toBe(true);
  });

  it('isMobile', () => {
    expect(isMobile(UA.android)).toBe(true);
    expect(isMobile(UA.iphone17)).toBe(true);
    expect(isMobile(UA.desktop)).toBe(false);
    expect(isMobile(UA.ipadDesktop, 5)).toBe(true);
  });

  it('registerMethod: APP, WEBCLIP, PWA, H5', () => {
    expect(registerMethod({ userAgent: appShell, standalone: true })).toBe('APP');
    expect(registerMethod({ userAgent: UA.iphone17, standalone: true })).toBe('WEBCLIP');
    expect(registerMethod({ userAgent: UA.ipadDesktop, standalone: true, maxTouchPoints: 5 })).toBe(
      'WEBCLIP',
    );
    expect(registerMethod({ userAgent: UA.android, standalone: true })).toBe('PWA');
    expect(registerMethod({ userAgent: UA.desktop, standalone: true })).toBe('PWA');
    expect(registerMethod({ userAgent: UA.android, standalone: false })).toBe('H5');
    expect(registerMethod({ userAgent: UA.iphone17, standalone: false })).toBe('H5');
  });
});
