import { useEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import { TOAST } from '@hiti/contracts';

const toastElement = (region: HTMLElement | null, id: number) =>
  region?.querySelector<HTMLElement>(`[data-toast-id="${id}"]`) ?? null;

/**
 * Where the focus goes with the toasts: into a toast that asks for it (once it is drawn), into the newest
 * one on TOAST.hotkey, and back to the element it came from when a toast holding it is closed.
 */
export function useToastFocus(region: RefObject<HTMLElement | null>) {
  const requested = useRef<number | null>(null);
  const cameFrom = useRef<HTMLElement | null>(null);

  const controls = useMemo(() => {
    const focusToast = (target: HTMLElement | null | undefined) => {
      if (!target) return false;
      const active = document.activeElement;
      if (active instanceof HTMLElement && !region.current?.contains(active)) cameFrom.current = active;
      target.focus();
      return true;
    };
    return {
      focusNewest: () => {
        const toasts = region.current?.querySelectorAll<HTMLElement>('[data-toast-id]');
        return focusToast(toasts?.[toasts.length - 1]);
      },
      request: (id: number) => {
        requested.current = id;
      },
      moveIfRequested: () => {
        if (requested.current === null) return;
        const target = toastElement(region.current, requested.current);
        requested.current = null;
        focusToast(target);
      },
      returnIfInside: (id: number) => {
        const toast = toastElement(region.current, id);
        if (!toast?.contains(document.activeElement)) return;
        if (cameFrom.current?.isConnected) cameFrom.current.focus();
        cameFrom.current = null;
      },
    };
  }, [region]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST.hotkey && controls.focusNewest()) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controls]);

  return controls;
}
