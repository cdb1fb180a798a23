import './api/zod-eval-free';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './api/query-client';
import { AppRoutes } from './app/AppRoutes';
import { Providers } from './app/Providers';
import { hydrateServerState } from './app/hydrated-queries';
import './store/ui/tokens.css';
import './app/global.css';

const root = document.getElementById('root');
if (root) {
  const queryClient = createQueryClient();
  hydrateServerState(queryClient);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <Providers queryClient={queryClient}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  );
  // Public pages come rendered from the server; the admin area is rendered in the browser only. As a
  // transition, hydration yields to the browser between pieces of work instead of one long task.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
