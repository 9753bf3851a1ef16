import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../../ui/button';
import { Popup } from '../../../../ui/popup';
import type { LotteryPlay } from '../use-lottery-play';
import styles from './lottery-center.module.css';

export interface PlayTypeChoiceProps {
  choice: LotteryPlay['choice'];
  onChoose: (playType: string) => void;
  onCancel: () => void;
}

/** Before a lottery offered in more than one play type opens: one button per play type, named by the server. */
export function PlayTypeChoice({ choice, onChoose, onCancel }: PlayTypeChoiceProps) {
  const { t } = useLingui();
  const gameName = choice?.gameName ?? '';
  return (
    <Popup open={choice !== null} onClose={onCancel} placement="bottom" title={t`How do you want to play ${gameName}?`}>
      <ul className={styles.playTypes}>
        {choice?.playTypes.map((option) => (
          <li key={option.playType}>
            <Button block onClick={() => onChoose(option.playType)}>
              {option.name}
            </Button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
