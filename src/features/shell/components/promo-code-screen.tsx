import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { promoCodeEnabledQueryOptions } from '../../../api/endpoints/promo-code-enabled';
import { buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { OperatorNotice } from './operator-notice.tsx';
import { ScreenPlaceholder } from './screen-placeholder.tsx';

/**
 * `/m/promoCode`. The platform has no redemption call (neither spec nor the contract names one),
 * so an enabled promo code page is the operator notice rather than a form that could not work;
 * when promo codes are off the page says they are coming soon, as the side menu does.
 */
export function PromoCodeScreen() {
  const { t } = useLingui();
  const enabled = useQuery(promoCodeEnabledQueryOptions());
  if (enabled.data === true) return <OperatorNotice path="/promoCode" />;
  return (
    <ScreenPlaceholder path="/promoCode">
      {enabled.data === false || enabled.isError ? (
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
      ) : (
        <Spinner label={t`Loading`} />
      )}
    </ScreenPlaceholder>
  );
}
