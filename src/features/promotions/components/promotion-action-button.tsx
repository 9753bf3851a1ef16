import { useLingui } from '@lingui/react/macro';
import type { Announcement } from '../../../api/endpoints/announcements';
import { Button } from '../../../ui/button';
import { usePromotionAction } from '../actors/use-promotion-action';
import { STATUS_LABELS } from '../promotion-messages';
import styles from './promotions.module.css';

/**
 * The action element (requirements B2.6, B9): Join and Claim are buttons; every other status is a
 * disabled label, so its name is still announced.
 */
export function PromotionActionButton({ promotion }: { promotion: Announcement }) {
  const { i18n } = useLingui();
  const { action, run, busy } = usePromotionAction(promotion);
  if (promotion.status === null) return null;
  const label = i18n._(STATUS_LABELS[promotion.status]);
  return (
    <Button
      className={styles.status}
      block
      size="lg"
      disabled={action.kind === 'none'}
      loading={busy}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
