import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DataType } from '../../../machines/games/presets.ts';
import { SEARCH_TOO_SHORT } from '../../../machines/games/search-rules.ts';

// The codes the game charts and calls speak, translated (charts speak in codes, views translate).

const CODES: Readonly<Record<string, MessageDescriptor>> = {
  [SEARCH_TOO_SHORT]: msg`Search requires at least 3 characters`,
  'trial.not.allowed': msg`Please login an actual account to use this function`,
  free_reject: msg`Free play is for member accounts: please log in with your account`,
  'login.not.session': msg`You are not logged in, please login first`,
  'function.not.available': msg`Account does not have permission or feature unavailable`,
  'not.found': msg`This game is no longer available`,
  'too.many.requests': msg`Too many attempts, please try again later`,
  'system.busy': msg`System upgrading, please try again later`,
  'network.offline': msg`No internet connection`,
  'network.timeout': msg`The connection is slow, please try again`,
};

const UNKNOWN = msg`Unknown error`;

export function gameErrorMessage(i18n: I18n, code: string): string {
  return i18n._(CODES[code] ?? UNKNOWN);
}

/** The classification tabs that are data types (requirements B2.4: All, Favorite, Recent, New, Hot). */
export const DATA_TYPE_TABS: ReadonlyArray<{ dataType: DataType; label: MessageDescriptor }> = [
  { dataType: 'ALL', label: msg`All` },
  { dataType: 'FAV', label: msg`Favorite` },
  { dataType: 'RECENT', label: msg`Recent` },
  { dataType: 'NEW', label: msg`New` },
  { dataType: 'HOT', label: msg`Hot` },
];
