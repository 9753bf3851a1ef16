import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { gameVendorsQueryOptions, sortedCategories } from '../../../api/endpoints/game-vendors';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { CATEGORY_PATHS, categoryName } from '../../../lib/category-routes';
import { useImageUrl } from '../../../lib/game-images';
import { gamesLanguage } from '../games-language';
import styles from './provider-screen.module.css';
import screen from './game-screen.module.css';

/** /m/provider: the game providers by category, each opening its filtered list (?vassalage=). */
export function ProviderScreen() {
  const { t, i18n } = useLingui();
  const imageUrl = useImageUrl();
  const vendors = useQuery(gameVendorsQueryOptions(gamesLanguage()));

  if (vendors.isPending) {
    return (
      <div className={screen.screen} aria-busy="true">
        <Skeleton height={160} />
        <Skeleton height={160} />
      </div>
    );
  }
  if (vendors.isError) {
    return (
      <div className={screen.screen}>
        <EmptyState
          icon="warning"
          title={t`Providers could not be loaded`}
          action={<Button onClick={() => void vendors.refetch()}>{t`Retry`}</Button>}
        />
      </div>
    );
  }
  const data = vendors.data;
  const gameCount = (count: number) => t`Games: ${count}`;
  return (
    <div className={screen.screen}>
      {sortedCategories(data).map((category) => {
        const to = CATEGORY_PATHS[category];
        const list = data.vendors[category] ?? [];
        if (!to || list.length === 0) return null;
        return (
          <section
            key={category}
            className={styles.category}
            aria-labelledby={`providers-${category}`}
          >
            <h2 id={`providers-${category}`} className={styles.heading}>
              {categoryName((d) => i18n._(d), category)}
            </h2>
            <ul className={styles.grid}>
              {list.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link to={to} search={{ vassalage: vendor.vassalage }} className={styles.vendor}>
                    <img
                      src={imageUrl(vendor.mobileLargeIcon)}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      decoding="async"
                      className={styles.icon}
                    />
                    <span className={styles.name}>{vendor.displayName}</span>
                    <span className={styles.count}>{gameCount(vendor.gameCount)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
