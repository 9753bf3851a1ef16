import { useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { inspected } from '../../../../lib/inspected-actor.ts';
import { formatMoney } from '../../../../lib/money-text';
import { useMoneyEvent } from '../../../../lib/use-money-event';
import { Button, EmptyState, Field, Skeleton, buttonClassName } from '../../../../ui';
import { promoCodeCalls, promoCodeLogic, type PromoCodeCalls } from '../actors/promo-code.actors';
import { promoCodeMessage, throttleMessage } from '../promo-code-messages';
import { PromoHistory } from './promo-history';
import styles from './promo-code.module.css';

type FormState = 'editing' | 'redeeming' | 'refused' | 'throttled' | 'redeemed';
type HistoryState = 'loadingHistory' | 'showingHistory' | 'historyFailed';

/** `/m/promoCode` (requirements D2): renders the promo code chart for a signed-in member. */
export function PromoCodeScreen({ calls = promoCodeCalls }: { calls?: PromoCodeCalls }) {
  const { t, i18n } = useLingui();
  const moneyEvent = useMoneyEvent();
  const logic = useMemo(
    () => promoCodeLogic({ announceMoneyEvent: () => void moneyEvent() }, calls),
    [moneyEvent, calls],
  );
  const actor = useActorRef(logic, inspected());
  const value = useSelector(actor, (snapshot) => snapshot.value);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const field = useRef<HTMLInputElement | null>(null);

  if (value === 'disabled')
    return (
      <div className={styles.screen}>
        <EmptyState
          icon="gift"
          title={t`Coming soon`}
          description={t`Promo codes are not available yet.`}
          action={
            <Link to="/home" className={buttonClassName({ variant: 'secondary' })}>
              {t`Back to home`}
            </Link>
          }
        />
      </div>
    );
  if (value === 'checkFailed')
    return (
      <div className={styles.screen}>
        <EmptyState
          title={promoCodeMessage(i18n, context.loadError ?? 'unknown')}
          action={
            <Button onClick={() => actor.send({ type: 'promoCode.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </div>
    );
  if (typeof value !== 'object')
    return (
      <div className={styles.screen} aria-busy="true">
        <p className={styles.visuallyHidden} role="status">
          <Trans>Loading</Trans>
        </p>
        <Skeleton height={56} radius="md" />
        <Skeleton height={48} radius="md" />
        <Skeleton height={96} radius="md" />
      </div>
    );

  const { form, history } = value.ready as { form: FormState; history: HistoryState };
  const redeeming = form === 'redeeming';
  const throttled = form === 'throttled';
  const error =
    context.codeError === null
      ? undefined
      : promoCodeMessage(i18n, context.codeError, context.minDeposit);
  const redeemed = form === 'redeemed' ? context.redeemed : null;
  const code = redeemed?.redemption.code ?? '';
  const amount = formatMoney(redeemed?.redemption.bonusAmount ?? '0');
  const title = redeemed?.redemption.promotionTitle ?? '';
  const submit = () => {
    if (redeeming || throttled) return;
    actor.send({ type: 'promoCode.submit', key: newIdempotencyKey() });
    // A problem with the code moves the focus to the field, so its message is read out next.
    if (actor.getSnapshot().context.codeError !== null) field.current?.focus();
  };

  return (
    <div className={styles.screen}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field
          ref={field}
          label={<Trans>Promo code</Trans>}
          hint={<Trans>4 to 20 letters or digits</Trans>}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          value={context.code}
          error={error}
          onChange={(event) => actor.send({ type: 'code.changed', value: event.target.value })}
        />
        <div role="status" className={styles.status}>
          {redeemed !== null && redeemed.redemption.bonusAmount !== null && (
            <p className={styles.success}>
              <Trans>
                Code {code} redeemed: {amount} is in your balance.
              </Trans>
            </p>
          )}
          {redeemed !== null && redeemed.redemption.bonusAmount === null && (
            <p className={styles.success}>
              <Trans>
                Code {code} redeemed: you joined {title}.
              </Trans>{' '}
              <Link to="/rewardCenter" className={styles.link}>
                <Trans>Open the reward centre</Trans>
              </Link>
            </p>
          )}
          {throttled && (
            <p className={styles.problem}>{throttleMessage(i18n, context.retryAfter ?? 60)}</p>
          )}
          {context.formError !== null && (
            <p className={styles.problem}>{promoCodeMessage(i18n, context.formError)}</p>
          )}
        </div>
        <Button type="submit" block loading={redeeming} aria-disabled={throttled || undefined}>
          <Trans>Redeem</Trans>
        </Button>
      </form>

      {history === 'historyFailed' ? (
        <section className={styles.section}>
          <p className={styles.problem}>
            {promoCodeMessage(i18n, context.historyError ?? 'unknown')}
          </p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'history.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </section>
      ) : (
        <PromoHistory list={context.history} loading={history === 'loadingHistory'} />
      )}
    </div>
  );
}
