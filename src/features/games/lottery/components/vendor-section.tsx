import type { LotteryCenterEntry } from '../../../../api/endpoints/lottery-center';
import { VN_LOTTERY_VENDOR } from '../lottery-game';
import { LotteryRow } from './lottery-row';
import styles from './lottery-center.module.css';

export interface VendorSectionProps {
  vendor: string;
  title: string;
  entries: LotteryCenterEntry[];
  /** The server's clock minus the phone's, from the centre's answer. */
  offsetMs: number;
  busyNodeId: number | null;
  onPlay: (entry: LotteryCenterEntry) => void;
}

/** One vendor's lotteries under its name, each with its draw, countdown, last result and Play. */
export function VendorSection({
  vendor,
  title,
  entries,
  offsetMs,
  busyNodeId,
  onPlay,
}: VendorSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={`lottery-vendor-${vendor}`}>
      <h2 id={`lottery-vendor-${vendor}`} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <LotteryRow
            key={`${entry.vendor}:${entry.gameCode}`}
            name={entry.gameName}
            iconUrl={entry.iconUrl}
            source={{
              vendor: entry.vendor,
              gameCode: entry.gameCode,
              draw: entry.current,
              last: entry.last,
              offsetMs,
            }}
            daily={entry.vendor === VN_LOTTERY_VENDOR}
            launching={busyNodeId === entry.nodeId}
            onPlay={() => onPlay(entry)}
          />
        ))}
      </ul>
    </section>
  );
}
