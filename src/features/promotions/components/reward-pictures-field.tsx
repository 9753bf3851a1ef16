import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import type { Picture, PictureFile } from '../../../../machines/reward-application.machine.ts';
import styles from './apply-reward.module.css';

export interface RewardPicturesFieldProps {
  readonly pictures: readonly Picture[];
  /** The files the chart is reading (its readingPictures state); empty otherwise. */
  readonly pendingFiles: readonly PictureFile[];
  readonly reading: boolean;
  /** The translated picture error, or null. */
  readonly error: string | null;
  readonly disabled: boolean;
  readonly onChoose: (files: File[]) => void;
  readonly onRemove: (index: number) => void;
}

/**
 * The pictures of a reward application (requirements B2.7). The browser's own file input names its
 * button in the browser's language ("Choose Files", "No file chosen") whatever the page's language, so
 * it stays hidden and a translated button opens it; what was chosen is listed by name.
 */
export function RewardPicturesField({
  pictures,
  pendingFiles,
  reading,
  error,
  disabled,
  onChoose,
  onRemove,
}: RewardPicturesFieldProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.group} role="group" aria-labelledby="reward-pictures-title">
      <span id="reward-pictures-title" className={styles.label}>
        <Trans>Upload pictures</Trans>
      </span>
      <span id="reward-pictures-hint" className={styles.hint}>
        <Trans>jpeg, jpg or png, at most 5 MB each, at most 3</Trans>
      </span>
      <Button
        variant="secondary"
        icon="receipt"
        className={styles.choose}
        aria-describedby="reward-pictures-hint"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <Trans>Choose pictures</Trans>
      </Button>
      {/* Opened by the button above; hidden from the tab order and from assistive technology. */}
      <input
        ref={input}
        hidden
        tabIndex={-1}
        type="file"
        accept="image/jpeg,image/jpg,image/png,.jpg,.jpeg,.png"
        multiple
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again (after removing it) is still a change.
          event.target.value = '';
          if (files.length > 0) onChoose(files);
        }}
      />
      <div role="status" className={styles.status}>
        {reading ? (
          <>
            <span className={styles.reading}>
              <Spinner size={16} />
              <Trans>Reading pictures…</Trans>
            </span>
            <ul className={styles.names}>
              {pendingFiles.map((file, index) => (
                <li key={`${index}-${file.name}`}>{file.name}</li>
              ))}
            </ul>
          </>
        ) : (
          pictures.length === 0 && (
            <span className={styles.hint}>
              <Trans>No pictures chosen</Trans>
            </span>
          )
        )}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {pictures.length > 0 && (
        <ul className={styles.thumbs} aria-label={t`Chosen pictures`}>
          {pictures.map((picture, index) => (
            <li key={`${index}-${picture.name}`} className={styles.thumb}>
              <img src={picture.dataUrl} alt={picture.name} />
              <Button size="sm" variant="ghost" onClick={() => onRemove(index)}>
                <Trans>Remove {picture.name}</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
