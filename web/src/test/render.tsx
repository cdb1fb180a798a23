import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AdminProviders } from '../admin/AdminProviders';
import { createQueryClient } from '../api/query-client';
import { Providers } from '../app/Providers';

export interface RenderOptions {
  path?: string;
  queryClient?: QueryClient;
  store?: ReturnType<typeof createStore>;
}

/** Renders inside the app's real providers (the admin area's too under /admin) and a memory router at `path`. */
export function renderApp(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const store = options.store ?? createStore();
  const path = options.path ?? '/';
  // a wrapper, so that `rerender` keeps the router and the providers around the new element
  const result = render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[path]}>
        <Providers queryClient={queryClient} store={store}>
          {path.startsWith('/admin') ? <AdminProviders>{children}</AdminProviders> : children}
        </Providers>
      </MemoryRouter>
    ),
  });
  return { ...result, queryClient, store };
}
