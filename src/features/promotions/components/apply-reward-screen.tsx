import { useEffect, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useSession } from '../../../lib/use-session';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast/toast-store';
import {
  REMARK_MAX_LENGTH,
  SUBMIT_LOADING_MS,
  canSubmit,
} from '../../../../machines/reward-application.machine.ts';
import { rewardApplicationLogic } from '../actors/reward-application.actors';
import { promotionErrorMessage } from '../promotion-messages';
import styles from './apply-reward.module.css';
import { RewardPicturesField } from './reward-pictures-field';
import { inspected } from '../../../lib/inspected-actor.ts';

/** `/m/applyReward?id=` (requirements B2.7): renders the rewardApplication chart. */
export function ApplyRewardScreen({ id }: { id: number | undefined }) {
  const { i18n, t } = useLingui();
  const router = useRouter();
  const session = useSession();
  const logic = useMemo(
    () =>
      rewardApplicationLogic(() =>
        toast.show({ style: 'success', message: t`Application submitted` }),
      ),
    [t],
  );
  const actor = useActorRef(
    logic,
    inspected({ input: { promotionId: id ?? null, hasSession: session !== null } }),
  );
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);

  // The chart says where it ended; leaving the screen is the route's business.
  useEffect(() => {
    if (state === 'leaving' || state === 'submitted')
      void router.navigate({ to: '/activity', replace: true });
  }, [state, router]);

  useEffect(() => {
    if (!context.loadingShown) return;
    toast.loading(t`Submitting…`, SUBMIT_LOADING_MS);
    return () => toast.hideLoading();
  }, [context.loadingShown, t]);

  if (state === 'loadFailed') {
    return (
      <div className={styles.screen}>
        <EmptyState
          title={promotionErrorMessage(i18n, context.submitError ?? 'unknown')}
          action={
            <Button onClick={() => actor.send({ type: 'reward.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  const promotion = context.promotion;
  if (!promotion) {
    return (
      <div className={styles.screen} aria-busy="true">
        <Spinner label={t`Loading`} />
      </div>
    );
  }

  const busy = state === 'submitting' || state === 'readingPictures';
  const cancel = () => actor.send({ type: 'reward.cancel' });
  return (
    <div className={styles.screen}>
      <h2 className={styles.title}>{promotion.title}</h2>
      <form
        className={styles.group}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'reward.submit' });
        }}
      >
        {promotion.remarkRequired && (
          <div className={styles.group}>
            <label className={styles.label} htmlFor="reward-remarks">
              <Trans>Remarks</Trans>
            </label>
            <textarea
              id="reward-remarks"
              className={styles.remarks}
              value={context.remarks}
              maxLength={REMARK_MAX_LENGTH}
              aria-describedby="reward-remarks-count"
              onChange={(event) =>
                actor.send({ type: 'remark.changed', value: event.target.value })
              }
            />
            <span id="reward-remarks-count" className={styles.counter}>
              {context.remarks.length}/{REMARK_MAX_LENGTH}
            </span>
          </div>
        )}
        {promotion.imageRequired && (
          <RewardPicturesField
            pictures={context.pictures}
            pendingFiles={context.pendingFiles}
            reading={state === 'readingPictures'}
            error={context.pictureError && promotionErrorMessage(i18n, context.pictureError)}
            disabled={busy}
            onChoose={(files) => actor.send({ type: 'pictures.chosen', files })}
            onRemove={(index) => actor.send({ type: 'picture.removed', index })}
          />
        )}
        {context.submitError && (
          <p role="alert" className={styles.error}>
            {promotionErrorMessage(i18n, context.submitError)}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            disabled={!canSubmit(context) || state === 'readingPictures'}
            loading={state === 'submitting'}
          >
            <Trans>Submit</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
