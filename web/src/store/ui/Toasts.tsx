import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TOAST } from '@hiti/contracts';
import { ToastContext } from '../../app/toast';
import type { ToastInput } from '../../app/toast';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from './icons';
import './toasts.css';

interface ShownToast extends ToastInput {
  id: number;
}

/** Light toasts for everything below: at most TOAST.limit at once, each gone after TOAST.durationMs. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const lastId = useRef(0);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(
    (toast: ToastInput) => {
      lastId.current += 1;
      const id = lastId.current;
      setToasts((current) => [...current, { ...toast, id }].slice(-TOAST.limit));
      window.setTimeout(() => dismiss(id), TOAST.durationMs);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="ui-toasts" role="status" aria-live="polite" aria-label={t('ui.notifications')}>
        {toasts.map(({ id, title, description, variant = 'default' }) => (
          <div key={id} className={`ui-toast ui-toast--${variant}`}>
            <span className="ui-toast__icon">
              {variant === 'destructive' ? <AlertCircleIcon size={20} /> : <CheckCircleIcon size={20} />}
            </span>
            <div className="ui-toast__body">
              <p className="ui-toast__title">{title}</p>
              {description && <p className="ui-toast__description">{description}</p>}
            </div>
            <button
              type="button"
              className="ui-icon-button ui-icon-button--small"
              aria-label={t('ui.close')}
              onClick={() => dismiss(id)}
            >
              <CloseIcon />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
