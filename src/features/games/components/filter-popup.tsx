import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { GameClassify, GameVendor } from '../../../api/endpoints/game-vendors';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Popup } from '../../../ui/popup';
import { panelErrors, toggled, type PanelChoice } from '../filter-panel';
import styles from './filter-popup.module.css';

export interface FilterPopupProps {
  open: boolean;
  onClose: () => void;
  vendors: readonly GameVendor[];
  classifications: readonly GameClassify[];
  current: PanelChoice;
  onApply: (choice: PanelChoice) => void;
  /** Reset clears provider, type and name, and applies (requirements B2.4). */
  onReset: () => void;
}

/** Providers and game types that toggle off on a second tap, the minimum bet and lines, reset and submit. */
export function FilterPopup({
  open,
  onClose,
  vendors,
  classifications,
  current,
  onApply,
  onReset,
}: FilterPopupProps) {
  const { t } = useLingui();
  const [choice, setChoice] = useState(current);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the filter in force.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice(current);
  }
  const errors = panelErrors(choice);
  const invalid = Object.keys(errors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onApply({ ...choice, minBet: choice.minBet.trim(), minLine: choice.minLine.trim() });
    onClose();
  };

  const reset = () => {
    setChoice({ vendor: null, classify: '', minBet: '', minLine: '' });
    onReset();
    onClose();
  };

  return (
    <Popup open={open} onClose={onClose} title={t`Filter`} placement="bottom">
      <form id="game-filter" className={styles.form} onSubmit={submit} noValidate>
        {vendors.length > 0 && (
          <fieldset className={styles.group}>
            <legend>{t`Provider`}</legend>
            {vendors.map((vendor) => (
              <button
                key={vendor.vassalage}
                type="button"
                className={styles.chip}
                aria-pressed={choice.vendor === vendor.vassalage}
                onClick={() =>
                  setChoice({ ...choice, vendor: toggled(choice.vendor, vendor.vassalage, null) })
                }
              >
                {vendor.displayName}
              </button>
            ))}
          </fieldset>
        )}
        {classifications.length > 0 && (
          <fieldset className={styles.group}>
            <legend>{t`Game type`}</legend>
            {classifications.map((entry) => (
              <button
                key={entry.key}
                type="button"
                className={styles.chip}
                aria-pressed={choice.classify === entry.key}
                onClick={() =>
                  setChoice({ ...choice, classify: toggled(choice.classify, entry.key, '') })
                }
              >
                {entry.displayName}
              </button>
            ))}
          </fieldset>
        )}
        <div className={styles.limits}>
          <Field
            label={t`Minimum bet up to`}
            inputMode="decimal"
            value={choice.minBet}
            error={errors.minBet ? t`Enter an amount such as 0.5` : undefined}
            onChange={(event) => setChoice({ ...choice, minBet: event.target.value })}
          />
          <Field
            label={t`At least this many lines`}
            inputMode="numeric"
            value={choice.minLine}
            error={errors.minLine ? t`Enter a whole number` : undefined}
            onChange={(event) => setChoice({ ...choice, minLine: event.target.value })}
          />
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={reset}>
            {t`Reset`}
          </Button>
          <Button type="submit">{t`Confirm`}</Button>
        </div>
      </form>
    </Popup>
  );
}
