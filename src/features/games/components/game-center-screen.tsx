import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { gameVendorsQueryOptions, sortedCategories } from '../../../api/endpoints/game-vendors';
import { hotGamesQueryOptions } from '../../../api/endpoints/hot-games';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { CATEGORY_PATHS, categoryName } from '../../../lib/category-routes';
import { gamesLanguage } from '../games-language';
import styles from './provider-screen.module.css';
import screen from './game-screen.module.css';

/** /m/gameCenter: every category, hot first, with its number of games and providers. */
export function GameCenterScreen() {
  const { t, i18n } = useLingui();
  const vendors = useQuery(gameVendorsQueryOptions(gamesLanguage()));
  // The hot list is the games of the hot screen; its count shows once it has arrived.
  const hot = useQuery(hotGamesQueryOptions(gamesLanguage()));

  if (vendors.isPending) {
    return (
      <div className={screen.screen} aria-busy="true">
        <Skeleton height={240} />
      </div>
    );
  }
  if (vendors.isError) {
    return (
      <div className={screen.screen}>
        <EmptyState
          icon="warning"
          title={t`Games could not be loaded`}
          action={<Button onClick={() => void vendors.refetch()}>{t`Retry`}</Button>}
        />
      </div>
    );
  }
  const data = vendors.data;
  const categories = ['HOT', ...sortedCategories(data)];
  return (
    <div className={screen.screen}>
      <ul className={styles.grid}>
        {categories.map((category) => {
          const to = CATEGORY_PATHS[category];
          if (!to) return null;
          const count = category === 'HOT' ? hot.data?.length : data.gameTypes[category]?.gameCount;
          const providers = data.vendors[category]?.length ?? 0;
          return (
            <li key={category}>
              <Link to={to} className={styles.vendor}>
                <span className={styles.name}>{categoryName((d) => i18n._(d), category)}</span>
                {count !== undefined && <span className={styles.count}>{t`Games: ${count}`}</span>}
                {providers > 0 && (
                  <span className={styles.count}>{t`Providers: ${providers}`}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
