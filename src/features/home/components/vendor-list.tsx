import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { sortedCategories, type GameVendors } from '../../../api/endpoints/game-vendors';
import { CATEGORY_PATHS, categoryName } from '../../../lib/category-routes';
import { useImageUrl } from '../../../lib/game-images';
import { Icon } from '../../../ui/icon';
import { Tabs } from '../../../ui/tabs';
import { ALL_VENDORS, pageCount, showsVendorNav, vendorPage, vendorsOf } from '../vendor-pages';
import styles from './vendor-list.module.css';

/**
 * The vendor list (requirements B2.2): a tab strip with All and the categories, 9 vendors a page,
 * the pager only with more than 3 vendors, nothing at all when there are none.
 */
export function VendorList({ data }: { data: GameVendors }) {
  const { t, i18n } = useLingui();
  const imageUrl = useImageUrl();
  const [tab, setTab] = useState(ALL_VENDORS);
  const [page, setPage] = useState(0);
  const all = vendorsOf(data, ALL_VENDORS);
  if (all.length === 0) return null;

  const vendors = vendorsOf(data, tab);
  const pages = pageCount(vendors.length);
  const shown = vendorPage(vendors, Math.min(page, pages - 1));
  const tabs = [
    { value: ALL_VENDORS, label: t`All` },
    ...sortedCategories(data)
      .filter((category) => (data.vendors[category]?.length ?? 0) > 0)
      .map((category) => ({
        value: category,
        label: categoryName((descriptor) => i18n._(descriptor), category),
      })),
  ];
  const choose = (value: string) => {
    setTab(value);
    setPage(0);
  };

  return (
    <section className={styles.vendors} aria-labelledby="home-vendors">
      <h2 id="home-vendors" className={styles.title}>{t`Game providers`}</h2>
      {/* Issue 53: the providers' page and the game centre, each category with its counts. */}
      <div className={styles.links}>
        <Link to="/provider" className={styles.link}>
          {t`All providers`}
          <Icon name="chevron-right" />
        </Link>
        <Link to="/gameCenter" className={styles.link}>
          {t`Game center`}
          <Icon name="chevron-right" />
        </Link>
      </div>
      <Tabs
        label={t`Provider categories`}
        items={tabs}
        value={tab}
        onChange={choose}
        layout="scroll"
      >
        <ul className={styles.grid}>
          {shown.map((vendor) => (
            <li key={`${vendor.gameCategory}:${vendor.vassalage}`}>
              <Link
                to={CATEGORY_PATHS[vendor.gameCategory] ?? '/provider'}
                search={{ vassalage: vendor.vassalage }}
                className={styles.vendor}
              >
                {vendor.mobileLargeIcon ? (
                  <img
                    src={imageUrl(vendor.mobileLargeIcon)}
                    alt=""
                    width={96}
                    height={40}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span>{vendor.displayName}</span>
              </Link>
            </li>
          ))}
        </ul>
        {showsVendorNav(vendors.length) && (
          <nav className={styles.pager} aria-label={t`Provider pages`}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t`Previous providers`}
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              <Icon name="chevron-left" />
            </button>
            <span aria-live="polite">{t`Page ${Math.min(page, pages - 1) + 1} of ${pages}`}</span>
            <button
              type="button"
              className={styles.arrow}
              aria-label={t`Next providers`}
              disabled={page >= pages - 1}
              onClick={() => setPage(page + 1)}
            >
              <Icon name="chevron-right" />
            </button>
          </nav>
        )}
      </Tabs>
    </section>
  );
}
