import { memo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Game } from '../../api/endpoints/game-entry';
import { Icon } from '../icon';
import { Spinner } from '../spinner';
import { offersFreePlay } from '../../lib/free-play';
import { useImageUrl } from '../../lib/game-images';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: Game;
  favourite: boolean;
  launching: boolean;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game) => void;
  /** With it, a game that offers free play shows a free-play button. */
  onFreePlay?: ((game: Game) => void) | undefined;
}

/**
 * One game: its art in a fixed square (no layout shift, lazy, a placeholder when it fails), its
 * name, and the favourite heart. The tile itself is the launch button. Memoised: a row renders
 * again when one heart or one launch changes, and only that tile needs to follow.
 */
export const GameTile = memo(function GameTile({
  game,
  favourite,
  launching,
  onLaunch,
  onFavourite,
  onFreePlay,
}: GameTileProps) {
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
            <img
              src={src}
              alt=""
              width={200}
              height={200}
              loading="lazy"
              decoding="async"
              onError={() => setFailed(true)}
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true">
              {game.vassalage}
            </span>
          )}
          {launching && <Spinner className={styles.spinner} />}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      {onFreePlay && offersFreePlay(game) && (
        <button
          type="button"
          className={styles.freePlay}
          aria-label={t`Free play: ${name}`}
          onClick={() => onFreePlay(game)}
        >
          {t`Free play`}
        </button>
      )}
      <button
        type="button"
        className={styles.heart}
        aria-pressed={favourite}
        aria-label={t`Favorite: ${name}`}
        onClick={() => onFavourite(game)}
      >
        <Icon name={favourite ? 'heart-filled' : 'heart'} />
      </button>
    </div>
  );
});
