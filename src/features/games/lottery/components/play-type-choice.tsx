import { useState } from 'react';
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
  // The last choice stays on the sheet while it slides away after a choice or a close.
  const [shown, setShown] = useState(choice);
  if (choice !== null && choice !== shown) setShown(choice);
  const gameName = shown?.gameName ?? '';
  return (
    <Popup
      open={choice !== null}
      onClose={onCancel}
      placement="bottom"
      title={t`How do you want to play ${gameName}?`}
    >
      <ul className={styles.playTypes}>
        {shown?.playTypes.map((option) => (
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
