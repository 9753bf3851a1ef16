import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { ANNOUNCEMENTS_KEY, type Announcement } from '../../../api/endpoints/announcements';
import { claimReward } from '../../../api/endpoints/claim-reward';
import { joinPromotion } from '../../../api/endpoints/join-promotion';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useSession } from '../../../lib/use-session';
import { toast } from '../../../ui/toast/toast-store';
import { promotionAction } from '../promotion-action-plan';
import { promotionErrorMessage } from '../promotion-messages';

function codeOf(error: unknown): string {
  return typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
    ? error.code
    : 'unknown';
}

/**
 * Pressing Join or Claim: a visitor gets the login popup (the /login route opens it over the
 * page), a trial player the server's refusal; afterwards every announcement list is refreshed so
 * the new status shows everywhere.
 */
export function usePromotionAction(promotion: Announcement) {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const action = promotionAction(promotion, session);

  const run = useCallback(async () => {
    if (busy) return;
    switch (action.kind) {
      case 'none':
        return;
      case 'login':
        void router.navigate({ to: '/login' });
        return;
      case 'apply':
        void router.navigate({ to: '/applyReward', search: { id: promotion.id } });
        return;
      case 'refused':
        toast.show({ style: 'fail', message: promotionErrorMessage(i18n, action.code) });
        return;
      case 'join':
      case 'claim':
        // Asked of the server below.
        break;
    }
    setBusy(true);
    try {
      // The claim is a money call (requirements D0.3): a key per claim attempt; the server books once.
      const result = await (action.kind === 'join'
        ? joinPromotion(promotion.id)
        : claimReward(promotion.id, newIdempotencyKey()));
      if (result.success)
        toast.show({
          style: 'success',
          message: action.kind === 'join' ? t`Joined successfully` : t`Reward claimed`,
        });
      else toast.show({ style: 'fail', message: promotionErrorMessage(i18n, 'promotion.refused') });
      await queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
    } catch (error) {
      toast.show({ style: 'fail', message: promotionErrorMessage(i18n, codeOf(error)) });
    } finally {
      setBusy(false);
    }
  }, [action, busy, i18n, promotion.id, queryClient, router, t]);

  return { action, run, busy };
}
