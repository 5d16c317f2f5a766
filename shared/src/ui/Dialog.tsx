import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useUiTranslation } from './use-ui-translation';
import { useDialogBehaviour, type DialogMode } from './use-dialog-behaviour';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Dialog.module.css';

export interface DialogProps {
  /** The heading; the dialog is labelled by it. */
  title: ReactNode;
  /** Keeps the heading for assistive technology only (a popover whose content says what it is). */
  hideTitle?: boolean;
  /** Called when the reader asks to close (Escape, the close button, the backdrop or, for a popover, a press outside). */
  onClose: () => void;
  /** While a request runs nothing closes the dialog, so its outcome is never lost (docs/product-rules.md §4). */
  busy?: boolean;
  /** 'modal' (default): backdrop, inert page, Tab kept inside. 'popover': anchored panel, page stays usable. */
  mode?: DialogMode;
  /** Where focus goes on open; defaults to an element marked `data-autofocus`, else the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button; defaults to the kit's "閉じる". */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** Extra class for the panel (width, position). */
  className?: string;
  children: ReactNode;
}

/** The site's one dialog: every overlay traps focus and closes the same way. */
export function Dialog({
  title,
  hideTitle = false,
  onClose,
  busy = false,
  mode = 'modal',
  initialFocusRef,
  closeLabel,
  hideCloseButton = false,
  className,
  children,
}: DialogProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const requestClose = () => {
    if (!busy) onClose();
  };
  useDialogBehaviour({ panelRef, rootRef, mode, onDismiss: requestClose, initialFocusRef });

  const panel = (
    <div
      ref={panelRef}
      className={[styles.panel, mode === 'popover' ? styles.popover : styles.modal, className].filter(Boolean).join(' ')}
      role="dialog"
      aria-modal={mode === 'modal' ? true : undefined}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      tabIndex={-1}
    >
      <div className={hideTitle && hideCloseButton ? undefined : styles.header}>
        {hideTitle ? (
          <VisuallyHidden as="h2" id={titleId}>
            {title}
          </VisuallyHidden>
        ) : (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {!hideCloseButton && (
          <button
            type="button"
            className={styles.close}
            onClick={requestClose}
            disabled={busy}
            aria-label={closeLabel ?? t('dialog.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {children}
    </div>
  );

  if (mode === 'popover') return panel;

  // Only a press that starts and ends on the backdrop closes: a click inside the panel
  // bubbles here too, and a text selection dragged out of a field must not close it.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) requestClose();
    pressStartedOnBackdrop.current = false;
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; Escape and the close button are the accessible ways to close.
    <div ref={rootRef} className={styles.backdrop} role="presentation" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      {panel}
    </div>
  );
}
