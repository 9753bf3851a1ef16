import { useLingui } from '@lingui/react/macro';
import type { GameVendor } from '../../../api/endpoints/game-vendors';
import { cx } from '../../../ui/cx';
import { useImageUrl } from '../../../lib/game-images';
import styles from './vendor-strip.module.css';

export interface VendorStripProps {
  vendors: readonly GameVendor[];
  /** The chosen vendor code, or null for all of the screen's vendors. */
  selected: string | null;
  /** The games of all the screen's vendors (the category's count in the game centre). */
  total: number;
  onSelect: (vendor: string | null) => void;
}

/** The vendors of the screen's game type (requirements B2.4 "vendor game strip"), with an All entry. */
export function VendorStrip({ vendors, selected, total, onSelect }: VendorStripProps) {
  const { t } = useLingui();
  const imageUrl = useImageUrl();
  return (
    <div className={styles.strip} role="group" aria-label={t`Providers`}>
      <button
        type="button"
        className={styles.vendor}
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        <span className={cx(styles.icon, styles.all)} aria-hidden="true">
          {t`All`}
        </span>
        <span className={styles.name}>{t`All providers`}</span>{' '}
        <span className={styles.count}>{total}</span>
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          className={styles.vendor}
          aria-pressed={selected === vendor.vassalage}
          onClick={() => onSelect(vendor.vassalage)}
        >
          <span className={styles.icon}>
            <img
              src={imageUrl(vendor.mobileLargeIcon)}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
            />
          </span>
          <span className={styles.name}>{vendor.displayName}</span>{' '}
          <span className={styles.count}>{vendor.gameCount}</span>
        </button>
      ))}
    </div>
  );
}
