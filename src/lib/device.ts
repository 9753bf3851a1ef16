// Pure device checks: callers pass the user agent / window so tests can feed any device.

/**
 * Our native app shell appends `MSiteApp/<version>` to the WebView's user agent. Requirements A4
 * calls this "the app pattern": it hides download prompts and records registerMethod APP.
 */
const APP_SHELL_PATTERN = /\bMSiteApp\//;

export function isAppShell(userAgent: string): boolean {
  return APP_SHELL_PATTERN.test(userAgent);
}

export interface StandaloneProbe {
  readonly matchMedia?: ((query: string) => { readonly matches: boolean }) | undefined;
  /** Any navigator; iOS Safari adds a non-standard `standalone` flag. */
  readonly navigator?: object | undefined;
}

/** Installed web app: manifest display-mode (Android, desktop) or iOS's navigator.standalone. */
export function isStandalonePwa(win: StandaloneProbe): boolean {
  const nav = win.navigator;
  if (nav && 'standalone' in nav && nav.standalone === true) return true;
  try {
    return win.matchMedia?.('(display-mode: standalone)').matches === true;
  } catch {
    return false;
  }
}

/**
 * iPadOS 13+ sends a desktop Safari user agent; a Mac with touch points is an iPad, so pass
 * navigator.maxTouchPoints when it is known.
 */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

export interface IosVersion {
  readonly major: number;
  readonly minor: number;
}

/** From "CPU iPhone OS 12_1 like Mac OS X"; null off iOS or for iPadOS's desktop agent. */
export function iosVersion(userAgent: string): IosVersion | null {
  if (!isIos(userAgent)) return null;
  const match = /\bOS (\d+)(?:[_.](\d+))?(?:[_.]\d+)* like Mac OS X/.exec(userAgent);
  if (!match?.[1]) return null;
  return { major: Number(match[1]), minor: Number(match[2] ?? 0) };
}

/** True when `version` is at least major.minor (spec: web-app install needs iOS 12.4). */
export function iosAtLeast(version: IosVersion, major: number, minor = 0): boolean {
  return version.major > major || (version.major === major && version.minor >= minor);
}

export function isMobile(userAgent: string, maxTouchPoints = 0): boolean {
  return (
    /\b(Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini|BlackBerry|webOS)\b/i.test(userAgent) ||
    isIos(userAgent, maxTouchPoints)
  );
}

export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

export interface DeviceEnv {
  readonly userAgent: string;
  /** Result of isStandalonePwa for the current window. */
  readonly standalone: boolean;
  readonly maxTouchPoints?: number;
}

/**
 * Requirements A3: registration records how the site was opened. An iOS home-screen launch is a
 * web clip (Safari has no manifest install); standalone elsewhere is a manifest-installed PWA.
 */
export function registerMethod(env: DeviceEnv): RegisterMethod {
  if (isAppShell(env.userAgent)) return 'APP';
  if (!env.standalone) return 'H5';
  return isIos(env.userAgent, env.maxTouchPoints) ? 'WEBCLIP' : 'PWA';
}

/** Reads the live browser for callers outside tests. */
export function currentDeviceEnv(win: Window = window): DeviceEnv {
  return {
    userAgent: win.navigator.userAgent,
    standalone: isStandalonePwa(win),
    maxTouchPoints: win.navigator.maxTouchPoints,
  };
}
