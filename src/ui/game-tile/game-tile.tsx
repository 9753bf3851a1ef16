import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Game } from '../../api/endpoints/game-entry';
import { Spinner } from '../spinner';
import { useImageUrl } from '../../lib/game-images';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: Game;
  favourite: boolean;
  launching: boolean;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game) => void;
}

// The sprite's heart drawn inline: a grid shows dozens of tiles at once, and every external
// `<use>` is a shadow tree the browser builds and styles per tile (measured while scrolling a long list).
const HEART_OUTLINE = 'M12 20s-7.4-4.5-9-9.4C2 7.3 4.2 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3 0 5.2 2.8 4.2 6.1-1.6 4.9-9 9.4-9 9.4z';
const HEART_FILLED = 'M12 20.5s-7.9-4.7-9.6-9.9C1.3 7 3.8 3.5 7.2 3.5c2 0 3.6 1 4.8 2.5 1.2-1.5 2.8-2.5 4.8-2.5 3.4 0 5.9 3.5 4.8 7.1-1.7 5.2-9.6 9.9-9.6 9.9z';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.heartIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {filled ? (
        <path d={HEART_FILLED} fill="currentColor" />
      ) : (
        <path d={HEART_OUTLINE} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}

/**
 * One game: its art in a fixed square (no layout shift, lazy, a placeholder when it fails), its
 * name, and the favourite heart. The tile itself is the launch button.
 */
export function GameTile({ game, favourite, launching, onLaunch, onFavourite }: GameTileProps) {
  const { t } = useLingui();
  const imageUrl = useImageUrl();
  const [failed, setFailed] = useState(false);
  const src = imageUrl(game.iconUrl);
  const name = game.displayName;

  return (
    <div className={styles.tile}>
      <button
        type="button"
        className={styles.launch}
        aria-busy={launching || undefined}
        onClick={() => onLaunch(game)}
      >
        <span className={styles.art}>
          {src && !failed ? (
            <img src={src} alt="" width={200} height={200} loading="lazy" decoding="async" onError={() => setFailed(true)} />
          ) : (
            <span className={styles.placeholder} aria-hidden="true">
              {game.vassalage}
            </span>
          )}
          {launching && <Spinner className={styles.spinner} />}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={favourite}
        aria-label={t`Favorite: ${name}`}
        onClick={() => onFavourite(game)}
      >
        <HeartIcon filled={favourite} />
      </button>
    </div>
  );
}
