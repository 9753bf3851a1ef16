import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ScreenPlaceholder } from './screen-placeholder.tsx';

/** A member screen opened by a visitor: it says why it is empty and leads to the login. */
export function SignInNotice({ path }: { path: string }) {
  const { t } = useLingui();
  return (
    <ScreenPlaceholder path={path}>
      <EmptyState
        icon="user"
        title={t`Please log in`}
        description={t`Log in to see your account.`}
        action={
          <Link to="/login" className={buttonClassName({})}>
            {t`Login`}
          </Link>
        }
      />
    </ScreenPlaceholder>
  );
}
