import { config } from '../config';
import { detectLanguage } from '../i18n/detect-language';
import { getLanguage } from '../lib/storage';
import type { QueryParams } from './call-options';
import { requestHeaders } from './request-headers';

/** What the client needs of an answer to read it like any other (see read-answer.ts). */
export interface EarlyAnswer {
  readonly status: number;
  readonly data: unknown;
}

// Keyed by path, query and headers: an answer is only reused for exactly the request it stands for
// (same merchant, language, token), so a language chosen in between is never answered wrongly.
const pending = new Map<string, Promise<EarlyAnswer | null>>();

// Header names compared by code unit, not localeCompare: its first call loads the ICU collator,
// about 110 ms of main thread on this page's very first task (450 ms on a slow phone).
const byName = ([a]: [string, string], [b]: [string, string]): number =>
  a < b ? -1 : a > b ? 1 : 0;

/** The query as the request sends it: set values as text, in name order. */
const queryEntries = (params: QueryParams = {}): [string, string][] =>
  Object.entries(params)
    .flatMap(([name, value]): [string, string][] =>
      value === undefined || value === null ? [] : [[name, String(value)]],
    )
    .sort(byName);

const keyOf = (
  path: string,
  headers: Readonly<Record<string, string>>,
  params?: QueryParams,
): string =>
  `${path}\n${JSON.stringify(queryEntries(params))}\n${JSON.stringify(Object.entries(headers).sort(byName))}`;

/**
 * The headers of start-up's calls (module COMM3), in the language start-up is about to store: the
 * address's `lang`, else the stored one. An early request sent in another language is not reused.
 */
export function startUpHeaders(): Record<string, string> {
  const headers = requestHeaders({
    moduleId: 'COMM3',
    userAgent: navigator.userAgent,
    installedWebApp: false,
  });
  headers['Language'] = detectLanguage({ search: window.location.search, stored: getLanguage() });
  return headers;
}

/**
 * Starts a GET before the main bundle has loaded (src/boot.ts). On a phone the round trip then
 * overlaps the download of the bundle instead of following it. A transport failure resolves
 * to null so the client repeats the call itself and reports it through its usual path.
 */
export function startEarlyGet(
  path: string,
  headers: Record<string, string>,
  params?: QueryParams,
): void {
  const query = new URLSearchParams(queryEntries(params)).toString();
  const answer = fetch(`${config.apiBase}${path}${query ? `?${query}` : ''}`, {
    headers,
    credentials: 'same-origin',
  })
    .then(async (response): Promise<EarlyAnswer> => ({
      status: response.status,
      data: await response.json().catch(() => null),
    }))
    .catch(() => null);
  pending.set(keyOf(path, headers, params), answer);
}

/** The early answer of this exact request, handed out once; null when none was started. */
export function claimEarlyAnswer(
  path: string,
  headers: Readonly<Record<string, string>>,
  params?: QueryParams,
): Promise<EarlyAnswer | null> | null {
  const key = keyOf(path, headers, params);
  const answer = pending.get(key) ?? null;
  pending.delete(key);
  return answer;
}
