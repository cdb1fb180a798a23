import { App } from 'antd';
import { useCallback } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  /** `destructive` for failures. */
  variant?: 'default' | 'destructive';
}

/** Shows a toast; the app shows one at a time (a new one replaces the previous). */
export function useToast(): (toast: ToastInput) => void {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastInput) => {
      const show = variant === 'destructive' ? notification.error : notification.success;
      show({ title, description });
    },
    [notification],
  );
}
