import { App as AntdApp, ConfigProvider } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { TOAST, TOOLTIP } from '@hiti/contracts';
import { antdTheme } from '../app/theme';
import { ToastContext } from '../app/toast';
import type { ToastInput } from '../app/toast';
import { themeAtom } from '../state/atoms';

/** `useToast()` in the admin area: antd notifications. */
function AntdToasts({ children }: { children: ReactNode }) {
  const { notification } = AntdApp.useApp();
  const show = useCallback(
    ({ title, description, variant = 'default' }: ToastInput) => {
      const open = variant === 'destructive' ? notification.error : notification.success;
      open({ title, description });
    },
    [notification],
  );
  return <ToastContext.Provider value={show}>{children}</ToastContext.Provider>;
}

/** antd's theme (the shared design tokens), notifications and toasts around the admin area's pages. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeAtom);
  return (
    <ConfigProvider theme={antdTheme(mode)} tooltip={{ mouseEnterDelay: TOOLTIP.delayMs / 1000 }}>
      <AntdApp
        notification={{ maxCount: TOAST.limit, duration: TOAST.durationMs / 1000, placement: 'topRight' }}
        message={{ maxCount: TOAST.limit, duration: TOAST.durationMs / 1000 }}
      >
        <AntdToasts>{children}</AntdToasts>
      </AntdApp>
    </ConfigProvider>
  );
}
