// `npm run icons`: draws the install icons from the logo's emblem into public/icons/. Run it after
// changing the emblem in scripts/app-icon.ts; tests/scripts/png.test.ts fails while a committed icon
// differs from what this draws.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { APP_ICONS } from '../build/app-icons.ts';
import { appIconPng } from './app-icon.ts';

const PUBLIC = resolve(import.meta.dirname, '..', 'public');

for (const icon of APP_ICONS) {
  const path = join(PUBLIC, icon.file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, appIconPng(icon.size, icon.share));
  console.info(`drew ${icon.file}`);
}
