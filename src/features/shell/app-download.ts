import {
  iosAtLeast,
  iosVersion,
  isAppShell,
  isIos,
  isMobile,
  type DeviceEnv,
} from '../../lib/device';

/** What the app-download popup offers on this device (requirements A2.13 "App-download popup and tips"). */
export interface AppDownloadPlan {
  /** Where the iOS button leads: the App Store / IPA link, else the configuration profile (Safari only). */
  readonly ios: { readonly kind: 'app' | 'profile'; readonly href: string } | null;
  readonly android: string | null;
  /** iOS: how to add the site to the home screen. */
  readonly homeScreenTips: boolean;
  /** iOS 11 or lower, or 12.0–12.1: the older share-sheet wording. */
  readonly legacyTip: boolean;
  /** Adding the web app to the home screen needs iOS 12.4 or later. */
  readonly canInstallWebApp: boolean;
}

export interface AppDownloadInput {
  readonly device: DeviceEnv;
  readonly resources: readonly { readonly resourceType: string; readonly url: string }[];
}

function resource(resources: AppDownloadInput['resources'], type: string): string | null {
  const url = resources
    .find((entry) => entry.resourceType.toUpperCase() === type.toUpperCase())
    ?.url.trim();
  return url || null;
}

/** Null when nothing is to be shown: inside our app or an installed web app on a phone. */
export function appDownloadPlan({ device, resources }: AppDownloadInput): AppDownloadPlan | null {
  const mobile = isMobile(device.userAgent, device.maxTouchPoints);
  const installed = device.standalone || isAppShell(device.userAgent);
  // Spec: always shown on non-mobile devices (a desktop visitor picks the app for their phone).
  if (mobile && installed) return null;

  const iosLink = resource(resources, 'IOS');
  const profileLink = resource(resources, 'MOBILECONFIG');
  const webclipOff = resource(resources, 'WEBCLIP') === '1';
  const ios = iosLink
    ? { kind: 'app' as const, href: iosLink }
    : profileLink && !webclipOff
      ? { kind: 'profile' as const, href: profileLink }
      : null;

  const onIos = isIos(device.userAgent, device.maxTouchPoints);
  const version = iosVersion(device.userAgent);
  const legacyTip =
    version !== null && (version.major <= 11 || (version.major === 12 && version.minor < 2));
  return {
    ios,
    android: resource(resources, 'Android'),
    homeScreenTips: onIos,
    legacyTip,
    // iPadOS sends a desktop agent without a version: assume a current iPadOS.
    canInstallWebApp: onIos && (version === null || iosAtLeast(version, 12, 4)),
  };
}

/** The configuration profile installs only from Safari; other iOS browsers get the "use Safari" alert. */
export function isIosSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) &&
    !/(CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|GSA|FBAN|FBAV|Instagram|Line\/)/.test(userAgent)
  );
}
