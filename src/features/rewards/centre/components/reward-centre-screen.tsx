import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ANNOUNCEMENTS_KEY } from '../../../../api/endpoints/announcements';
import { StartupActor } from '../../../../app/startup-context';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { useMoneyEvent } from '../../../../lib/use-money-event';
import { enabledModules } from '../../../../lib/whitelabel';
import { Button, EmptyState, Skeleton, Tabs } from '../../../../ui';
import { itemsOf } from '../../../../../machines/rewards/reward-centre.machine.ts';
import type { RewardItem, RewardTab } from '../../../../../shared/contract/calls/reward-centre.ts';
import {
  rewardCentreCalls,
  rewardCentreLogic,
  type RewardCentreCalls,
} from '../actors/reward-centre.actors';
import { rewardErrorMessage } from '../reward-centre-messages';
import { RewardRow } from './reward-row';
import styles from './reward-centre.module.css';

/** Whether REWCEN3 is on in the site's module flags (requirements D1.6). */
function useRewardCentreEnabled(): boolean {
  const whitelabel = StartupActor.useSelector(
    (snapshot) => snapshot.context.status?.info.whitelabel,
  );
  return useMemo(() => enabledModules(whitelabel ?? []).has('REWCEN3'), [whitelabel]);
}

/** `/m/rewardCenter` (requirements D1): the member's rewards, by the site's flag. */
export function RewardCentreScreen() {
  return <RewardCentreView rewardCentre={useRewardCentreEnabled()} />;
}

/** The reward centre chart's view; a test hands in its calls and the module flag. */
export function RewardCentreView({
  calls = rewardCentreCalls,
  rewardCentre,
}: {
  calls?: RewardCentreCalls;
  /** REWCEN3 is on (requirements D1.6). */
  rewardCentre: boolean;
}) {
  const { t, i18n } = useLingui();
  const moneyEvent = useMoneyEvent();
  const queryClient = useQueryClient();
  const router = useRouter();
  const logic = useMemo(
    () =>
      rewardCentreLogic(
        {
          announceMoneyEvent: () => void moneyEvent(),
          // The footer badge reads the promotions' statuses (src/lib/use-promotions.ts).
          refreshPromotions: () =>
            void queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }),
          openApplication: (id) => void router.navigate({ to: '/applyReward', search: { id } }),
        },
        calls,
      ),
    [moneyEvent, queryClient, router, calls],
  );
  const actor = useActorRef(logic, inspected({ input: { rewardCentre } }));
  const value = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const claiming = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'claiming' }));
  const contactService = useSelector(actor, (snapshot) =>
    snapshot.matches({ ready: 'contactService' }),
  );
  const claimed = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'claimed' }));
  const refused = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'refused' }));

  if (value === 'loading')
    return (
      <div className={styles.screen} aria-busy="true">
        <p className={styles.visuallyHidden} role="status">
          <Trans>Loading your rewards</Trans>
        </p>
        <Skeleton height={44} radius="md" />
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </div>
    );
  if (value === 'loadFailed')
    return (
      <div className={styles.screen}>
        <EmptyState
          title={rewardErrorMessage(i18n, context.loadError ?? 'unknown')}
          action={
            <Button onClick={() => actor.send({ type: 'rewards.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );

  const claimable = itemsOf(context.items, 'claimable');
  const history = itemsOf(context.items, 'history');
  const shown = context.tab === 'claimable' ? claimable : history;
  const claimedTitle = context.items.find((item) => item.id === context.claimId)?.title ?? '';
  const act = (item: RewardItem) =>
    actor.send(
      item.type === 'APPLY'
        ? { type: 'reward.apply', id: item.id }
        : { type: 'reward.claim', id: item.id, key: newIdempotencyKey() },
    );

  return (
    <div className={styles.screen}>
      <div role="status" className={styles.status}>
        {contactService && <p className={styles.notice}>{t`Please contact customer service`}</p>}
        {claimed && (
          <p className={styles.success}>
            <Trans>Reward claimed: {claimedTitle}. The bonus is in your balance.</Trans>
          </p>
        )}
        {refused && (
          <p className={styles.problem}>
            {rewardErrorMessage(i18n, context.claimError ?? 'unknown')}
          </p>
        )}
      </div>
      <Tabs<RewardTab>
        label={t`Rewards`}
        value={context.tab}
        onChange={(tab) => actor.send({ type: 'tab.chosen', tab })}
        items={[
          { value: 'claimable', label: t`Claimable (${claimable.length})` },
          { value: 'history', label: t`History (${history.length})` },
        ]}
      >
        {shown.length === 0 ? (
          <p className={styles.empty}>
            {context.tab === 'claimable' ? (
              <Trans>Nothing to claim right now. New promotions appear here.</Trans>
            ) : (
              <Trans>No rewards in your history yet.</Trans>
            )}
          </p>
        ) : (
          <ul className={styles.list}>
            {shown.map((item) => (
              <RewardRow
                key={item.id}
                item={item}
                busy={claiming && context.claimId === item.id}
                onAct={() => act(item)}
              />
            ))}
          </ul>
        )}
      </Tabs>
    </div>
  );
}
