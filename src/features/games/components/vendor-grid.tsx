import { useLingui } from '@lingui/react/macro';
import type { GameVendor } from '../../../api/endpoints/game-vendors';
import { cx } from '../../../ui/cx';
import { useImageUrl } from '../../../lib/game-images';
import styles from './vendor-grid.module.css';

export interface VendorGridProps {
  vendors: readonly GameVendor[];
  /** The category's number of games: what All lists. */
  total: number;
  onPick: (vendor: string | null) => void;
  /** The player reaches for the grid (pointer down, focus): what a pick shows can start loading. */
  onReach?: () => void;
}

/** The first step of a vendor-grid category: All, then each vendor with its icon and number of games. */
export function VendorGrid({ vendors, total, onPick, onReach }: VendorGridProps) {
  const { t } = useLingui();
  const imageUrl = useImageUrl();
  const games = (count: number) => t`Games: ${count}`;
  return (
    <section
      className={styles.section}
      aria-labelledby="vendor-grid-title"
      onPointerDown={onReach}
      onFocus={onReach}
    >
      <h2 id="vendor-grid-title" className={styles.title}>
        {t`Choose a provider`}
      </h2>
      <ul className={styles.grid} aria-labelledby="vendor-grid-title">
        <li>
          <button type="button" className={styles.vendor} onClick={() => onPick(null)}>
            <span className={cx(styles.icon, styles.all)} aria-hidden="true">
              {t`All`}
            </span>
            <span className={styles.name}>{t`All games`}</span>{' '}
            <span className={styles.count}>{games(total)}</span>
          </button>
        </li>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className={styles.vendor}
              onClick={() => onPick(vendor.vassalage)}
            >
              <span className={styles.icon}>
                <img
                  src={imageUrl(vendor.mobileLargeIcon)}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                />
              </span>
              <span className={styles.name}>{vendor.displayName}</span>{' '}
              <span className={styles.count}>{games(vendor.gameCount)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
