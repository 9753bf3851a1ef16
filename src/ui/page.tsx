import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './page.module.css';

export interface PageProps {
  children: ReactNode;
  /** Use 'main' when the page is the screen's main landmark (one per screen). */
  as?: 'main' | 'div' | 'section';
  /** Leaves room for the fixed header. */
  withHeader?: boolean;
  /** Leaves room for the fixed footer bar. */
  withFooterBar?: boolean;
  /** Removes the side padding (full-bleed banners, lists). */
  flush?: boolean;
  className?: string;
  id?: string;
}

/** The app column of one screen, padded for notches and the home indicator. */
export function Page({
  children,
  as: Tag = 'div',
  withHeader,
  withFooterBar,
  flush,
  className,
  id,
}: PageProps) {
  return (
    <Tag
      id={id}
      className={cx(
        styles.page,
        withHeader && styles.withHeader,
        withFooterBar && styles.withFooterBar,
        flush && styles.flush,
        className,
      )}
    >
      {children}
    </Tag>
  );
}
