import { memo, useDeferredValue, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { gameVendorsQueryOptions } from '../../../api/endpoints/game-vendors';
import { CATEGORY_PATHS, categoryName } from '../../../lib/category-routes';
import { lobbyQueries } from '../lobby-queries';
import { HotArea } from './hot-area';
import { LobbySection } from './lobby-section';
import styles from './lobby.module.css';

/**
 * The game lobby (requirements B2.2): hot games, jackpots, new games, then one section per category
 * in the vendor ordering (requirements B4), each with a more-games link to its category route.
 */
export const GameLobby = memo(function GameLobby({ language }: { language: string }) {
  const { t, i18n } = useLingui();
  const vendors = useQuery(gameVendorsQueryOptions(language));
  // The category sections mount from a deferred copy of the answer: in a transition React builds in
  // slices that yield, instead of in the answer's notification as one long task.
  const vendorData = useDeferredValue(vendors.data);
  const queries = useMemo(() => lobbyQueries(vendorData, language), [vendorData, language]);

  return (
    <div className={styles.lobby}>
      <HotArea language={language} />
      <LobbySection title={t`Jackpots`} query={queries.jackpots} to="/jackpots" />
      <section className={styles.block} aria-labelledby="home-new-games">
        <div className={styles.blockHead}>
          <h2 id="home-new-games" className={styles.blockTitle}>{t`New games`}</h2>
          <Link to="/new-games" className={styles.more}>{t`More`}</Link>
        </div>
        <LobbySection title={t`New games`} query={queries.newGames} to="/new-games" hideTitle />
      </section>
      {vendorData &&
        queries.categories.map(({ category, query }) => {
          const name = categoryName((descriptor) => i18n._(descriptor), category);
          const path = CATEGORY_PATHS[category] ?? '/home';
          return (
            <section
              key={category}
              className={styles.block}
              aria-labelledby={`home-category-${category}`}
            >
              <div className={styles.blockHead}>
                <h2 id={`home-category-${category}`} className={styles.blockTitle}>
                  {name}
                </h2>
                <Link
                  to={path}
                  className={styles.more}
                  aria-label={t`More games: ${name}`}
                >{t`More games`}</Link>
              </div>
              <LobbySection title={name} query={query} to={path} hideTitle />
            </section>
          );
        })}
    </div>
  );
});
