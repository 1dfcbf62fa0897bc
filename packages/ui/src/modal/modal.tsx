import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { focusableIn, trapTab } from './focus-trap';
import {
  Body,
  Dialog,
  Footer,
  Header,
  Overlay,
  Title,
  type ModalPlacement,
  type ModalSize,
} from './modal-styles';
import { useBodyScrollLock } from './use-body-scroll-lock';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby); keep it even when `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  children?: ReactNode;
  /** Action buttons, e.g. Yes / No. */
  footer?: ReactNode;
  size?: ModalSize;
  /** 'end' draws a full-height side panel at the right (the cart panel). */
  placement?: ModalPlacement;
  closeLabel?: string;
  /** false: no close button, Escape and the backdrop do nothing (an answer is required). */
  dismissible?: boolean;
  /** What gets focus on open; otherwise the first control in the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Focus the dialog itself (its title is read) instead of its first control: where that
   * control acts at once (the cart panel's '−' would remove a line on Enter).
   */
  focusDialog?: boolean;
  'aria-describedby'?: string;
}

export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = 'md',
  placement = 'center',
  closeLabel = 'Close',
  dismissible = true,
  initialFocusRef,
  focusDialog = false,
  'aria-describedby': describedBy,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  useBodyScrollLock(true);

  useEffect(() => {
    // Mounting happens on open: remember the opener to hand focus back on close.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // Skip the header's close button: the first field or action is the useful place to start.
    const firstInBody =
      dialog && focusableIn(dialog).find((el) => !headerRef.current?.contains(el));
    (initialFocusRef?.current ?? (focusDialog ? dialog : firstInBody) ?? dialog)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef, focusDialog]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    // Events from a nested modal bubble here through React's tree, not the DOM's: leave them.
    if (!dialog || !(event.target instanceof Node) || !dialog.contains(event.target)) return;
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      trapTab(event, dialog);
    }
  };

  // Close only when press and release both land on the backdrop, so a text selection
  // dragged out of the dialog does not dismiss it.
  const handleMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dismissible && pressedOnBackdrop.current && event.target === event.currentTarget) {
      onClose();
    }
  };

  return (
    <Overlay $placement={placement} onMouseDown={handleMouseDown} onClick={handleClick}>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        $size={size}
        $placement={placement}
      >
        <Header ref={headerRef}>
          <Title id={titleId} $hidden={hideTitle}>
            {title}
          </Title>
          {dismissible && (
            <IconButton aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          )}
        </Header>
        {children !== undefined && <Body>{children}</Body>}
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Overlay>
  );
}
