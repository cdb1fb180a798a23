import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { Providers } from '../app/Providers';

export interface RenderOptions {
  path?: string;
  queryClient?: QueryClient;
  store?: ReturnType<typeof createStore>;
}

/** Renders inside the app's real providers and a memory router at `path`. */
export function renderApp(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const store = options.store ?? createStore();
  const result = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <Providers queryClient={queryClient} store={store}>
        {ui}
      </Providers>
    </MemoryRouter>,
  );
  return { ...result, queryClient, store };
}
