import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { createStore } from 'jotai';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../api/query-client';
import { createI18n } from '../i18n';
import { useLanguage } from '../store/common/use-language';
import { ToastProvider } from '../store/ui/Toasts';
import { LanguageSync } from './LanguageSync';
import { ThemeSync } from './ThemeSync';

function Texts({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const [i18n] = useState(() => createI18n(language));
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageSync />
      {children}
    </I18nextProvider>
  );
}

export interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  store?: ReturnType<typeof createStore>;
}

/**
 * Server state, client state, texts, theme and light toasts for everything below (inside the router).
 * The admin area adds its antd providers itself (admin/AdminProviders), so the storefront loads no antd.
 */
export function Providers({ children, queryClient, store }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <Texts>
          <ThemeSync />
          <ToastProvider>{children}</ToastProvider>
        </Texts>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
