import { config } from '../../config';
import { getLanguage } from '../../lib/storage';

/** The language content is asked in (cache keys need it; the Language header says the same). */
export function contentLanguage(): string {
  return getLanguage() ?? config.defaultLanguage;
}
