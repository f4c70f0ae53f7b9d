import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { cx } from '../internal/cx';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  /** On Escape, the close button or a backdrop click. */
  onClose: () => void;
  /** Its accessible name. */
  title: ReactNode;
  /** Kept as the accessible name. */
  hideTitle?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  /** `default` 40 rem, `wide` 72 rem, `fullscreen` the viewport. */
  size?: 'default' | 'wide' | 'fullscreen';
  className?: string;
}

/**
 * A native `<dialog>` opened with `showModal()`: the page behind is inert and does not scroll, Escape and the backdrop close it through
 * `onClose`, focus moves in and back.
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
    // Also in browsers without `cancel` on <dialog>.
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
        // React state decides, so the dialog never closes behind the app's back.
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
