import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { cx } from '../internal/cx';
import styles from './Modal.module.css';

/** Props of `Modal`. */
export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** Dialog title (its accessible name). */
  title: ReactNode;
  /** Hide the visible title but keep it as the accessible name. */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Actions at the bottom (buttons). */
  footer?: ReactNode;
  /** `default` 40 rem, `wide` 72 rem, `fullscreen` the whole viewport (mobile panels). */
  size?: 'default' | 'wide' | 'fullscreen';
  className?: string;
}

/**
 * Modal dialog on the native `<dialog>` element opened with `showModal()`: the browser makes
 * the rest of the page inert (focus stays inside: the focus trap), Escape closes it (through
 * `onClose`), the backdrop click closes it, focus moves into the dialog on open and back to the
 * element that had it on close, and the page behind does not scroll.
 */
export function Modal({ open, onClose, title, hideTitle, children, footer, size = 'default', className }: ModalProps) {
  const { t } = useUiTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Escape closes wherever focus is (also in browsers without `cancel` on <dialog>).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener && typeof opener.focus === 'function' && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={cx(styles.dialog, size !== 'default' && styles[size], className)}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: React state decides, so the dialog does not close behind the app's back.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={titleId} className={cx(styles.title, hideTitle && 'silca-visually-hidden')}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
