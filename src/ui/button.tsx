import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icon';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** Leading icon (decorative; the text names the button). */
  icon?: IconName;
}

export interface ButtonProps extends ButtonStyleProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner, sets aria-busy and ignores clicks; the button keeps focus and its width. */
  loading?: boolean;
  children?: ReactNode;
}

export function buttonClassName(
  { variant = 'primary', size = 'md', block }: ButtonStyleProps,
  extra?: string,
) {
  return cx(styles.button, styles[variant], styles[size], block && styles.block, extra);
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    block,
    icon,
    loading = false,
    type = 'button',
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Not `disabled`: a disabled button drops focus, which strands keyboard and screen-reader users.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
    >
      <span className={styles.content}>
        {icon && <Icon name={icon} />}
        {children}
      </span>
      {loading && <Spinner className={styles.spinner} />}
    </button>
  );
});
