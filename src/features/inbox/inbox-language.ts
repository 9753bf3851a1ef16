import { config } from '../../config';
import { getLanguage } from '../../lib/storage';

/** The language inbox and chat texts are asked in (part of their cache keys). */
export function inboxLanguage(): string {
  return getLanguage() ?? config.defaultLanguage;
}
