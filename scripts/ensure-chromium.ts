import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Debian's Chromium drives the end-to-end suite and Lighthouse (browsers cannot be downloaded). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Installs Debian's chromium with apt when running as root; otherwise says what to install. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to an existing Chromium).',
    );
  }
  console.info('Installing Debian chromium (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing`);
}
