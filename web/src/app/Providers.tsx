import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { createStore } from 'jotai';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_THEME, TOAST, TOOLTIP } from '@hiti/contracts';
import { createQueryClient } from '../api/query-client';
import { createI18n } from '../i18n';
import { useHydrated } from '../lib/use-hydrated';
import { themeAtom } from '../state/atoms';
import { useLanguage } from '../store/common/use-language';
import { LanguageSync } from './LanguageSync';
import { antdTheme } from './theme';

function Themed({ children }: { children: ReactNode }) {
  const storedMode = useAtomValue(themeAtom);
  const mode = useHydrated() ? storedMode : DEFAULT_THEME;
  const language = useLanguage();
  const [i18n] = useState(() => createI18n(language));
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageSync />
      <ConfigProvider theme={antdTheme(mode)} tooltip={{ mouseEnterDelay: TOOLTIP.delayMs / 1000 }}>
        <AntdApp
          notification={{ maxCount: TOAST.limit, duration: TOAST.durationMs / 1000, placement: 'topRight' }}
          message={{ maxCount: TOAST.limit, duration: TOAST.durationMs / 1000 }}
        >
          {children}
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}

export interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  store?: ReturnType<typeof createStore>;
}

/** Server state, client state, texts, theme and toasts for everything below (inside the router). */
export function Providers({ children, queryClient, store }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <Themed>{children}</Themed>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
