import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icon';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** Usually a Button or LinkButton. */
  action?: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon = 'info',
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cx(styles.root, className)}>
      <span className={styles.icon}>
        <Icon name={icon} size={40} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
