import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../ui/spinner';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { MainLandmark } from '../../../ui/main-landmark';
import styles from './loading-screen.module.css';

export interface LoadingScreenViewProps {
  siteName: string;
  logoUrl: string;
  /** Accessible name of the status, already translated. */
  label: string;
}

/**
 * The loading screen without Lingui, for the moment before a catalog is active
 * (I18nProvider renders nothing until then). Fixed geometry: nothing moves when it appears or leaves.
 */
export function LoadingScreenView({ siteName, logoUrl, label }: LoadingScreenViewProps) {
  return (
    <MainLandmark className={styles.screen}>
      <h1 className={styles.brand}>
        <img className={styles.logo} src={logoUrl} alt={siteName} width={232} height={56} />
        {/* Without a site name the logo is decorative; the heading still needs a name. */}
        {!siteName && <VisuallyHidden>{label}</VisuallyHidden>}
      </h1>
      <div role="status" aria-label={label} className={styles.status}>
        <Spinner size={32} />
      </div>
    </MainLandmark>
  );
}

export type LoadingScreenProps = Omit<LoadingScreenViewProps, 'label'>;

export function LoadingScreen(props: LoadingScreenProps) {
  const { t } = useLingui();
  return <LoadingScreenView {...props} label={t`Loading`} />;
}
