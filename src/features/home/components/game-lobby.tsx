import { memo, useDeferredValue, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { gameVendorsQueryOptions } from '../../../api/endpoints/game-vendors';
import { CATEGORY_PATHS, categoryName } from '../../../lib/category-routes';
import { lobbyQueries } from '../lobby-queries';
import { providerNames } from '../provider-names';
import { HotArea } from './hot-area';
import { LobbySection } from './lobby-section';
import styles from './lobby.module.css';

/**
 * The game lobby (requirements B2.2.5): hot games, jackpots, new games, then one section per
 * category in the vendor ordering (requirements B4). Each section is one row whose All link, with
 * the count, is its more link to the category route: one link, not a More beside an All (issue 53).
 */
export const GameLobby = memo(function GameLobby({ language }: { language: string }) {
  const { t, i18n } = useLingui();
  const vendors = useQuery(gameVendorsQueryOptions(language));
  // The category sections mount from a deferred copy of the answer: in a transition React builds in
  // slices that yield, instead of in the answer's notification as one long task.
  const vendorData = useDeferredValue(vendors.data);
  const queries = useMemo(() => lobbyQueries(vendorData, language), [vendorData, language]);
  const providers = useMemo(() => providerNames(vendorData), [vendorData]);

  return (
    <div className={styles.lobby}>
      <HotArea language={language} providers={providers} />
      <LobbySection
        title={t`Jackpots`}
        query={queries.jackpots}
        to="/jackpots"
        providers={providers}
      />
      <LobbySection
        title={t`New games`}
        query={queries.newGames}
        to="/new-games"
        providers={providers}
      />
      {vendorData &&
        queries.categories.map(({ category, query }) => (
          <LobbySection
            key={category}
            title={categoryName((descriptor) => i18n._(descriptor), category)}
            query={query}
            to={CATEGORY_PATHS[category] ?? '/home'}
            providers={providers}
          />
        ))}
    </div>
  );
});
