import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Button } from '../../../../ui';
import styles from './security.module.css';

/**
 * A panel of the security centre as a page of its own (`?detail=<panel>`): its title and a back
 * button that returns to the hub the way the phone's back button does (history back), or opens the
 * hub when the panel was the first page opened.
 */
export function SecurityPanel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <div className={styles.screen}>
      <div className={styles.panelHeader}>
        <Button
          variant="ghost"
          icon="chevron-left"
          className={styles.back}
          aria-label={t`Back to the security center`}
          onClick={() => {
            if (router.history.canGoBack()) router.history.back();
            else void router.navigate({ to: '/securityCenter', search: {}, replace: true });
          }}
        />
        {/* The header's h1 names the security centre; the panel is its section. */}
        <h2 className={styles.title}>{title}</h2>
      </div>
      {children}
    </div>
  );
}
