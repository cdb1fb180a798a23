import { createContext, useContext } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  /** `destructive` for failures. */
  variant?: 'default' | 'destructive';
  /** Moves the focus into the toast: the answer to a form the visitor just sent. */
  focus?: boolean;
}

export type ShowToast = (toast: ToastInput) => void;

/** How toasts are shown below: light toasts on the storefront, antd notifications in the admin area. */
export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast; the app shows one at a time (a new one replaces the previous). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a toast provider above it');
  return show;
}
