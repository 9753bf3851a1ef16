import { memo, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CountdownResult } from '../../../../../machines/lottery-countdown.machine.ts';
import { useImageUrl } from '../../../../lib/game-images';
import { Button } from '../../../../ui/button';
import { useInView } from '../use-in-view';
import { useLotteryCountdown, type CountdownSource } from '../use-lottery-countdown';
import { DrawStatus } from './draw-status';
import { ResultBalls } from './result-balls';
import styles from './lottery-center.module.css';

export interface LotteryRowProps {
  name: string;
  iconUrl?: string;
  source: CountdownSource;
  /** Daily draws count down in hours. */
  daily: boolean;
  /** Without it (a draw the centre has no game for) the row has no Play button. */
  onPlay?: (() => void) | undefined;
  launching?: boolean;
  /** The name's heading level: 4 under a region's heading. */
  nameLevel?: 3 | 4;
}

/** One lottery: its name, the draw's number, a live countdown, the last result and Play. */
export const LotteryRow = memo(function LotteryRow({
  name,
  iconUrl,
  source,
  daily,
  onPlay,
  launching = false,
  nameLevel = 3,
}: LotteryRowProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLLIElement>(null);
  // The countdown runs (and asks for the next draws) only while the row is near the screen.
  const inView = useInView(ref);
  const Name = nameLevel === 3 ? 'h3' : 'h4';
  return (
    <li ref={ref} className={styles.row}>
      <LotteryIcon iconUrl={iconUrl} vendor={source.vendor} />
      <div className={styles.body}>
        <Name className={styles.name}>{name}</Name>
        {inView ? (
          <LiveDraw source={source} daily={daily} />
        ) : (
          <DrawDetails
            numero={source.draw.numero}
            status={<p className={styles.status} />}
            last={source.last}
          />
        )}
      </div>
      {onPlay && (
        <Button
          size="sm"
          className={styles.play}
          loading={launching}
          aria-label={t`Play ${name}`}
          onClick={onPlay}
        >
          {t`Play`}
        </Button>
      )}
    </li>
  );
});

function LiveDraw({ source, daily }: { source: CountdownSource; daily: boolean }) {
  const view = useLotteryCountdown(source);
  return (
    <DrawDetails
      numero={view.numero}
      status={<DrawStatus view={view} daily={daily} />}
      last={view.last}
    />
  );
}

function DrawDetails({
  numero,
  status,
  last,
}: {
  numero: string;
  status: ReactNode;
  last: CountdownResult | null;
}) {
  return (
    <>
      <p className={styles.numero}>
        <Trans>
          Draw <span className={styles.nowrap}>{numero}</span>
        </Trans>
      </p>
      {status}
      <ResultBalls result={last} />
    </>
  );
}

function LotteryIcon({ iconUrl, vendor }: { iconUrl: string | undefined; vendor: string }) {
  const imageUrl = useImageUrl();
  const [failed, setFailed] = useState(false);
  const src = iconUrl ? imageUrl(iconUrl) : '';
  return (
    <span className={styles.icon} aria-hidden="true">
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        vendor.slice(0, 4)
      )}
    </span>
  );
}
