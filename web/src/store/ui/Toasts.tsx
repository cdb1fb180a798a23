import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TOAST } from '@hiti/contracts';
import { ToastContext } from '../../app/toast';
import type { ToastInput } from '../../app/toast';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from './icons';
import { useToastFocus } from './use-toast-focus';
import './toasts.css';

interface ShownToast extends ToastInput {
  id: number;
}

/**
 * Light toasts for everything below: at most TOAST.limit at once, each gone after TOAST.durationMs unless the
 * focus is in it. A toast asked with `focus` takes the focus, and TOAST.hotkey moves the focus to the newest
 * one; closing a focused toast gives the focus back to where it was.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const lastId = useRef(0);
  const timers = useRef(new Map<number, number>());
  const region = useRef<HTMLDivElement>(null);
  const focus = useToastFocus(region);

  const remove = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const startTimer = useCallback(
    (id: number) => {
      window.clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        window.setTimeout(() => remove(id), TOAST.durationMs),
      );
    },
    [remove],
  );
  const dismiss = useCallback(
    (id: number) => {
      focus.returnIfInside(id);
      remove(id);
    },
    [focus, remove],
  );
  const show = useCallback(
    (toast: ToastInput) => {
      lastId.current += 1;
      const id = lastId.current;
      setToasts((current) => {
        const next = [...current, { ...toast, id }];
        for (const dropped of next.slice(0, -TOAST.limit))
          window.clearTimeout(timers.current.get(dropped.id));
        return next.slice(-TOAST.limit);
      });
      startTimer(id);
      if (toast.focus) focus.request(id);
    },
    [focus, startTimer],
  );
  useEffect(() => focus.moveIfRequested(), [toasts, focus]);

  const leave = (id: number) => (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) startTimer(id);
  };
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        ref={region}
        className="ui-toasts"
        role="status"
        aria-live="polite"
        aria-label={`${t('ui.notifications')} (${TOAST.hotkey})`}
      >
        {toasts.map(({ id, title, description, variant = 'default' }) => (
          <div
            key={id}
            className={`ui-toast ui-toast--${variant}`}
            data-toast-id={id}
            tabIndex={-1}
            onFocus={() => window.clearTimeout(timers.current.get(id))}
            onBlur={leave(id)}
          >
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
