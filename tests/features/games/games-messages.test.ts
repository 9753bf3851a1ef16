import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { gameErrorMessage } from '../../../src/features/games/games-messages';

// The server caps favourites (docs/api.md: 409 favourite.limit.reached, 1,000 for a member and 200 for
// a trial player); the heart's failure toast must say why instead of "Unknown error".
describe('gameErrorMessage', () => {
  it('says that the favourites list is full', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(gameErrorMessage(i18n, 'favourite.limit.reached')).toBe('Your favourites list is full. Remove a game to add another.');
    expect(gameErrorMessage(i18n, 'no.such.code')).toBe('Unknown error');
  });
});
