import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { createStore } from 'jotai';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { ToastProvider } from '../store/ui/Toasts';
import { LanguageSync } from './LanguageSync';
import { ThemeSync } from './ThemeSync';

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
        <LanguageSync />
        <ThemeSync />
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
