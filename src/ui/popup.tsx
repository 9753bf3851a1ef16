import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { MOTION_MS, prefersReducedMotion } from './motion';
import { PopupFrame } from './popup-frame';
import { lockScroll } from './scroll-lock';

export interface PopupProps {
  open: boolean;
  /** Called on Escape, backdrop tap and the close button (when dismissible). The owner sets `open` to false. */
  onClose: () => void;
  /** Dialog title; it names the dialog. */
  title: ReactNode;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Actions row under the content. */
  footer?: ReactNode;
  /** Centre dialog (default), bottom sheet, or a drawer from the start edge (side menu). */
  placement?: 'center' | 'bottom' | 'start';
  /** Escape, backdrop and close button close the popup (default true). False for must-answer prompts. */
  dismissible?: boolean;
  /** Element focused on open; defaults to the dialog itself, so screen readers read the title first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the dialog panel, for a toggle's aria-controls. */
  id?: string;
  className?: string;
  /** `instant`: no enter animation (popup-frame.tsx says when). */
  appear?: 'animate' | 'instant';
}

// Open popups, oldest first: only the top one answers Escape and traps Tab.
const stack: symbol[] = [];

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export function Popup({
  open,
  onClose,
  title,
  hideTitle,
  children,
  footer,
  placement = 'center',
  dismissible = true,
  initialFocusRef,
  id,
  className,
  appear,
}: PopupProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  const initialFocusRefRef = useRef(initialFocusRef);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
    initialFocusRefRef.current = initialFocusRef;
  });

  // Stay mounted for the 225 ms leave animation after `open` turns false.
  const [wasOpen, setWasOpen] = useState(open);
  const [leaving, setLeaving] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    setLeaving(!open);
  }
  useEffect(() => {
    if (!leaving) return;
    const id = setTimeout(() => setLeaving(false), prefersReducedMotion() ? 0 : MOTION_MS.popup);
    return () => clearTimeout(id);
  }, [leaving]);

  const openerRef = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    // StrictMode runs this twice; the second run must not take the panel itself for the opener.
    if (!panel?.contains(document.activeElement)) openerRef.current = document.activeElement;
    const token = Symbol('popup');
    stack.push(token);
    const releaseScroll = lockScroll();
    (initialFocusRefRef.current?.current ?? panel)?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== token || !panel) return;
      if (event.key === 'Escape' && dismissibleRef.current) {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, panel);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(token), 1);
      releaseScroll();
    };
  }, [open]);

  // Focus goes back in a passive effect: React re-focuses the element that had focus before a commit
  // (the still-mounted panel) at the end of that commit, which would undo a restore made any earlier.
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    return () => {
      const opener = openerRef.current;
      const active = document.activeElement;
      const focusWasInside =
        !active || active === document.body || (panel?.contains(active) ?? false);
      if (focusWasInside && opener instanceof HTMLElement && opener.isConnected) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [open]);

  if (!open && !leaving) return null;

  const close = () => {
    if (dismissibleRef.current) onCloseRef.current();
  };

  return createPortal(
    <PopupFrame
      titleId={titleId}
      title={title}
      hideTitle={hideTitle}
      footer={footer}
      placement={placement}
      state={open ? 'open' : 'closed'}
      appear={appear}
      onClose={dismissible ? close : null}
      panelRef={panelRef}
      id={id}
      className={className}
    >
      {children}
    </PopupFrame>,
    document.body,
  );
}

function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusables = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  if (!panel.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
