import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import mkMK from 'antd/locale/mk_MK';
import sqAL from 'antd/locale/sq_AL';
import dayjs from 'dayjs';
import 'dayjs/locale/mk';
import 'dayjs/locale/sq';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { TOAST, TOOLTIP } from '@hiti/contracts';
import { antdTheme } from '../app/theme';
import { ToastContext } from '../app/toast';
import type { ToastInput } from '../app/toast';
import { themeAtom } from '../state/atoms';
import { adminLanguageAtom } from './i18n/admin-language';
import type { AdminLanguage } from './i18n/admin-language';

/** antd's own texts (date pickers, tables, confirmations) in the admin's language. */
const ANTD_LOCALES: Record<AdminLanguage, Locale> = { en: enUS, mk: mkMK, al: sqAL };

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
  const language = useAtomValue(adminLanguageAtom);
  // antd's date pickers name months and days through dayjs's global locale
  useEffect(() => {
    dayjs.locale(language);
  }, [language]);
  return (
    <ConfigProvider
      theme={antdTheme(mode)}
      locale={ANTD_LOCALES[language]}
      tooltip={{ mouseEnterDelay: TOOLTIP.delayMs / 1000 }}
    >
      <AntdApp
        notification={{ maxCount: TOAST.limit, duration: TOAST.durationMs / 1000, placement: 'topRight' }}
        message={{ maxCount: TOAST.limit, duration: TOAST.durationMs / 1000 }}
      >
        <AntdToasts>{children}</AntdToasts>
      </AntdApp>
    </ConfigProvider>
  );
}
