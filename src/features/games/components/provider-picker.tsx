import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { GameVendor } from '../../../api/endpoints/game-vendors';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Popup } from '../../../ui/popup';
import { useImageUrl } from '../../../lib/game-images';
import styles from './provider-picker.module.css';

export interface ProviderPickerProps {
  open: boolean;
  onClose: () => void;
  vendors: readonly GameVendor[];
  /** The vendor in force, or null for all. */
  selected: string | null;
  onConfirm: (vendor: string | null) => void;
}

/** The provider picker popup: All plus each provider by its white icon; the choice applies on confirm. */
export function ProviderPicker({
  open,
  onClose,
  vendors,
  selected,
  onConfirm,
}: ProviderPickerProps) {
  const { t } = useLingui();
  const imageUrl = useImageUrl();
  const [choice, setChoice] = useState(selected);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the vendor in force.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice(selected);
  }
  const confirm = () => {
    onConfirm(choice);
    onClose();
  };
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t`Choose a provider`}
      placement="bottom"
      footer={
        <Button block onClick={confirm}>
          {t`Confirm`}
        </Button>
      }
    >
      <ul className={styles.grid}>
        <li>
          <button
            type="button"
            className={styles.choice}
            aria-pressed={choice === null}
            onClick={() => setChoice(null)}
          >
            <span className={cx(styles.icon, styles.all)} aria-hidden="true">
              {t`All`}
            </span>
            <span className={styles.name}>{t`All providers`}</span>
          </button>
        </li>
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={choice === vendor.vassalage}
              onClick={() => setChoice(vendor.vassalage)}
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
              <span className={styles.name}>{vendor.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
