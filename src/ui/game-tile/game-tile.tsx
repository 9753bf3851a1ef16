import { memo, useId, useState } from 'react';
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
  /** The vendor's display name (requirements B3.2), shown under the game's name when given. */
  provider?: string | undefined;
}

/**
 * One game: its art in a fixed square (no layout shift, lazy, a placeholder when it fails) with the
 * Hot and New tags the game's data has, its name, its provider when given, and the favourite heart.
 * The tile itself is the launch button, named by the game's name alone (tags and provider describe
 * it). Memoised: a row renders
 * again when one heart or one launch changes, and only that tile needs to follow.
 */
export const GameTile = memo(function GameTile({
  game,
  favourite,
  launching,
  onLaunch,
  onFavourite,
  onFreePlay,
  provider,
}: GameTileProps) {
  const { t } = useLingui();
  const imageUrl = useImageUrl();
  const ids = useId();
  const [failed, setFailed] = useState(false);
  const src = imageUrl(game.iconUrl);
  const name = game.displayName;
  // Issue 53: the tags a player scans a row for, only where the game's data has them.
  const tags = [
    ...(game.hotRank != null ? [{ key: 'hot', label: t`Hot` }] : []),
    ...(game.isNew === 1 ? [{ key: 'new', label: t`New` }] : []),
  ];
  // Each part by its own id: a description joins the ids' texts with spaces, "Hot New PG Soft".
  const described = [
    ...tags.map((tag) => `${ids}-${tag.key}`),
    ...(provider ? [`${ids}-provider`] : []),
  ];

  return (
    <div className={styles.tile}>
      <button
        type="button"
        className={styles.launch}
        aria-labelledby={`${ids}-name`}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
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
          {tags.length > 0 && (
            <span className={styles.tags}>
              {tags.map((tag) => (
                <span key={tag.key} id={`${ids}-${tag.key}`} className={styles.tag}>
                  {tag.label}
                </span>
              ))}
            </span>
          )}
          {launching && <Spinner className={styles.spinner} />}
        </span>
        <span id={`${ids}-name`} className={styles.name}>
          {name}
        </span>
        {provider && (
          <span id={`${ids}-provider`} className={styles.provider}>
            {provider}
          </span>
        )}
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
