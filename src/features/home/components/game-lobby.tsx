import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { gameVendorsQueryOptions, inHouseVendors, sortedCategories } from '../../../api/endpoints/game-vendors';
import { CATEGORY_PATHS, categoryName } from '../../../lib/category-routes';
import { sectionQuery } from '../lobby-queries';
import { HotArea } from './hot-area';
import { LobbySection } from './lobby-section';
import styles from './lobby.module.css';

/**
 * The game lobby (spec 001 §2.2): hot games, jackpots, new games, then one section per category
 * in the vendor ordering (§4), each with a more-games link to its category route.
 */
export function GameLobby({ language }: { language: string }) {
  const { t, i18n } = useLingui();
  const vendors = useQuery(gameVendorsQueryOptions(language));
  const inHouse = vendors.data ? inHouseVendors(vendors.data) : [];
  const categories = vendors.data ? sortedCategories(vendors.data).filter((category) => category !== 'HOT' && CATEGORY_PATHS[category]) : [];

  return (
    <div className={styles.lobby}>
      <HotArea language={language} />
      <LobbySection title={t`Jackpots`} query={sectionQuery('JACKPOT', inHouse, language)} to="/jackpots" />
      <section className={styles.block} aria-labelledby="home-new-games">
        <div className={styles.blockHead}>
          <h2 id="home-new-games" className={styles.blockTitle}>{t`New games`}</h2>
          <Link to="/new-games" className={styles.more}>{t`More`}</Link>
        </div>
        <LobbySection title={t`New games`} query={sectionQuery('NEW', inHouse, language)} to="/new-games" hideTitle />
      </section>
      {vendors.data &&
        categories.map((category) => {
          const name = categoryName((descriptor) => i18n._(descriptor), category);
          const path = CATEGORY_PATHS[category] ?? '/home';
          return (
            <section key={category} className={styles.block} aria-labelledby={`home-category-${category}`}>
              <div className={styles.blockHead}>
                <h2 id={`home-category-${category}`} className={styles.blockTitle}>{name}</h2>
                <Link to={path} className={styles.more} aria-label={t`More games: ${name}`}>{t`More games`}</Link>
              </div>
              <LobbySection title={name} query={sectionQuery(category, inHouse, language)} to={path} hideTitle />
            </section>
          );
        })}
    </div>
  );
}
