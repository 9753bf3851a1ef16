import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/icon';
import { MainLandmark } from '../../../ui/main-landmark';
import styles from './status-screen.module.css';

export interface StatusBrandProps {
  /** Operator name; the logo's alternative text. */
  siteName: string;
  logoUrl: string;
}

interface StatusLayoutProps extends StatusBrandProps {
  icon: IconName;
  tone: 'warning' | 'fail';
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  footer?: ReactNode;
}

/** The frame shared by the full-screen status pages: logo, symbol, one h1, text, actions. */
export function StatusLayout({
  siteName,
  logoUrl,
  icon,
  tone,
  title,
  children,
  actions,
  footer,
}: StatusLayoutProps) {
  return (
    <MainLandmark className={styles.screen}>
      <img
        className={styles.logo}
        src={logoUrl}
        alt={siteName}
        width={232}
        height={56}
        decoding="async"
      />
      <div className={styles.card}>
        <span className={styles.symbol} data-tone={tone}>
          <Icon name={icon} size={40} />
        </span>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.text}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
      {footer}
    </MainLandmark>
  );
}
