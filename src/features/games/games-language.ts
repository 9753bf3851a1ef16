import { config } from '../../config';
import { getLanguage } from '../../lib/storage';

/** The language game names are asked in (the Language header says the same; cache keys need it). */
export function gamesLanguage(): string {
  return getLanguage() ?? config.defaultLanguage;
}
