import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CloseIcon } from './icons';
import './button.css';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on the close button, Esc and a click beside the dialog. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The browser's modal `<dialog>`: the page behind is inert (focus stays inside), Esc closes it, and
 * focus goes back where it was. Its content is rendered only while it is open.
 */
function NativeDialog({ open, onClose, title, children, footer, kind }: DialogProps & { kind: string }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`ui-dialog ui-${kind}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="ui-dialog__panel">
          <div className="ui-dialog__head">
            <h2 className="ui-dialog__title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="ui-icon-button" aria-label={t('ui.close')} onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <div>{children}</div>
          {footer && <div className="ui-dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

/** A dialog in the middle of the screen. */
export function Modal(props: DialogProps) {
  return <NativeDialog {...props} kind="modal" />;
}

/** A panel along the right edge of the screen (the phone menu). */
export function Drawer(props: DialogProps) {
  return <NativeDialog {...props} kind="drawer" />;
}
