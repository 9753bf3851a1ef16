import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { buttonClassName, type ButtonStyleProps } from './button';
import { Icon } from './icon';
import { VisuallyHidden } from './visually-hidden';
import styles from './button.module.css';

export interface LinkButtonProps extends ButtonStyleProps, AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. */
  external?: boolean;
  children?: ReactNode;
}

/** A link (it navigates) that looks like a button. */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(
  { variant, size, block, icon, external = false, className, children, ...rest },
  ref,
) {
  const { t } = useLingui();
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a
      {...rest}
      {...externalProps}
      ref={ref}
      className={buttonClassName({ variant, size, block }, className)}
    >
      <span className={styles.content}>
        {icon && <Icon name={icon} />}
        {children}
        {external && (
          <>
            {' '}
            <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
          </>
        )}
      </span>
    </a>
  );
});
