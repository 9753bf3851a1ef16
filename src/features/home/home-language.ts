import { config } from '../../config';
import { getLanguage } from '../../lib/storage';

/** The language the home lists are asked in (names and titles come in it; cache keys need it). */
export function homeLanguage(): string {
  return getLanguage() ?? config.defaultLanguage;
}
