import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LotteryCenterEntry } from '../../../../api/endpoints/lottery-center';
import { vnLotteryListQueryOptions } from '../../../../api/endpoints/lottery-vn';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { VisuallyHidden } from '../../../../ui/visually-hidden';
import { gamesLanguage } from '../../games-language';
import { LotteryRow } from './lottery-row';
import styles from './lottery-center.module.css';

export interface VnRegionsProps {
  /** The centre's Vietnam lotteries: a region's draw plays the game of the same code. */
  games: LotteryCenterEntry[];
  launching: number | null;
  onPlay: (entry: LotteryCenterEntry) => void;
}

/** The Vietnam lotteries by region (North, Central, South), each draw once a day with its countdown in hours. */
export function VnRegions({ games, launching, onPlay }: VnRegionsProps) {
  const { t } = useLingui();
  const vn = useQuery(vnLotteryListQueryOptions(gamesLanguage()));
  const byCode = useMemo(
    () => new Map(games.map((game) => [`${game.vendor}:${game.gameCode}`, game])),
    [games],
  );

  return (
    <section className={styles.section} aria-labelledby="lottery-vn-regions">
      <h2 id="lottery-vn-regions" className={styles.heading}>
        {t`Vietnam lotteries`}
      </h2>
      {vn.isPending && (
        <div role="status">
          <VisuallyHidden>{t`Loading the Vietnam lotteries`}</VisuallyHidden>
          <Skeleton height={120} radius="lg" />
        </div>
      )}
      {vn.isError && (
        <div className={styles.inlineError}>
          <p>{t`The Vietnam lotteries could not be loaded`}</p>
          <Button size="sm" variant="secondary" onClick={() => void vn.refetch()}>
            {t`Retry`}
          </Button>
        </div>
      )}
      {vn.data?.regions.map((region) => {
        const offsetMs = vn.data.serverTime - vn.dataUpdatedAt;
        return (
          <section
            key={region.region}
            className={styles.region}
            aria-labelledby={`lottery-vn-${region.region}`}
          >
            <h3 id={`lottery-vn-${region.region}`} className={styles.regionHeading}>
              {region.name}
            </h3>
            {region.draws.length === 0 ? (
              <p className={styles.noResult}>{t`No draws today`}</p>
            ) : (
              <ul className={styles.list}>
                {region.draws.map((draw) => {
                  const game = byCode.get(`${draw.vendor}:${draw.gameCode}`);
                  return (
                    <LotteryRow
                      key={`${draw.vendor}:${draw.gameCode}`}
                      name={draw.gameName}
                      iconUrl={game?.iconUrl}
                      source={{
                        vendor: draw.vendor,
                        gameCode: draw.gameCode,
                        draw: { numero: draw.numero, closeAt: draw.closeAt, drawAt: draw.drawAt },
                        last: draw.last,
                        offsetMs,
                      }}
                      daily
                      nameLevel={4}
                      launching={game !== undefined && launching === game.nodeId}
                      onPlay={game ? () => onPlay(game) : undefined}
                    />
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
