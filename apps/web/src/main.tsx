// First: the Trusted Types default policy before any DOM write, and every schema created after
// it parses without eval (see the modules).
import './lib/trusted-types-policy';
import './lib/zod-without-eval';
import '@tandem/ui/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { namespacesRead } from './lib/namespaces-read';
import { loadQueryPersister } from './lib/persisted-cache';
import { preloadRouteCode } from './lib/preload-route-code';
import { createAppQueryClient } from './lib/query-client';
import { mayHaveStoredSession } from './lib/stored-session';
import { tandem } from './lib/tandem';
import { applyStoredTheme } from './preferences/theme-preference';
import { createAppRouter } from './router';

// Before the first paint, so a dark-theme user never sees a light flash.
applyStoredTheme();

const queryClient = createAppQueryClient();
const router = createAppRouter({ tandem, queryClient });

// A signed-in visitor's first page needs the client's code: its first call fetches it, beside the
// route's own chunks. A signed-out one gets it after the page has painted.
if (mayHaveStoredSession()) {
  tandem.auth.getSession().catch(() => {
    // The guard asks again and reports a failure where it happens.
  });
  // The persisted cache's code too: a return visit paints from it.
  loadQueryPersister().catch(() => {
    // The guard loads it again and the page then fetches what it shows.
  });
  // The page's own code and the client's parts its loaders call, all at once rather than
  // one after another behind the guard.
  preloadRouteCode(router, window.location.pathname);
  tandem.preload(...namespacesRead(window.location.pathname)).catch(() => {
    // Each namespace's first call loads it again and reports a failure there.
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
