// The one modal dialog of the site (Popup, VideoModal; SPEC §4 "modal": open, closed): a native
// <dialog> opened with showModal(), so the page behind is inert and the dialog sits in the top
// layer. Focus moves into it, Tab cycles inside it (the focus trap), Escape and the close button
// close it, a click on the backdrop too, and focus returns to what opened it. Layers follow the
// SPEC §9 z-index scale (modal main, content, close).
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './Dialog.module.css';
import { VisuallyHidden } from '../VisuallyHidden/index.tsx';

export interface DialogProps {
  open: boolean;
  /** Called when the visitor closes it (Escape, the close button, the backdrop). */
  onClose: () => void;
  /** id of the dialog's visible title. */
  labelledBy: string;
  /** 'media' is wide and dark, for a video; 'text' is a readable column. */
  size?: 'text' | 'media';
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

export function Dialog({ open, onClose, labelledBy, size = 'text', children }: DialogProps) {
  const t = useTranslation();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
    if (!open && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Escape: the browser closes the dialog; the owner's state follows.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // The focus trap: Tab from the last control goes to the first, Shift+Tab from the first to the last.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // A click on the backdrop lands on the <dialog> itself, outside its content box.
    const onClick = (event: MouseEvent) => {
      if (event.target === element) onClose();
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('click', onClick);
    };
  }, [onClose]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={labelledBy} data-size={size}>
      <div className={styles.content}>
        <button type="button" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
          <VisuallyHidden>{t('dialog.close')}</VisuallyHidden>
        </button>
        {children}
      </div>
    </dialog>
  );
}
