import { config } from '../../config';
import { getLanguage } from '../../lib/storage';

/** The language help entries are asked in (it is part of the cache key). */
export function helpLanguage(): string {
  return getLanguage() ?? config.defaultLanguage;
}
