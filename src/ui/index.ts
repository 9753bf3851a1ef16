// Design system barrel: primitives and the toast API. Styles are imported once by the app entry:
// import './ui/styles/tokens.css'; import './ui/styles/fonts.css'; import './ui/styles/global.css';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './button';
export { LinkButton, type LinkButtonProps } from './link-button';
export { Icon, type IconName, type IconProps } from './icon';
export { ICON_NAMES } from './icon-names';
export { Spinner, type SpinnerProps } from './spinner';
export { Skeleton, type SkeletonProps } from './skeleton';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Popup, type PopupProps } from './popup';
export { Field, type FieldProps } from './field';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { Page, type PageProps } from './page';
export { VisuallyHidden } from './visually-hidden';
export { cx } from './cx';
export { MOTION_MS, prefersReducedMotion } from './motion';
export { lockScroll, isScrollLocked } from './scroll-lock';
export { TOAST_DURATION, type ToastDurationName } from './toast/durations';
export {
  toast,
  createToastStore,
  defaultDuration,
  MAX_TOASTS,
  type Toast,
  type ToastOptions,
  type ToastStore,
  type ToastStyle,
  type ToastTimers,
} from './toast/toast-store';
export { ToastHost, useToasts, type ToastHostProps } from './toast/toast-host';
