import { toLanguageCode, type LanguageCode } from './languages';

export interface DetectLanguageInput {
  /** location.search, with or without the leading '?'. */
  readonly search: string;
  /** The code kept in local storage (MC_LANGUAGE), if any. */
  readonly stored: string | null | undefined;
  readonly defaultCode?: LanguageCode;
}

/**
 * A `?lang=` link wins so shared or marketing links open in their language; then the
 * visitor's saved choice; then the site default. Unknown codes fall through rather than
 * fail, because links and storage outlive changes to the table.
 */
export function detectLanguage({
  search,
  stored,
  defaultCode = 'BN',
}: DetectLanguageInput): LanguageCode {
  const fromUrl = toLanguageCode(new URLSearchParams(search).get('lang'));
  return fromUrl ?? toLanguageCode(stored) ?? defaultCode;
}
