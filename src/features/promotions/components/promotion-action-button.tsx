import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ANNOUNCEMENTS_KEY, type Announcement } from '../../../api/endpoints/announcements';
import { inspected } from '../../../lib/inspected-actor.ts';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast/toast-store';
import { promotionActionLogic } from '../actors/promotion-action.actors.ts';
import { promotionErrorMessage, STATUS_LABELS } from '../promotion-messages';
import styles from './promotions.module.css';

/**
 * The action element (requirements B2.6, B9): renders the promotion action chart. Join and Claim are
 * buttons; every other status is a disabled label, so its name is still announced.
 */
export function PromotionActionButton({ promotion }: { promotion: Announcement }) {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const memberType = session === null ? null : session.type;
  const { id, status, promotionType = null } = promotion;
  const logic = useMemo(
    () =>
      promotionActionLogic({
        openLogin: () => void router.navigate({ to: '/login' }),
        openApplication: (promotionId) =>
          void router.navigate({ to: '/applyReward', search: { id: promotionId } }),
        tellOutcome: (outcome) =>
          toast.show(
            outcome.kind === 'refused'
              ? { style: 'fail', message: promotionErrorMessage(i18n, outcome.code) }
              : {
                  style: 'success',
                  message: outcome.kind === 'joined' ? t`Joined successfully` : t`Reward claimed`,
                },
          ),
        refreshPromotions: () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
      }),
    [i18n, queryClient, router, t],
  );
  const actor = useActorRef(
    logic,
    inspected({ input: { promotion: { id, status, promotionType }, memberType } }),
  );
  // A new status (after the lists are read again) or a new session: the chart decides again.
  useEffect(() => {
    actor.send({
      type: 'promotion.changed',
      promotion: { id, status, promotionType },
      memberType,
    });
  }, [actor, id, status, promotionType, memberType]);
  // The status the chart holds: the server's answer names the new one before the lists are read again.
  const shown = useSelector(actor, (snapshot) => snapshot.context.promotion.status);
  const label = useSelector(actor, (snapshot) => snapshot.matches('showingStatus'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  if (shown === null) return null;
  return (
    <Button
      className={styles.status}
      block
      size="lg"
      disabled={label}
      loading={busy}
      onClick={() => actor.send({ type: 'promotion.pressed' })}
    >
      {i18n._(STATUS_LABELS[shown])}
    </Button>
  );
}
