import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ScreenPlaceholder } from './screen-placeholder.tsx';

/**
 * A page the specs only name (deposit, withdraw, records, …). The reference platform has no call
 * behind them, so the page says honestly that the operator's member centre provides the function
 * and offers the way home; nothing here pretends to move money.
 */
export function OperatorNotice({ path }: { path: string }) {
  const { t } = useLingui();
  return (
    <ScreenPlaceholder path={path}>
      <EmptyState
        icon="info"
        title={t`Provided by the operator's member centre`}
        description={t`This function is provided by the operator's member centre and is not available on this site.`}
        action={
          <Link to="/home" className={buttonClassName({ variant: 'secondary' })}>
            {t`Back to home`}
          </Link>
        }
      />
    </ScreenPlaceholder>
  );
}
